import { resolveColorMode, type ThemePreference } from '@exchange/ui';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Fired on window after the preference changes, so every switch on the page (header, chart) shows it. */
export const THEME_CHANGE_EVENT = 'exchange:theme-change';

/** Remember the colour mode (a cookie the server reads, so the next page renders without a flash) and apply it now. */
export function applyThemePreference(theme: ThemePreference): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `theme=${theme}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  const mode = resolveColorMode(theme, window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  window.dispatchEvent(new CustomEvent<ThemePreference>(THEME_CHANGE_EVENT, { detail: theme }));
}

/** Remember the chosen language for the next visit to an unprefixed path (spec 03 §5). */
export function rememberLanguage(locale: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `lang=${encodeURIComponent(locale)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
