import { articlePath, guideCoinOf } from './content-paths';

describe('content paths (decision 1902)', () => {
  it.each([
    ['news', 'a-b', '/news/a-b'],
    ['events', 'x', '/upcoming-events/x'],
    ['announcement', 'trade-match', '/announcements/trade-match'],
  ] as const)('%s %s → %s', (kind, slug, path) => expect(articlePath(kind, slug)).toBe(path));
  it.each([
    ['btc', 'BTC'],
    ['SOL', 'SOL'],
    ['doge', null],
    [undefined, null],
  ])('coin %s → %s', (segment, coin) => expect(guideCoinOf(segment)).toBe(coin));
});
