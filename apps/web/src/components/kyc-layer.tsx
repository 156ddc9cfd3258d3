'use client';
import { parseCookieHeader, useComplianceCheck, useUserInfo, type UserInfo } from '@exchange/api';
import { applyStorageWrite } from '@exchange/compliance';
import {
  DEFAULT_RISK_GUIDE_COOKIE,
  KYC2_WEB_PATH,
  KYC_HOME_PATH,
  KYC_TIP_BAR_SESSION_KEY,
  KYC_UPGRADE_NOTICE_COOKIE,
  decideKycModal,
  showKycTipBar,
  type KycModalDecision,
} from '@exchange/kyc';
import { localizePath } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { ShellData } from '../server/shell-data';
import { inIsland } from './island';
import { readSessionFlag } from './overlay-hooks';

/** Loaded only when the rule decides to show it (decision 0004). */
const KycNoticeModal = dynamic(
  () =>
    Promise.all([
      import(/* webpackExports: ["KycNoticeModal"] */ '@exchange/kyc'),
      import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui'),
    ]).then(([m, ui]) => inIsland(ui.ChakraIsland, m.KycNoticeModal)),
  { ssr: false },
);

/** Rendered (on the server too) only when the rule shows it. */
const KycTipBar = dynamic(() =>
  Promise.all([
    import(/* webpackExports: ["KycTipBar"] */ '@exchange/kyc'),
    import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui'),
  ]).then(([m, ui]) => inIsland(ui.ChakraIsland, m.KycTipBar)),
);

export interface KycLayerProps {
  site: SiteKey;
  locale: string;
  shell: ShellData;
}

/** The user's answer, or null for a visitor or a failed call (the fallback has no uid: no KYC prompt from it). */
function useKnownUser(isLoggedIn: boolean): UserInfo | null {
  const { data } = useUserInfo({ enabled: isLoggedIn });
  return isLoggedIn && data && data.uid !== '' ? data : null;
}

/** Spec 02 §4 sticky KYC tip bar (logged-in users below KYC2); a dismissal lasts for the browser session. */
export function KycTipBarLayer({ site, locale, shell }: KycLayerProps) {
  const user = useKnownUser(shell.user.isLoggedIn);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    setDismissed(readSessionFlag(KYC_TIP_BAR_SESSION_KEY) !== null);
  }, []);
  if (!user || !showKycTipBar({ verified: user.verified, site: shell.subSiteId, dismissedThisSession: dismissed })) return null;
  return (
    <KycTipBar
      verified={user.verified}
      site={shell.subSiteId}
      dismissedThisSession={dismissed}
      href={localizePath(site, locale, KYC_HOME_PATH)}
      onDismiss={() => applyStorageWrite({ storage: 'session', storageKey: KYC_TIP_BAR_SESSION_KEY, value: '1', ttlMs: null })}
    />
  );
}

/**
 * Spec 01 §4 / 02 §4 KYC notice modal ("Dear User"): the compliance check's kyc_toast decides (risk guide
 * first, else the upgrade notice once per 12 hours), the user info gives the risk texts. Decided once per
 * answer, so storing "shown" when it opens does not close it.
 */
export function KycNoticeLayer({ site, locale, shell }: KycLayerProps) {
  const router = useRouter();
  const user = useKnownUser(shell.user.isLoggedIn);
  const { data: check } = useComplianceCheck();
  const toast = user ? (check?.toast.kyc_toast ?? null) : null;
  const [decision, setDecision] = useState<KycModalDecision | null>(null);
  const decidedFor = useRef<string | null>(null);
  useEffect(() => {
    const key = toast ? JSON.stringify(toast) : '';
    if (decidedFor.current === key) return;
    decidedFor.current = key;
    if (!toast) {
      setDecision(null);
      return;
    }
    const cookies = parseCookieHeader(document.cookie);
    const riskCookie = toast.risk_user_guide_cookie_key.trim() || DEFAULT_RISK_GUIDE_COOKIE;
    setDecision(
      decideKycModal({
        is_risk_user: toast.is_risk_user,
        show_kyc_upgrade_notice: toast.show_kyc_upgrade_notice,
        risk_user_guide_frequency: toast.risk_user_guide_frequency,
        risk_user_guide_cookie_key: toast.risk_user_guide_cookie_key,
        cookieValue: cookies[riskCookie],
        lastUpgradeNoticeAt: cookies[KYC_UPGRADE_NOTICE_COOKIE],
        now: Date.now(),
      }),
    );
  }, [toast]);
  if (!user || !decision || decision.modal === null) return null;
  const store = decision.store;
  return (
    <KycNoticeModal
      kind={decision.modal}
      riskMessage={user.risk_user_guide_msg}
      riskGuideUrl={user.risk_user_guide_url}
      riskClosable={user.risk_user_guide_be_closed}
      onOpen={() => {
        if (store) applyStorageWrite({ storage: 'cookie', storageKey: store.name, value: store.value, ttlMs: store.maxAgeSeconds * 1000 });
      }}
      // Spec 02 §4: outside the native app (whose bridge is not part of the web build) the upgrade is /myaccount/kyc2.
      onUpgrade={() => router.push(localizePath(site, locale, KYC2_WEB_PATH))}
    />
  );
}
