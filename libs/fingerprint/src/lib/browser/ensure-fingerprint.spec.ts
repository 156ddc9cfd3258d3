import { ERROR_MARKER_PREFIX } from '../rules/fingerprint-validity';
import { ensureFingerprint } from './ensure-fingerprint';
import { FingerprintInitError } from './errors';
import { readFingerprintCookie } from './fingerprint-cookie';

const ISSUED = 0x66604a00 * 1000;
const OLD = `66604a00${'1'.repeat(32)}`;
const NEW = `6661e000${'2'.repeat(32)}`; // issued 0x6661e000 s, ~27 h after OLD
const H = 3_600_000;
const sdk = { collect: () => 'token' };
const okExchange = () => jest.fn((_token: string) => Promise.resolve<string | null>(NEW));

describe('ensureFingerprint (spec 03 §4 device fingerprint flow, §9 cookie 86400 s)', () => {
  afterEach(() => {
    document.cookie = 'finger_print=; Max-Age=0; Path=/';
  });

  it('reuses a valid cookie without loading the SDK', async () => {
    document.cookie = `finger_print=${OLD}; Path=/`;
    const loadSdk = jest.fn(() => Promise.resolve(sdk));
    await expect(ensureFingerprint({ document, now: ISSUED + H, exchange: okExchange(), loadSdk })).resolves.toEqual({
      status: 'reused',
      value: OLD,
    });
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('replaces a cookie aged past 24 h with a new fingerprint', async () => {
    document.cookie = `finger_print=${OLD}; Path=/`;
    const now = 0x6661e000 * 1000 + 1000;
    await expect(ensureFingerprint({ document, now, exchange: okExchange(), loadSdk: () => Promise.resolve(sdk) })).resolves.toEqual({
      status: 'obtained',
      value: NEW,
    });
    expect(readFingerprintCookie(document)).toBe(NEW);
  });

  it('stores the error marker when the SDK fails to initialise', async () => {
    const result = await ensureFingerprint({
      document,
      now: ISSUED,
      exchange: okExchange(),
      loadSdk: () => Promise.reject(new FingerprintInitError('Device SDK init failed')),
    });
    expect(result.status).toBe('failed');
    expect(result.value).toBe(`${ERROR_MARKER_PREFIX}Device SDK init failed`);
    expect(decodeURIComponent(readFingerprintCookie(document) ?? '')).toBe(result.value);
  });

  it('clears an error-marker cookie and tries again', async () => {
    document.cookie = `finger_print=${encodeURIComponent(`${ERROR_MARKER_PREFIX}old failure`)}; Path=/`;
    const now = 0x6661e000 * 1000;
    await expect(ensureFingerprint({ document, now, exchange: okExchange(), loadSdk: () => Promise.resolve(sdk) })).resolves.toEqual({
      status: 'obtained',
      value: NEW,
    });
  });

  it('writes the cookie with max-age 86400, path / and SameSite=Lax', async () => {
    const written: string[] = [];
    const doc = {
      location: { protocol: 'https:' },
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    await ensureFingerprint({ document: doc, now: 0x6661e000 * 1000, exchange: okExchange(), loadSdk: () => Promise.resolve(sdk) });
    expect(written).toEqual([
      'finger_print=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      `finger_print=${NEW}; Max-Age=86400; Path=/; SameSite=Lax; Secure`,
    ]);
  });
});
