import type { MicroAppProps } from '../contract';
import { changedProps } from './props-diff';

const base: MicroAppProps = {
  locale: 'en',
  languagePrefix: '',
  theme: 'light',
  limitFlags: { uk: false, it: false },
  extra: { group: 'btc' },
};

describe('changedProps (update on locale, language prefix, theme or limit flags)', () => {
  it.each<[string, Partial<MicroAppProps>, string[]]>([
    ['nothing changed (new objects, same values)', { limitFlags: { uk: false, it: false }, extra: { group: 'btc' } }, []],
    ['the locale', { locale: 'ar', languagePrefix: '/ar' }, ['locale', 'languagePrefix']],
    ['the theme', { theme: 'dark' }, ['theme']],
    ['a limit flag turns on', { limitFlags: { uk: true, it: false } }, ['limitFlags']],
    ['a limit flag appears', { limitFlags: { uk: false, it: false, eu: true } }, ['limitFlags']],
    ['an extra of the host', { extra: { group: 'eth' } }, ['extra']],
  ])('%s', (_label, change, expected) => {
    expect(changedProps(base, { ...base, ...change })).toEqual(expected);
  });
});
