export {
  ERROR_MARKER_MAX_TEXT,
  ERROR_MARKER_PREFIX,
  FINGERPRINT_COOKIE,
  FINGERPRINT_LENGTH,
  FINGERPRINT_MAX_AGE_SECONDS,
  FINGERPRINT_TRUNCATE_LENGTH,
  decodeCookieValue,
  errorMarker,
  fingerprintIssuedAt,
  isErrorMarker,
  isValidFingerprint,
  isWellFormedFingerprint,
  truncateFingerprint,
} from './lib/rules/fingerprint-validity';
export { FINGERPRINT_REFRESH_RETRY_CAP, FINGERPRINT_RETRY_BACKOFF_MS, nextFingerprintRefresh } from './lib/rules/refresh-schedule';
export type { RefreshScheduleInput, RefreshStep } from './lib/rules/refresh-schedule';
export { FingerprintFetchError, FingerprintInitError } from './lib/browser/errors';
export {
  DEVICE_ID_SDK_GLOBAL,
  DEVICE_ID_SDK_SRC,
  SDK_LOAD_TIMEOUT_MS,
  SDK_POLL_EVERY_MS,
  SDK_TIMEOUT_MS,
  loadDeviceIdSdk,
} from './lib/browser/load-device-id-sdk';
export type { DeviceIdSdk, LoadDeviceIdSdkOptions } from './lib/browser/load-device-id-sdk';
export { DEVICE_ID_ENDPOINT, DEVICE_ID_TIMEOUT_MS, obtainFingerprint } from './lib/browser/obtain-fingerprint';
export type { ObtainFingerprintInput } from './lib/browser/obtain-fingerprint';
export { ensureFingerprint } from './lib/browser/ensure-fingerprint';
export type { EnsureFingerprintInput, EnsureFingerprintResult } from './lib/browser/ensure-fingerprint';
export { startFingerprintRefresh } from './lib/browser/fingerprint-refresher';
export type { FingerprintRefresherInput } from './lib/browser/fingerprint-refresher';
export { clearFingerprintCookie, readFingerprintCookie, writeFingerprintCookie } from './lib/browser/fingerprint-cookie';
