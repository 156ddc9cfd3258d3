import { createManualClock } from '../../testing/manual-clock';
import { createReadinessWatcher, READY_TIMEOUT_MESSAGE } from './readiness';

function setup(readyAt: number | null) {
  const clock = createManualClock();
  const polls: number[] = [];
  const events: string[] = [];
  const watcher = createReadinessWatcher({
    clock,
    isReady: () => {
      polls.push(clock.now());
      return readyAt !== null && clock.now() >= readyAt;
    },
    onReady: () => events.push(`ready@${clock.now()}`),
    onTimeout: (m) => events.push(`${m}@${clock.now()}`),
  });
  return { clock, polls, events, watcher };
}

describe('chart readiness (spec 02 §9: 1.5 s, 50 × 500 ms, 30 s)', () => {
  it.each<[string, number | null, number[], string[]]>([
    ['ready at the first check', 0, [1500], ['ready@1500']],
    ['ready on the second retry', 2400, [1500, 2000, 2500], ['ready@2500']],
    ['ready on the last (50th) retry', 26_500, [], ['ready@26500']],
  ])('%s', (_name, readyAt, firstPolls, events) => {
    const t = setup(readyAt);
    t.clock.advance(40_000);
    if (firstPolls.length) expect(t.polls).toEqual(firstPolls);
    expect(t.events).toEqual(events);
  });

  it('polls 51 times (1 check + 50 retries), then logs "Chart ready timeout" at 30 s', () => {
    const t = setup(null);
    t.clock.advance(29_999);
    expect(t.polls).toHaveLength(51);
    expect(t.polls[0]).toBe(1500);
    expect(t.polls[50]).toBe(26_500);
    expect(t.events).toEqual([]);
    t.clock.advance(1);
    expect(t.events).toEqual([`${READY_TIMEOUT_MESSAGE}@30000`]);
    expect(READY_TIMEOUT_MESSAGE).toBe('Chart ready timeout');
    expect(t.watcher.state()).toBe('timed-out');
  });

  it('a reported render makes it ready at once and stops the timers', () => {
    const t = setup(null);
    t.clock.advance(100);
    t.watcher.markReady();
    t.watcher.markReady();
    expect(t.events).toEqual(['ready@100']);
    expect(t.clock.pending()).toBe(0);
  });

  it('still becomes ready after the timeout', () => {
    const t = setup(null);
    t.clock.advance(31_000);
    t.watcher.markReady();
    expect(t.events).toEqual([`${READY_TIMEOUT_MESSAGE}@30000`, 'ready@31000']);
  });

  it('dispose cancels everything', () => {
    const t = setup(null);
    t.watcher.dispose();
    t.clock.advance(60_000);
    expect(t.polls).toEqual([]);
    expect(t.events).toEqual([]);
  });
});
