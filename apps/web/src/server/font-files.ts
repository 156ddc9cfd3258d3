import 'server-only';
import interTurkish from '@exchange/ui/fonts/inter-turkish-wght-normal.woff2';
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import interVietnamese from '@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2';
import arabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2';
import thai from '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2';
import { fontSubsetsToPreload, type FontSubset } from '@/lib/rules/font-preloads';

/**
 * The public URL of each preloadable subset: the same files `@exchange/ui/fonts.css` names, imported here so the
 * bundler gives them the URL it gives the stylesheet's url() (next.config.ts: one asset, `static/media/[name].[hash:8]`),
 * and the preload and the @font-face request are one download (decision 1730).
 */
const HREFS: Readonly<Record<FontSubset, string>> = {
  'inter-latin': interLatin,
  'inter-latin-ext': interLatinExt,
  'inter-cyrillic': interCyrillic,
  'inter-vietnamese': interVietnamese,
  'inter-turkish': interTurkish,
  arabic,
  thai,
};

/** The font files the layout preloads for a locale. */
export const fontPreloadHrefs = (locale: string): string[] => fontSubsetsToPreload(locale).map((subset) => HREFS[subset]);
