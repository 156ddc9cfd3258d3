import { resolveColorMode, themeFromCookie, type ColorMode, type ThemePreference } from './theme-from-cookie';

describe('themeFromCookie', () => {
  it.each<[string | null | undefined, ThemePreference]>([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [' Dark ', 'dark'],
    ['LIGHT', 'light'],
    ['dark%20', 'dark'],
    ['', 'system'],
    ['blue', 'system'],
    ['%E0%A4%A', 'system'],
    [null, 'system'],
    [undefined, 'system'],
  ])('%p → %p', (raw, expected) => {
    expect(themeFromCookie(raw)).toBe(expected);
  });
});

describe('resolveColorMode', () => {
  it.each<[ThemePreference, boolean | undefined, ColorMode]>([
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['system', undefined, 'light'],
  ])('%p with system dark %p → %p', (preference, systemDark, expected) => {
    expect(resolveColorMode(preference, systemDark)).toBe(expected);
  });
});
