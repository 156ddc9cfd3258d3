import { TRENDING_STORY_LIMIT, pickTrendingStories, type TrendingStoryInput, type TrendingStoryLink } from './trending-stories';

const fallback: TrendingStoryLink[] = [{ title: 'Fixed', href: '/zh/price' }];
const localize = (path: string) => `/zh${path}`;
const item = (title: string, url: string, meta = ''): TrendingStoryInput => ({ title, url, meta });

describe('pickTrendingStories (issue 12 item 8, decision 1402)', () => {
  it.each<[string, (TrendingStoryInput | null)[] | null, ReturnType<typeof pickTrendingStories>]>([
    [
      "the call's stories, localised, meta kept",
      [item('Ether climbs', '/trade/ETH_USDT', 'Markets · 2 h')],
      { source: 'content', stories: [{ title: 'Ether climbs', href: '/zh/trade/ETH_USDT', meta: 'Markets · 2 h' }] },
    ],
    [
      'a story on an allowed origin opens in a new tab',
      [item('Report', 'https://research.example.test/report')],
      { source: 'content', stories: [{ title: 'Report', href: 'https://research.example.test/report', newTab: true }] },
    ],
    [
      'a story on any other host is dropped (issue 26 item 6)',
      [item('Report', 'https://news.example.test/report'), item('Phish', 'https://evil.example/phish')],
      { source: 'fallback', stories: fallback },
    ],
    ['failed call (null): the fixed list', null, { source: 'fallback', stories: fallback }],
    ['empty list: the fixed list', [], { source: 'fallback', stories: fallback }],
    [
      'hostile links are dropped; none left: the fixed list',
      [
        item('x', 'javascript:alert(1)'),
        item('x', '//evil.test/a'),
        item('x', '/\\evil.test'),
        item('x', 'http://plain.test/'),
        item('x', 'data:text/html,hi'),
        item('x', '/a b'),
        item('x', 'https://localhost@evil.example'),
        item('x', 'https://www.example-exchange.test@evil.example/story'),
        item('x', '/\t/evil.example'),
        item('x', 'https://news.example.test/\nstory'),
      ],
      { source: 'fallback', stories: fallback },
    ],
    [
      'malformed items (null, numbers, objects) are dropped, never a crash',
      [null, { title: 42, url: '/price' }, { title: 'Ok', url: { href: '/x' } }, { title: 'Meta', url: '/fee', meta: 7 }],
      { source: 'content', stories: [{ title: 'Meta', href: '/zh/fee' }] },
    ],
    ['an empty title is dropped', [item('   ', '/price')], { source: 'fallback', stories: fallback }],
    [
      'duplicates by link are dropped, control characters removed',
      [item('One\u0000line', '/price'), item('Again', '/price')],
      { source: 'content', stories: [{ title: 'One line', href: '/zh/price' }] },
    ],
  ])('%s', (_label, items, expected) =>
    expect(pickTrendingStories(items, fallback, localize, ['https://research.example.test'])).toEqual(expected),
  );

  it('keeps at most five and cuts long titles', () => {
    const many = Array.from({ length: 8 }, (_, i) => item(`${'T'.repeat(130)}${i}`, `/s/${i}`));
    const { stories } = pickTrendingStories(many, fallback, localize);
    expect(TRENDING_STORY_LIMIT).toBe(5);
    expect(stories).toHaveLength(5);
    const [first] = stories;
    expect([...(first?.title ?? '')]).toHaveLength(120);
    expect(first?.title.endsWith('…')).toBe(true);
  });
});
