import { THEME_CHANGE_EVENT, applyThemePreference, onThemePreferenceChange } from './theme-preference';

describe('applyThemePreference', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
  ] as const)('%s: remembers it in the theme cookie, puts the %s class on <html> and tells the page', (theme, mode) => {
    const seen: unknown[] = [];
    const stop = onThemePreferenceChange((t) => seen.push(t));
    applyThemePreference(theme);
    stop();
    applyThemePreference(theme);
    expect(document.cookie).toContain(`theme=${theme}`);
    expect(document.documentElement.classList.contains(mode)).toBe(true);
    expect(document.documentElement.classList.contains(mode === 'dark' ? 'light' : 'dark')).toBe(false);
    expect(seen).toEqual([theme]);
  });

  it('a listener reads a malformed event detail as the system preference', () => {
    const seen: unknown[] = [];
    const stop = onThemePreferenceChange((t) => seen.push(t));
    window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: 42 }));
    stop();
    expect(seen).toEqual(['system']);
  });
});
