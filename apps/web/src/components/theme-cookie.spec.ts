import { THEME_CHANGE_EVENT, applyThemePreference } from './theme-cookie';

describe('applyThemePreference', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
  ] as const)('%s: remembers it in the theme cookie, puts the %s class on <html> and tells the page', (theme, mode) => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<unknown>).detail);
    window.addEventListener(THEME_CHANGE_EVENT, listener);
    applyThemePreference(theme);
    window.removeEventListener(THEME_CHANGE_EVENT, listener);
    expect(document.cookie).toContain(`theme=${theme}`);
    expect(document.documentElement.classList.contains(mode)).toBe(true);
    expect(document.documentElement.classList.contains(mode === 'dark' ? 'light' : 'dark')).toBe(false);
    expect(seen).toEqual([theme]);
  });
});
