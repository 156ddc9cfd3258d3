import { decodeCookieValue, errorMarker, isValidFingerprint } from '../rules/fingerprint-validity';
import { clearFingerprintCookie, readFingerprintCookie, writeFingerprintCookie } from './fingerprint-cookie';
import { loadDeviceIdSdk, type DeviceIdSdk, type LoadDeviceIdSdkOptions } from './load-device-id-sdk';
import { obtainFingerprint, type ObtainFingerprintInput } from './obtain-fingerprint';

export type EnsureFingerprintResult =
  | { status: 'reused'; value: string }
  | { status: 'obtained'; value: string }
  /** The error marker now stored in the cookie, and the error behind it. */
  | { status: 'failed'; value: string; error: unknown };

export interface EnsureFingerprintInput {
  document: Document;
  now: number;
  /** The api's device-id call (see ObtainFingerprintInput.exchange). */
  exchange: ObtainFingerprintInput['exchange'];
  /** SDK script path and polling options (defaults: the static path, 50 ms, 1000 ms). */
  sdk?: Omit<LoadDeviceIdSdkOptions, 'document'>;
  /** Replaces the script loader (tests, or an app that already holds the SDK). */
  loadSdk?: () => Promise<DeviceIdSdk>;
}

/**
 * Spec 03 §4 device fingerprint flow: reuse the finger_print cookie while it is valid; otherwise clear it and
 * obtain a new one through the device-id SDK, storing it for 86400 s. On failure the error-marker string is
 * stored instead. Never throws.
 */
export async function ensureFingerprint({
  document,
  now,
  exchange,
  sdk,
  loadSdk,
}: EnsureFingerprintInput): Promise<EnsureFingerprintResult> {
  const current = readFingerprintCookie(document);
  if (isValidFingerprint(current, now)) return { status: 'reused', value: decodeCookieValue(current as string) };
  clearFingerprintCookie(document);
  try {
    const loaded = await (loadSdk ? loadSdk() : loadDeviceIdSdk({ ...sdk, document }));
    const value = await obtainFingerprint({ sdk: loaded, exchange, now });
    writeFingerprintCookie(document, value);
    return { status: 'obtained', value };
  } catch (error) {
    const marker = errorMarker(error);
    writeFingerprintCookie(document, marker);
    return { status: 'failed', value: marker, error };
  }
}
