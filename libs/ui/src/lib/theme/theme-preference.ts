import { writeCookie } from '@exchange/site-config';
import { resolveColorMode, THEME_COOKIE, themeFromCookie, type ThemePreference } from '../rules/theme-from-cookie';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Fired on window after the preference changes, so every switch on the page (header, chart) shows it. */
export const THEME_CHANGE_EVENT = 'exchange:theme-change';

/**
 * Remember the colour preference (a cookie the server reads, so the next page renders without a flash), apply it
 * to `<html>` now and tell every switch on the page (decision 0602). The one writer of the preference: the header's
 * switch and the trade view's chart both call it.
 */
export function applyThemePreference(theme: ThemePreference): void {
  writeCookie(document, THEME_COOKIE, theme, { maxAge: ONE_YEAR_S });
  const mode = resolveColorMode(theme, window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  window.dispatchEvent(new CustomEvent<ThemePreference>(THEME_CHANGE_EVENT, { detail: theme }));
}

/** Calls `listener` with each new preference applied on the page; returns the unsubscribe function. */
export function onThemePreferenceChange(listener: (theme: ThemePreference) => void): () => void {
  const onChange = (event: Event) => listener(themeFromCookie((event as CustomEvent<unknown>).detail as string | undefined));
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
}
