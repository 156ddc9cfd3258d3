import { errorMarker } from '../rules/fingerprint-validity';
import { startFingerprintRefresh } from './fingerprint-refresher';

const ISSUED = 0x66604a00 * 1000;
const H = 3_600_000;
const fp = (issuedMs: number) =>
  `${Math.floor(issuedMs / 1000)
    .toString(16)
    .padStart(8, '0')}${'e'.repeat(32)}`;

async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** Fake timers run a 0 ms timer 1 ms later (as browsers clamp it), hence the +1 below. */
async function tick(ms: number) {
  jest.advanceTimersByTime(ms);
  await flush();
}

describe('startFingerprintRefresh (spec 03 §4 auto-refresh past 24 h, §9 at most 3 chained retries)', () => {
  beforeEach(() => jest.useFakeTimers({ now: ISSUED }));
  afterEach(() => jest.useRealTimers());

  it('refreshes when the fingerprint ages past 24 h, then waits another 24 h', async () => {
    let cookie = fp(ISSUED);
    const refresh = jest.fn(async () => {
      cookie = fp(Date.now());
    });
    const stop = startFingerprintRefresh({ readCookie: () => cookie, refresh });
    await tick(24 * H);
    expect(refresh).not.toHaveBeenCalled();
    await tick(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await tick(24 * H - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('chains at most 3 failing refreshes, then stops', async () => {
    const cookie = fp(ISSUED - 25 * H);
    const refresh = jest.fn(() => Promise.resolve());
    startFingerprintRefresh({ readCookie: () => cookie, refresh });
    for (let i = 0; i < 10; i += 1) {
      jest.advanceTimersByTime(5000);
      await flush();
    }
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('backs off 1 s then 2 s between failing refreshes', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    startFingerprintRefresh({ readCookie: () => errorMarker('x'), refresh });
    await tick(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(999);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(2000);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('a success ends the chain and resets the count', async () => {
    let cookie = errorMarker('x');
    const refresh = jest.fn(async () => {
      if (refresh.mock.calls.length === 2) cookie = fp(Date.now());
    });
    startFingerprintRefresh({ readCookie: () => cookie, refresh });
    await tick(1);
    await tick(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
    // Valid now: the next refresh comes when it ages past 24 h, not on the failure back-off.
    await tick(10 * H);
    expect(refresh).toHaveBeenCalledTimes(2);
    await tick(14 * H + 1);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('counts a page-load failure passed in, and tolerates a throwing refresh', async () => {
    const refresh = jest.fn(() => Promise.reject(new Error('boom')));
    startFingerprintRefresh({ readCookie: () => null, refresh, initialFailedAttempts: 2 });
    for (let i = 0; i < 5; i += 1) {
      jest.advanceTimersByTime(5000);
      await flush();
    }
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stop() cancels the pending timer', () => {
    const refresh = jest.fn(() => Promise.resolve());
    const stop = startFingerprintRefresh({ readCookie: () => fp(ISSUED), refresh });
    expect(jest.getTimerCount()).toBe(1);
    stop();
    expect(jest.getTimerCount()).toBe(0);
  });
});
