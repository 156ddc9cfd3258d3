'use client';
import { kycHelpLink, openLink } from '@exchange/native-app';
import { SITE_IDS } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { useRouter } from 'next/navigation';
import { KycUpgradePanel } from '../components/kyc-upgrade-panel/kyc-upgrade-panel';
import { useKycUpgrade } from './use-kyc-upgrade';

export interface KycUpgradeLayerProps {
  context: SiteContext;
}

/**
 * The KYC landing's upgrade block (/myaccount/kyc_home): "Upgrade KYC" through useKycUpgrade, and the help-centre
 * article of the sub-site (main or US), the app's copy inside the app, opened by the native app's link opener (spec 02 §2).
 */
export function KycUpgradeLayer({ context }: KycUpgradeLayerProps) {
  const router = useRouter();
  const onUpgrade = useKycUpgrade(context);
  const inApp = context.inAppWebview || context.nativeApp != null;
  const helpHref = kycHelpLink(SITE_IDS[context.site], inApp);
  const origin = context.siteOrigins[context.site] ?? '';
  return (
    <KycUpgradePanel
      onUpgrade={onUpgrade}
      helpHref={helpHref}
      onOpenHelp={
        context.nativeApp
          ? (href) => {
              openLink(href, { app: context.nativeApp, origin, navigate: (path) => router.push(path) });
              return true;
            }
          : undefined
      }
    />
  );
}
