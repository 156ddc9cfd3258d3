/** @jest-environment node */
import { collectWhenIdle, exposedGc } from './idle-collector';

describe('collectWhenIdle (decisions 1927, 1941)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = (heap: number[] = []) => {
    let clock = 0;
    const activity = { seen: 0, lastAt: 0 };
    // The committed heap before and after each collection: `heap` lists what each one leaves (constant past its end).
    let size = 300;
    const collect = jest.fn(() => {
      size = heap[collect.mock.calls.length - 1] ?? size;
    });
    const log = jest.fn();
    const stop = collectWhenIdle(() => activity, { idleMs: 5_000, collect, heapSize: () => size * 1_048_576, now: () => clock, log });
    const advance = (ms: number) => {
      clock += ms;
      jest.advanceTimersByTime(ms);
    };
    const request = () => {
      activity.seen += 1;
      activity.lastAt = clock;
    };
    return { collect, log, stop, advance, request };
  };

  it('collects after a quiet spell that followed requests, never while they arrive, and again after new ones', () => {
    const { collect, stop, advance, request } = setup();
    advance(20_000);
    expect(collect).not.toHaveBeenCalled(); // nothing served yet
    for (let i = 0; i < 10; i++) {
      request();
      advance(1_000);
    }
    expect(collect).not.toHaveBeenCalled(); // requests kept arriving
    advance(6_000);
    expect(collect).toHaveBeenCalledTimes(1);
    advance(3_000);
    expect(collect).toHaveBeenCalledTimes(1); // the next waits a whole quiet interval after the first
    advance(3_000);
    expect(collect).toHaveBeenCalledTimes(2); // always a second: the first runs while V8 still counts the load
    advance(60_000);
    expect(collect).toHaveBeenCalledTimes(2); // the heap did not shrink: done until the next load
    request();
    advance(6_000);
    expect(collect).toHaveBeenCalledTimes(3);
    request(); // a request between two collections starts the spell again
    advance(3_000);
    expect(collect).toHaveBeenCalledTimes(3);
    advance(3_000);
    expect(collect).toHaveBeenCalledTimes(4);
    advance(6_000);
    expect(collect).toHaveBeenCalledTimes(5);
    advance(60_000);
    expect(collect).toHaveBeenCalledTimes(5);
    stop();
  });

  it('goes on while each collection shrinks the committed heap, at most six per quiet spell (decision 1941)', () => {
    const { collect, stop, advance, request } = setup([327, 110, 86, 70, 60, 50, 40, 30]);
    request();
    advance(6_000);
    for (let i = 0; i < 9; i++) advance(5_500);
    expect(collect).toHaveBeenCalledTimes(6); // 300 → 327 → 110 → 86 → 70 → 60 → 50, then the limit
    stop();
    const shrinking = setup([327, 110, 109.5]);
    shrinking.request();
    shrinking.advance(6_000);
    for (let i = 0; i < 6; i++) shrinking.advance(5_500);
    expect(shrinking.collect).toHaveBeenCalledTimes(3); // 110 → 109.5: less than 1 MB back, done
    shrinking.stop();
  });

  it('logs what each collection gave back when asked', () => {
    const { log, stop, advance, request } = setup();
    request();
    advance(6_000);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^idle collection 1 in \d+: rss \d+.* → rss \d+/));
    stop();
  });

  it('does nothing without a collector', () => {
    expect(() => collectWhenIdle(() => ({ seen: 1, lastAt: 0 }), { collect: null })()).not.toThrow();
  });

  it('exposes V8’s collector without the command-line flag', () => {
    expect(typeof exposedGc()).toBe('function');
  });
});
