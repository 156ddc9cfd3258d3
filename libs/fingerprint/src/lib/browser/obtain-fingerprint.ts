import { isValidFingerprint } from '../rules/fingerprint-validity';
import { FingerprintFetchError } from './errors';
import type { DeviceIdSdk } from './load-device-id-sdk';

/** Device-id endpoint on the same origin (decision 0530; the spec does not show the path). */
export const DEVICE_ID_ENDPOINT = '/api/web/v1/device-id';
/** Spec 03 §7 default request timeout. */
export const DEVICE_ID_TIMEOUT_MS = 20000;

export interface ObtainFingerprintInput {
  sdk: DeviceIdSdk;
  fetch: typeof globalThis.fetch;
  now: number;
  endpoint?: string;
  timeoutMs?: number;
}

function readFingerprint(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { code, data } = body as { code?: unknown; data?: unknown };
  if (code !== 0 && code !== '0') return null;
  const value = data && typeof data === 'object' ? (data as { finger_print?: unknown }).finger_print : undefined;
  return typeof value === 'string' ? value : null;
}

/**
 * Collects the SDK's device token and exchanges it at the same-origin device-id endpoint
 * (POST JSON `{ token }` → `{ code: 0, data: { finger_print } }`, decision 0530).
 * Rejects with FingerprintFetchError unless the answer is a fingerprint valid at `now`.
 */
export async function obtainFingerprint({
  sdk,
  fetch,
  now,
  endpoint = DEVICE_ID_ENDPOINT,
  timeoutMs = DEVICE_ID_TIMEOUT_MS,
}: ObtainFingerprintInput): Promise<string> {
  const token = await sdk.collect();
  if (typeof token !== 'string' || token === '') throw new FingerprintFetchError('Device SDK returned no token');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      signal: controller.signal,
    });
  } catch (error) {
    throw new FingerprintFetchError(`Device-id request failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new FingerprintFetchError(`Device-id request failed: HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new FingerprintFetchError('Device-id response is not JSON');
  }
  const value = readFingerprint(body);
  if (value === null || !isValidFingerprint(value, now)) throw new FingerprintFetchError('Device-id response holds no valid fingerprint');
  return value;
}
