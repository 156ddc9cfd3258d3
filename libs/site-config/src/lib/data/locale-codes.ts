/**
 * Locale codes (spec 03 §3 "Locale codes"). Declared here, beside the site table that lists each site's
 * languages; `@exchange/i18n` re-exports them as `LOCALES` / `Locale` (decision 0101).
 */
export const LOCALE_CODES = [
  'zh',
  'en',
  'vn',
  'tw',
  'es',
  'ru',
  'fr',
  'de',
  'pt',
  'th',
  'id',
  'tr',
  'ja',
  'ar',
  'uk',
  'br',
  'nl',
  'it',
  'en-eu',
  'it-eu',
  'en-us',
  'en-uk',
  'en-au',
  'en-jp',
  'ja-jp',
  'en-dubai',
  'ar-dubai',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}
