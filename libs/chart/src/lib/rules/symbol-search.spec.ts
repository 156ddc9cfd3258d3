import { defined } from '../../testing/defined';
import { createManualClock } from '../../testing/manual-clock';
import { createDebouncedSearch, SYMBOL_SEARCH_DELAY_MS } from './symbol-search';

describe('symbol search debounce (spec 02 §9: 1000 ms)', () => {
  function setup() {
    const clock = createManualClock();
    const searched: string[] = [];
    const results: string[] = [];
    const pending: (() => void)[] = [];
    const s = createDebouncedSearch<string>(
      clock,
      (q, done) => {
        searched.push(`${q}@${clock.now()}`);
        pending.push(() => done(`results for ${q}`));
      },
      (_q, r) => results.push(r),
    );
    return { clock, searched, results, pending, s };
  }

  it('searches 1000 ms after the last keystroke, once', () => {
    const t = setup();
    expect(SYMBOL_SEARCH_DELAY_MS).toBe(1000);
    t.s.input('b');
    t.clock.advance(400);
    t.s.input('bt');
    t.clock.advance(400);
    t.s.input(' btc ');
    t.clock.advance(999);
    expect(t.searched).toEqual([]);
    t.clock.advance(1);
    expect(t.searched).toEqual(['btc@1800']);
  });

  it('drops late results of an older query', () => {
    const t = setup();
    t.s.input('eth');
    t.clock.advance(1000);
    t.s.input('sol');
    t.clock.advance(1000);
    defined(t.pending[0])();
    defined(t.pending[1])();
    expect(t.results).toEqual(['results for sol']);
  });

  it('cancel stops a pending search', () => {
    const t = setup();
    t.s.input('x');
    t.s.cancel();
    t.clock.advance(5000);
    expect(t.searched).toEqual([]);
  });
});
