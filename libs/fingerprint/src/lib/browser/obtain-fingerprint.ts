import { isValidFingerprint } from '../rules/fingerprint-validity';
import { FingerprintFetchError } from './errors';
import type { DeviceIdSdk } from './load-device-id-sdk';

export interface ObtainFingerprintInput {
  sdk: DeviceIdSdk;
  /**
   * Exchanges the SDK's device token for a fingerprint at the same-origin device-id endpoint: the api's
   * `deviceId` call (POST `{ token }` → `data.finger_print`, decision 0530); null when the call failed.
   */
  exchange: (token: string) => Promise<string | null>;
  now: number;
}

/**
 * Collects the SDK's device token and exchanges it through the api's device-id call.
 * Rejects with FingerprintFetchError unless the answer is a fingerprint valid at `now`.
 */
export async function obtainFingerprint({ sdk, exchange, now }: ObtainFingerprintInput): Promise<string> {
  const token = await sdk.collect();
  if (typeof token !== 'string' || token === '') throw new FingerprintFetchError('Device SDK returned no token');
  let value: string | null;
  try {
    value = await exchange(token);
  } catch (error) {
    throw new FingerprintFetchError(`Device-id request failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (value === null || !isValidFingerprint(value, now)) throw new FingerprintFetchError('Device-id response holds no valid fingerprint');
  return value;
}
