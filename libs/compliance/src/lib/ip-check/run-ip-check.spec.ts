import { IP_CHECK_PASS, type IpCheck } from '@exchange/api';
import type { StorageWrite } from '../rules/stored-values';
import { runIpCheck, type IpCheckStorage } from './run-ip-check';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

function memoryStorage(initial: Record<string, string> = {}): IpCheckStorage & { values: Record<string, string>; writes: StorageWrite[] } {
  const values = { ...initial };
  const writes: StorageWrite[] = [];
  return {
    values,
    writes,
    get: (key) => values[key] ?? null,
    set: (write) => {
      writes.push(write);
      values[write.storageKey] = write.value;
    },
  };
}

/** The api's parsed ip-check data (every field present). */
const answer = (fields: Partial<IpCheck>): IpCheck => ({
  result: IP_CHECK_PASS,
  title: '',
  content: '',
  button: '',
  url: '',
  token: '',
  closable: false,
  ...fields,
});

describe('runIpCheck (03 §4 flow)', () => {
  it('detects real IPs, then checks with type 1, stores the token and decides the overlay', async () => {
    const storage = memoryStorage();
    const check = jest.fn().mockResolvedValue(answer({ result: 2, closable: true, token: 'tok-1', title: 'Verify' }));
    const detect = jest.fn().mockResolvedValue(['203.0.113.7']);
    const outcome = await runIpCheck({ check, storage, now: NOW, uid: 42, detect, stunServers: ['stun:s:1'] });
    expect(check).toHaveBeenCalledWith({ type: 1, ips: ['203.0.113.7'], stuns: ['stun:s:1'] });
    expect(outcome.overlay).toEqual({ kind: 'upgrade', closable: true });
    expect(outcome.result?.title).toBe('Verify');
    expect(storage.values).toEqual({ compliance_ip_check_token: 'tok-1', compliance_ip_check_token_expiry: String(NOW + 7_200_000) });
  });

  it('reuses a valid stored token without WebRTC (type 2)', async () => {
    const storage = memoryStorage({ compliance_ip_check_token: 'tok-0', compliance_ip_check_token_expiry: String(NOW + 1000) });
    const check = jest.fn().mockResolvedValue(answer({ result: 1 }));
    const detect = jest.fn();
    const outcome = await runIpCheck({ check, storage, now: NOW, uid: 42, detect });
    expect(detect).not.toHaveBeenCalled();
    expect(check).toHaveBeenCalledWith({ type: 2, token: 'tok-0' });
    expect(outcome.overlay).toEqual({ kind: 'none' });
  });

  it('checks with type 3 when detection finds nothing or fails', async () => {
    const check = jest.fn().mockResolvedValue(answer({ result: 4 }));
    await expect(runIpCheck({ check, storage: memoryStorage(), now: NOW, detect: () => Promise.resolve([]) })).resolves.toMatchObject({
      overlay: { kind: 'detection' },
    });
    await runIpCheck({ check, storage: memoryStorage(), now: NOW, detect: () => Promise.reject(new Error('no webrtc')) });
    expect(check.mock.calls.map(([req]) => req)).toEqual([{ type: 3 }, { type: 3 }]);
  });

  it('does nothing while postponed for this user', async () => {
    const storage = memoryStorage({ compliance_ip_check_postpone_42: String(NOW + 60_000) });
    const check = jest.fn();
    await expect(runIpCheck({ check, storage, now: NOW, uid: 42, detect: () => Promise.resolve([]) })).resolves.toEqual({
      overlay: { kind: 'none' },
      result: null,
    });
    expect(check).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<IpCheck>]>([
    ['the call rejects', () => Promise.reject(new Error('500'))],
    [
      'the api gave its pass fallback (a non-zero code or a garbage body)',
      () => Promise.resolve(answer({ result: IP_CHECK_PASS, token: '' })),
    ],
  ])('proceeds when %s', async (_label, call) => {
    await expect(
      runIpCheck({ check: call, storage: memoryStorage(), now: NOW, detect: () => Promise.resolve(['1.2.3.4']) }),
    ).resolves.toMatchObject({ overlay: { kind: 'none' } });
  });

  it('proceeds when storage throws', async () => {
    const storage: IpCheckStorage = {
      get: () => {
        throw new Error('denied');
      },
      set: () => {
        throw new Error('denied');
      },
    };
    const outcome = await runIpCheck({
      check: () => Promise.resolve(answer({ result: 3, token: 't' })),
      storage,
      now: NOW,
      detect: () => Promise.resolve([]),
    });
    expect(outcome.overlay).toEqual({ kind: 'vpn-tip', closable: false });
  });
});
