import { isLocale, type Locale } from './locales';

/**
 * Each locale's name in its own language (an endonym), as the language picker lists it (issue 14 item 4,
 * decision 1500). Regional variants name their region in the same language, so a site serving `en` and `en-us`
 * shows two distinct entries. A fixed table, not `Intl.DisplayNames`: ICU builds differ between Node and browsers,
 * and the server and the client must render the same text.
 */
const ENDONYMS: Readonly<Record<Locale, string>> = {
  zh: '简体中文',
  en: 'English',
  vn: 'Tiếng Việt',
  tw: '繁體中文',
  es: 'Español',
  ru: 'Русский',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  th: 'ไทย',
  id: 'Bahasa Indonesia',
  tr: 'Türkçe',
  ja: '日本語',
  ar: 'العربية',
  uk: 'Українська',
  br: 'Português (Brasil)',
  nl: 'Nederlands',
  it: 'Italiano',
  'en-eu': 'English (EU)',
  'it-eu': 'Italiano (UE)',
  'en-us': 'English (US)',
  'en-uk': 'English (UK)',
  'en-au': 'English (Australia)',
  'en-jp': 'English (Japan)',
  'ja-jp': '日本語（日本）',
  'en-dubai': 'English (UAE)',
  'ar-dubai': 'العربية (الإمارات)',
};

/**
 * The name of a locale in its own language ("English", "العربية", "Türkçe", "日本語"). Case and surrounding space
 * are ignored; a code that is no locale of ours falls back to "English" (the language such a request is served in),
 * never to the raw code.
 */
export function localeEndonym(code: string): string {
  const value = typeof code === 'string' ? code.trim().toLowerCase() : '';
  return isLocale(value) ? ENDONYMS[value] : ENDONYMS.en;
}
