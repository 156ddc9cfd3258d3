import { writeCookie } from '@exchange/site-config';

// The preference's one writer lives in @exchange/ui (the header's switch and the trade view's chart share it).
export { THEME_CHANGE_EVENT, applyThemePreference } from '@exchange/ui';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Remember the chosen language for the next visit to an unprefixed path (spec 03 §5). */
export function rememberLanguage(locale: string): void {
  writeCookie(document, 'lang', locale, { maxAge: ONE_YEAR_S });
}
