import { SANDBOX_TRENDING_STORIES, trendingStoriesFor } from './responders-content';

describe('trendingStoriesFor (decision 1402: per site and locale)', () => {
  it.each<[unknown, unknown, string | null, number]>([
    ['main', 'en', 'Ether climbs as network fees fall to a yearly low', 3],
    ['main', 'ar', 'الإيثر يرتفع مع انخفاض رسوم الشبكة إلى أدنى مستوى سنوي', 3],
    ['main', 'zh', 'Ether climbs as network fees fall to a yearly low', 3],
    ['us', 'en', 'Stablecoin supply grows for the fourth straight month', 3],
    ['uk', 'en', null, 0],
    [42, 'en', null, 0],
    ['main', null, 'Ether climbs as network fees fall to a yearly low', 3],
  ])('%p %p', (site, lang, first, count) => {
    const stories = trendingStoriesFor(site, lang);
    expect(stories).toHaveLength(count);
    expect(stories[0]?.title ?? null).toBe(first);
  });

  it('every story links to an internal path', () => {
    for (const story of Object.values(SANDBOX_TRENDING_STORIES).flat()) expect(story.url).toMatch(/^\/[a-z]/);
  });
});
