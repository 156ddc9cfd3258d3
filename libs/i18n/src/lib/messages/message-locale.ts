/** Locales with a translated catalog (`libs/i18n/src/catalogs/<locale>.json`); every other locale reads English. */
export const CATALOG_LOCALES = [
  'en',
  'zh',
  'tr',
  'ar',
  'ja',
  'es',
  'ru',
  'tw',
  'vn',
  'fr',
  'de',
  'pt',
  'th',
  'id',
  'uk',
  'br',
  'nl',
  'it',
] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];

const isCatalogLocale = (value: string): value is CatalogLocale => (CATALOG_LOCALES as readonly string[]).includes(value);

/**
 * The catalog a locale reads: its own, else its language's (ar-dubai → ar, ja-jp → ja, en-us → en),
 * else English. `tw` (Traditional Chinese) and `br` have no catalog yet and read English, never
 * Simplified Chinese or European Portuguese.
 */
export function messageLocale(locale: string): CatalogLocale {
  if (typeof locale !== 'string') return 'en';
  const value = locale.trim().toLowerCase();
  if (isCatalogLocale(value)) return value;
  const language = value.split('-')[0] ?? '';
  return value.includes('-') && isCatalogLocale(language) ? language : 'en';
}

/**
 * Whether a locale is served in its own language: it reads a catalog of its own language (`ar-dubai` → `ar`,
 * `en-us` → `en`, `it-eu` → `it`), not the English fallback. Every locale of spec 03 §5 has a complete catalog since
 * issue 14; a locale added without one would read English under its own `lang`: it would stay usable but be served
 * noindex and left out of hreflang and the sitemap (decision 1500). A catalog counts only when it is complete:
 * `tools/scripts/i18n.mjs coverage` fails on a missing or untranslated message in any catalog locale.
 */
export function isTranslatedLocale(locale: string): boolean {
  if (typeof locale !== 'string') return false;
  const value = locale.trim().toLowerCase();
  const catalog = messageLocale(value);
  return value === catalog || value.startsWith(`${catalog}-`);
}
