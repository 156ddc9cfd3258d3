import { mapLanguage } from '@exchange/i18n';

/** The font files a page may preload (decision 1730): the unicode-range subsets of `@exchange/ui/fonts.css`. */
export type FontSubset = 'inter-latin' | 'inter-latin-ext' | 'inter-cyrillic' | 'inter-vietnamese' | 'inter-turkish' | 'arabic' | 'thai';

/** The Chinese or Japanese face of a page (decision 1730): its stylesheet is linked only on pages in that language. */
export type CjkFace = 'noto-sans-sc' | 'noto-sans-tc' | 'noto-sans-jp';

/** Beyond Latin, the subset a language's own text cannot do without. */
const BY_LANGUAGE: Readonly<Record<string, readonly FontSubset[]>> = {
  ar: ['arabic'],
  th: ['thai'],
  ru: ['inter-cyrillic'],
  uk: ['inter-cyrillic'],
  // Turkish (ğ, ş, İ): its own letters are a 3 KB face of their own in fonts.css (decision 1921), preloaded beside
  // Inter Latin (decision 1953): found only by the first layout, it was a third request in a row (HTML, stylesheet,
  // font) that ended before the paint on an idle machine, which Lighthouse's simulation counts in full (~370 ms of the
  // Turkish pages' LCP). Preloading the 85 KB Latin Extended file for them instead made the first paint wait on it.
  tr: ['inter-turkish'],
  // ă, đ, ơ, ư are Latin Extended (the later face in Inter's CSS wins), ạ, ế, ộ are Inter's Vietnamese subset.
  vi: ['inter-latin-ext', 'inter-vietnamese'],
};

/**
 * The font files a page in `locale` preloads (decision 1730): Inter's Latin subset everywhere (tickers, prices and the
 * brand are Latin on every page), plus the subset the language's own text needs. Nothing for Chinese and Japanese:
 * their faces are ~100 slices each, and which ones a page needs depends on its text (the stylesheet finds them).
 * A preloaded file the page does not use is a wasted download (and a console warning), so only sure needs are here.
 */
export function fontSubsetsToPreload(locale: string): readonly FontSubset[] {
  const language = mapLanguage(locale).split('-')[0] ?? 'en';
  return ['inter-latin', ...(BY_LANGUAGE[language] ?? [])];
}

/**
 * The CJK face whose stylesheet a page in `locale` links (decision 1730): Simplified Chinese for zh (our `cn`),
 * Traditional for zh-tw (our `tw`) and zh-hk, Japanese for ja; none elsewhere (a stray Han character there is drawn
 * with the system's font rather than making every page carry ~100 KB of CJK @font-face rules).
 */
export function cjkFaceFor(locale: string): CjkFace | null {
  const tag = mapLanguage(locale);
  if (tag === 'ja' || tag.startsWith('ja-')) return 'noto-sans-jp';
  if (tag === 'zh-tw' || tag === 'zh-hk' || tag.startsWith('zh-hant')) return 'noto-sans-tc';
  if (tag === 'zh' || tag.startsWith('zh-')) return 'noto-sans-sc';
  return null;
}
