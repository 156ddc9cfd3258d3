import { FingerprintFetchError } from './errors';
import { obtainFingerprint } from './obtain-fingerprint';

const NOW = 0x66604a00 * 1000 + 5000;
const FP = `66604a00${'c'.repeat(32)}`;
const sdk = { collect: () => Promise.resolve('device-token') };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('obtainFingerprint (spec 03 §7: device-id endpoint on the same origin)', () => {
  it('posts the SDK token to the same-origin endpoint and returns the fingerprint', async () => {
    const fetch = jest
      .fn<Promise<Response>, Parameters<typeof globalThis.fetch>>()
      .mockResolvedValue(json({ code: 0, data: { finger_print: FP } }));
    await expect(obtainFingerprint({ sdk, fetch, now: NOW })).resolves.toBe(FP);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/web/v1/device-id');
    expect(init).toEqual(
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: JSON.stringify({ token: 'device-token' }) }),
    );
  });

  it.each<[string, () => Promise<Response>]>([
    ['HTTP 500', () => Promise.resolve(json({}, 500))],
    ['a non-zero code', () => Promise.resolve(json({ code: 1, data: { finger_print: FP } }))],
    ['no fingerprint', () => Promise.resolve(json({ code: 0, data: {} }))],
    ['a malformed fingerprint', () => Promise.resolve(json({ code: 0, data: { finger_print: 'abc' } }))],
    ['a stale fingerprint', () => Promise.resolve(json({ code: 0, data: { finger_print: `00000001${'c'.repeat(32)}` } }))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('rejects with FingerprintFetchError on %s', async (_label, respond) => {
    await expect(obtainFingerprint({ sdk, fetch: jest.fn(respond), now: NOW })).rejects.toBeInstanceOf(FingerprintFetchError);
  });

  it('rejects when the SDK gives no token', async () => {
    const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>();
    await expect(obtainFingerprint({ sdk: { collect: () => '' }, fetch, now: NOW })).rejects.toBeInstanceOf(FingerprintFetchError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
