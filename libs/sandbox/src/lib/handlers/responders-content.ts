import { ok, type Responder } from './context';

interface SandboxStory {
  url: string;
  meta: string;
  /** Title per locale; `en` is the fallback for any other locale. */
  title: Readonly<Record<string, string>> & { en: string };
}

/**
 * The sandbox's trending stories per site (decision 1402; each opens its article, decision 1904): main and US differ, so a reviewer can tell them apart
 * (three each, as the fixed list had); titles in English and Arabic (others get English); a site without stories
 * answers an empty list.
 */
export const SANDBOX_TRENDING_STORIES: Readonly<Record<string, readonly SandboxStory[]>> = {
  main: [
    {
      url: '/news/ether-fees-yearly-low',
      meta: 'Markets · 2 h',
      title: { en: 'Ether climbs as network fees fall to a yearly low', ar: 'الإيثر يرتفع مع انخفاض رسوم الشبكة إلى أدنى مستوى سنوي' },
    },
    {
      url: '/news/bitcoin-futures-open-interest',
      meta: 'Futures · 5 h',
      title: { en: 'Bitcoin futures open interest reaches a new high', ar: 'العقود الآجلة للبيتكوين تسجل رقمًا قياسيًا جديدًا' },
    },
    {
      url: '/announcements/trade-match',
      meta: 'Campaign · 1 d',
      title: { en: 'Trade Match: team up and share 100,000 USDT', ar: 'Trade Match: انضم إلى فريق وتقاسم 100,000 USDT' },
    },
  ],
  us: [
    {
      url: '/news/stablecoin-supply-fourth-month',
      meta: 'Markets · 3 h',
      title: { en: 'Stablecoin supply grows for the fourth straight month', ar: 'نمو معروض العملات المستقرة للشهر الرابع على التوالي' },
    },
    {
      url: '/blog/halving-and-fees',
      meta: 'Markets · 8 h',
      title: { en: 'What the latest Bitcoin halving means for fees', ar: 'ماذا يعني تنصيف البيتكوين الأخير للرسوم' },
    },
    {
      url: '/blog/passkeys-protect-accounts',
      meta: 'Security · 1 d',
      title: { en: 'Passkeys now protect more accounts than ever', ar: 'مفاتيح المرور تحمي عددًا أكبر من الحسابات' },
    },
  ],
};

/** The stories for a site and locale (unknown site: none). */
export const trendingStoriesFor = (site: unknown, lang: unknown) =>
  (SANDBOX_TRENDING_STORIES[typeof site === 'string' ? site : ''] ?? []).map((story) => ({
    title: (typeof lang === 'string' ? story.title[lang] : undefined) ?? story.title.en,
    url: story.url,
    meta: story.meta,
  }));

export const contentResponders = {
  trendingStories: ({ input }) => ok({ list: trendingStoriesFor(input['site'], input['lang']) }),
} satisfies Record<string, Responder>;
