import { FingerprintFetchError } from './errors';
import { obtainFingerprint } from './obtain-fingerprint';

const NOW = 0x66604a00 * 1000 + 5000;
const FP = `66604a00${'c'.repeat(32)}`;
const sdk = { collect: () => Promise.resolve('device-token') };

describe('obtainFingerprint (spec 03 §7: device-id endpoint on the same origin, through the api)', () => {
  it('exchanges the SDK token and returns the fingerprint', async () => {
    const exchange = jest.fn((_token: string) => Promise.resolve<string | null>(FP));
    await expect(obtainFingerprint({ sdk, exchange, now: NOW })).resolves.toBe(FP);
    expect(exchange).toHaveBeenCalledWith('device-token');
  });

  it.each<[string, () => Promise<string | null>]>([
    ['a failed call (the api gives null)', () => Promise.resolve(null)],
    ['a malformed fingerprint', () => Promise.resolve('abc')],
    ['a stale fingerprint', () => Promise.resolve(`00000001${'c'.repeat(32)}`)],
    ['a call that throws', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('rejects with FingerprintFetchError on %s', async (_label, respond) => {
    await expect(obtainFingerprint({ sdk, exchange: jest.fn(respond), now: NOW })).rejects.toBeInstanceOf(FingerprintFetchError);
  });

  it('rejects when the SDK gives no token, without a call', async () => {
    const exchange = jest.fn((_token: string) => Promise.resolve<string | null>(FP));
    await expect(obtainFingerprint({ sdk: { collect: () => '' }, exchange, now: NOW })).rejects.toBeInstanceOf(FingerprintFetchError);
    expect(exchange).not.toHaveBeenCalled();
  });
});
