'use client';
import { localizePath } from '@exchange/i18n';
import { kycHelpLink, openLink } from '@exchange/native-app';
import { SITE_IDS } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { KycUpgradePanel } from '../components/kyc-upgrade-panel/kyc-upgrade-panel';
import { upgradeKyc } from './kyc-upgrade';

/**
 * "Upgrade" as the KYC domain decides it (spec 02 §4): the native KYC page through the app bridge inside the app
 * (old or new iOS entry by build), /myaccount/kyc2 on the web. Used by the notice modal and the KYC landing.
 */
export function useKycUpgrade(context: SiteContext): () => void {
  const router = useRouter();
  const { site, locale, nativeApp } = context;
  return useCallback(() => {
    upgradeKyc({ app: nativeApp, navigateWeb: (path) => router.push(localizePath(site, locale, path)) });
  }, [router, site, locale, nativeApp]);
}

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
