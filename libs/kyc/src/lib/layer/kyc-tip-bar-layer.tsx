'use client';
import { useTrack } from '@exchange/analytics';
import { localizeHref } from '@exchange/i18n';
import { SITE_IDS } from '@exchange/site-config';
import { islandLoader, type SiteContext } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { readTipBarDismissed, rememberTipBarDismissed } from '../browser/kyc-storage';
import { KYC_HOME_PATH } from '../rules/kyc-upgrade-target';
import { showKycTipBar } from '../rules/show-kyc-tip-bar';
import { useKnownUser } from './use-known-user';

/** Rendered (on the server too) only when the rule shows it. */
const KycTipBar = dynamic(islandLoader(() => import('../components/kyc-tip-bar/kyc-tip-bar').then((m) => m.KycTipBar)));

export interface KycTipBarLayerProps {
  context: SiteContext;
}

/** Spec 02 §4 sticky KYC tip bar (logged-in users below KYC2), placed under the header; a dismissal lasts for the browser session. */
export function KycTipBarLayer({ context }: KycTipBarLayerProps) {
  const user = useKnownUser(context.user.isLoggedIn, context.pathname);
  const track = useTrack();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(readTipBarDismissed()), []);
  const site = SITE_IDS[context.site];
  if (!user || !showKycTipBar({ verified: user.verified, site, dismissedThisSession: dismissed })) return null;
  return (
    <KycTipBar
      verified={user.verified}
      site={site}
      dismissedThisSession={dismissed}
      href={localizeHref({ site: context.site, locale: context.locale, path: KYC_HOME_PATH })}
      onDismiss={rememberTipBarDismissed}
      onTrack={({ name, ...props }) => track(name, props)}
    />
  );
}
