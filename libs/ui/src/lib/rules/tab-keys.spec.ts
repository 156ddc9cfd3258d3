import { nextTabIndex } from './tab-keys';

describe('nextTabIndex (WAI-ARIA tabs; decision 1948)', () => {
  it.each<[string, string, number, number, boolean, number | null]>([
    ['ArrowRight moves on', 'ArrowRight', 0, 3, false, 1],
    ['ArrowRight wraps from the last', 'ArrowRight', 2, 3, false, 0],
    ['ArrowLeft moves back', 'ArrowLeft', 1, 3, false, 0],
    ['ArrowLeft wraps from the first', 'ArrowLeft', 0, 3, false, 2],
    ['right to left: ArrowLeft is the next tab', 'ArrowLeft', 0, 3, true, 1],
    ['right to left: ArrowRight is the previous tab', 'ArrowRight', 0, 3, true, 2],
    ['Home', 'Home', 2, 3, false, 0],
    ['End', 'End', 0, 3, true, 2],
    ['another key does nothing', 'Enter', 1, 3, false, null],
    ['no tabs', 'ArrowRight', 0, 0, false, null],
    ['an unknown current tab starts from the first', 'ArrowRight', -1, 3, false, 1],
  ])('%s', (_, key, index, count, rtl, expected) => {
    expect(nextTabIndex(key, index, count, rtl)).toBe(expected);
  });
});
