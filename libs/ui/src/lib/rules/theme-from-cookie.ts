/**
 * Theme preference read from the theme cookie (issue 2 §6: dark and light, remembered, no flash).
 * Bad or missing values fall back to 'system' (decision 0602).
 */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

/** The cookie the app writes when the user picks a theme. */
export const THEME_COOKIE = 'theme';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function themeFromCookie(raw: string | null | undefined): ThemePreference {
  if (typeof raw !== 'string') return 'system';
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return 'system';
  }
  const normalised = value.trim().toLowerCase();
  return (THEME_PREFERENCES as readonly string[]).includes(normalised) ? (normalised as ThemePreference) : 'system';
}

/** The colour mode to paint: an explicit preference wins; 'system' follows prefers-color-scheme (unknown → light). */
export function resolveColorMode(preference: ThemePreference, systemPrefersDark: boolean | undefined): ColorMode {
  if (preference === 'light' || preference === 'dark') return preference;
  return systemPrefersDark === true ? 'dark' : 'light';
}
