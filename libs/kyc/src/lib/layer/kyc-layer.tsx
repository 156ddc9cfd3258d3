'use client';
import { useComplianceCheck, type KycToast } from '@exchange/api';
import { getSiteConfig } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { readKycCookies, writeKycCookie } from '../browser/kyc-storage';
import { decideKycModal, type KycModalDecision } from '../rules/decide-kyc-modal';
import { useKnownUser } from './use-known-user';
import { useKycUpgrade } from './use-kyc-upgrade';

/** Loaded only when the rule decides to show it; a native dialog (ModalDialog), so no Chakra island (decision 0004). */
const KycNoticeModal = dynamic(() => import('../components/kyc-notice-modal/kyc-notice-modal').then((m) => m.KycNoticeModal), {
  ssr: false,
});

export interface KycLayerProps {
  context: SiteContext;
  /** Origins a server link may point to; defaults to the site config's `anti` for `context.site`. */
  allowOrigins?: readonly string[];
}

/**
 * Spec 01 §4 / 02 §4 KYC notice modal ("Dear User"): the compliance check's kyc_toast decides (risk guide
 * first, else the upgrade notice once per 12 hours), the user info gives the risk texts. Decided once per
 * answer, so storing "shown" when it opens does not close it.
 */
export function KycLayer({ context, allowOrigins = getSiteConfig(context.site).anti }: KycLayerProps) {
  const upgrade = useKycUpgrade(context);
  const user = useKnownUser(context.user.isLoggedIn, context.pathname);
  const { data: check } = useComplianceCheck({ enabled: context.user.isLoggedIn });
  const toast: KycToast | null = user ? (check?.toast.kyc_toast ?? null) : null;
  const [decision, setDecision] = useState<KycModalDecision | null>(null);
  const decidedFor = useRef<string | null>(null);
  useEffect(() => {
    const key = toast ? JSON.stringify(toast) : '';
    if (decidedFor.current === key) return;
    decidedFor.current = key;
    setDecision(toast ? decideKycModal({ toast, cookies: readKycCookies(), now: Date.now() }) : null);
  }, [toast]);
  if (!user || !decision || decision.modal === null) return null;
  const store = decision.store;
  return (
    <KycNoticeModal
      kind={decision.modal}
      riskMessage={user.risk_user_guide_msg}
      riskGuideUrl={user.risk_user_guide_url}
      allowOrigins={allowOrigins}
      riskClosable={user.risk_user_guide_be_closed}
      verified={user.verified}
      onOpen={() => {
        if (store) writeKycCookie(store);
      }}
      // Spec 02 §4: the native KYC page through the app bridge inside the app, /myaccount/kyc2 on the web.
      onUpgrade={upgrade}
    />
  );
}
