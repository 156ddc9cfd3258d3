'use client';
import { callEndpoint, useExchangeClient } from '@exchange/api';
import type { SiteContext } from '@exchange/ui';
import { useEffect } from 'react';
import { syncReferralCookies } from '../browser/referral-cookie-adapter';

export interface ReferralLayerProps {
  context: SiteContext;
}

/**
 * Spec 03 §4 referral cookie flow, once per page load after hydration: the referral parameters of the landing
 * URL become cookies, verified through verify_invite_info when another referral is already stored. The
 * browser's query is read (it is the landing URL even when the server's view of the page was cached);
 * the flow never throws. Renders nothing.
 */
export function ReferralLayer({ context }: ReferralLayerProps) {
  const client = useExchangeClient();
  const { site } = context;
  useEffect(() => {
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    void syncReferralCookies({
      query,
      document,
      verifyInvite: async (input) => (await callEndpoint(client, 'verifyInvite', input)).code,
    });
    // Once per page load of a site: the client and the site do not change within one.
  }, [client, site]);
  return null;
}
