'use client';
import { callEndpoint, useExchangeClient } from '@exchange/api';
import type { SiteContext } from '@exchange/ui';
import { useEffect } from 'react';
import { ensureFingerprint } from '../browser/ensure-fingerprint';
import { readFingerprintCookie } from '../browser/fingerprint-cookie';
import { startFingerprintRefresh } from '../browser/fingerprint-refresher';
import type { DeviceIdSdk } from '../browser/load-device-id-sdk';

export interface FingerprintLayerProps {
  context: SiteContext;
  /** Replaces the device-id SDK script loader (tests and stories; the app leaves it out). */
  loadSdk?: () => Promise<DeviceIdSdk>;
}

/**
 * Spec 03 §4 device fingerprint, once per page load after hydration: reuse the finger_print cookie while it
 * is valid, else obtain one (device-id SDK, then the api's device-id call); then keep it fresh past 24 hours.
 * Never throws: a failure leaves its error marker in the cookie, as the spec says. Renders nothing.
 */
export function FingerprintLayer({ context, loadSdk }: FingerprintLayerProps) {
  const client = useExchangeClient();
  const { site } = context;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const refresh = () =>
      ensureFingerprint({ document, now: Date.now(), exchange: (token) => callEndpoint(client, 'deviceId', { token }), loadSdk });
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
  }, [client, site, loadSdk]);
  return null;
}
