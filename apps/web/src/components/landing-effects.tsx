'use client';
import { callEndpoint, useExchangeClient } from '@exchange/api';
import { ensureFingerprint, readFingerprintCookie, startFingerprintRefresh } from '@exchange/fingerprint';
import { syncReferralCookies } from '@exchange/referral';
import { useEffect } from 'react';

/**
 * Once per page load, after hydration: the referral cookies from the landing URL (spec 03 §4, with the
 * verify_invite_info call) and the device fingerprint (reuse, or obtain; then keep it fresh past 24 hours).
 * Both never throw; a failed fingerprint leaves its error marker, as the spec says.
 */
export function LandingEffects() {
  const client = useExchangeClient();

  useEffect(() => {
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    void syncReferralCookies({
      query,
      document,
      verifyInvite: async (input) => (await callEndpoint(client, 'verifyInvite', input)).code,
    });
  }, [client]);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const refresh = () => ensureFingerprint({ document, now: Date.now(), fetch: window.fetch.bind(window) });
    void refresh().then((result) => {
      if (cancelled) return;
      stop = startFingerprintRefresh({
        readCookie: () => readFingerprintCookie(document),
        refresh,
        initialFailedAttempts: result.status === 'failed' ? 1 : 0,
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return null;
}
