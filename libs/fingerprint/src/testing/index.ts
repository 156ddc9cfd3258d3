import type { SiteContext } from '@exchange/ui';
import { fixtureSiteContext } from '@exchange/ui/testing';
import { errorMarker } from '../lib/rules/fingerprint-validity';

/** 2024-06-05T11:20:32Z, the issue time of `validFingerprint` (0x66604a00 seconds). */
export const FINGERPRINT_ISSUED_AT = 0x66604a00 * 1000;

/** A well-formed fingerprint: 40 characters, the first 8 hex digits its issue time in seconds. */
export const validFingerprint = `66604a00${'3f9c2b7d'.repeat(4)}`;

/** The same shape, issued 30 hours before FINGERPRINT_ISSUED_AT. */
export const expiredFingerprint = `665f0880${'a71e44c0'.repeat(4)}`;

/** The cookie stored after the SDK failed to initialise. */
export const errorMarkerFingerprint = errorMarker(
  'FingerprintInitError: Device SDK init failed: DeviceIdSdk did not appear within 1000 ms',
);

/** A fake SDK global for tests and stories. */
export const fakeDeviceIdSdk = { collect: () => Promise.resolve('fake-device-token') };

/** The site context of a visitor on the main site's home page in English. */
export const fingerprintSiteContext: SiteContext = fixtureSiteContext;
