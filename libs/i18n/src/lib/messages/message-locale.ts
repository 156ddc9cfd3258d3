/** Locales with a translated catalog (`libs/i18n/src/catalogs/<locale>.json`); every other locale reads English. */
export const CATALOG_LOCALES = ['en', 'zh', 'tr', 'ar', 'ja', 'es', 'ru'] as const;
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
