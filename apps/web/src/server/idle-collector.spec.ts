/** @jest-environment node */
import { collectWhenIdle, exposedGc } from './idle-collector';

describe('collectWhenIdle (decision 1927)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('collects once after a quiet spell that followed requests, never while they arrive, and again after new ones', () => {
    let clock = 0;
    const activity = { seen: 0, lastAt: 0 };
    const collect = jest.fn();
    const stop = collectWhenIdle(() => activity, { idleMs: 5_000, collect, now: () => clock });
    const advance = (ms: number) => {
      clock += ms;
      jest.advanceTimersByTime(ms);
    };
    advance(20_000);
    expect(collect).not.toHaveBeenCalled(); // nothing served yet
    for (let i = 0; i < 10; i++) {
      activity.seen += 1;
      activity.lastAt = clock;
      advance(1_000);
    }
    expect(collect).not.toHaveBeenCalled(); // requests kept arriving
    advance(6_000);
    expect(collect).toHaveBeenCalledTimes(1);
    advance(30_000);
    expect(collect).toHaveBeenCalledTimes(1); // one collection per quiet spell
    activity.seen += 1;
    activity.lastAt = clock;
    advance(6_000);
    expect(collect).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does nothing without a collector', () => {
    expect(() => collectWhenIdle(() => ({ seen: 1, lastAt: 0 }), { collect: null })()).not.toThrow();
  });

  it('exposes V8’s collector without the command-line flag', () => {
    expect(typeof exposedGc()).toBe('function');
  });
});
