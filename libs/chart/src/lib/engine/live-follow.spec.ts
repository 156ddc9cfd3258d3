import { FOLLOW_SETTLE_MS, LiveFollow } from './live-follow';

describe('LiveFollow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('restores the first margin once no new candle has arrived for the settle time', () => {
    const restore = jest.fn();
    const follow = new LiveFollow(restore);
    follow.defer(3);
    jest.advanceTimersByTime(100);
    follow.defer(40);
    jest.advanceTimersByTime(FOLLOW_SETTLE_MS - 1);
    expect(restore).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(restore).toHaveBeenCalledWith(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps one timer however many candles arrive (a candle only moves the deadline)', () => {
    const follow = new LiveFollow(() => undefined);
    for (let i = 0; i < 50; i++) {
      follow.defer(3);
      jest.advanceTimersByTime(16);
    }
    expect(jest.getTimerCount()).toBe(1);
  });

  it('counts the jumps of a burst until it settles', () => {
    const follow = new LiveFollow(() => undefined);
    follow.defer(3);
    follow.jump();
    follow.jump();
    expect(follow.jumps).toBe(2);
    jest.advanceTimersByTime(FOLLOW_SETTLE_MS);
    expect(follow.jumps).toBe(0);
  });

  it('restores nothing after a cancel', () => {
    const restore = jest.fn();
    const follow = new LiveFollow(restore);
    follow.defer(3);
    follow.cancel();
    jest.advanceTimersByTime(FOLLOW_SETTLE_MS * 2);
    expect(restore).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reads time from the clock it is given', () => {
    let now = 0;
    const restore = jest.fn();
    const follow = new LiveFollow(restore, () => now);
    follow.defer(5);
    // The clock says a candle came 200 ms after the first: the timer fires early and waits for the rest.
    now = 200;
    follow.defer(5);
    now = FOLLOW_SETTLE_MS;
    jest.advanceTimersByTime(FOLLOW_SETTLE_MS);
    expect(restore).not.toHaveBeenCalled();
    now = 500;
    jest.advanceTimersByTime(200);
    expect(restore).toHaveBeenCalledWith(5);
  });
});
