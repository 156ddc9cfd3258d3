import { NATIVE_SHELL_DEFAULTS, parseNativeShellParams, type NativeShellParams } from './native-shell-params';

const fallback: NativeShellParams = { app: { platform: 'ios', build: 202306151200 }, path: NATIVE_SHELL_DEFAULTS.path };

describe('parseNativeShellParams (decision 1150)', () => {
  it.each<[string, Record<string, string | string[] | undefined>, NativeShellParams]>([
    ['nothing → iOS at the 202306151200 threshold on /myaccount/kyc_home', {}, fallback],
    [
      'an old iOS build',
      { os: 'ios', build: '202306151100', path: '/myaccount/kyc_home' },
      { app: { platform: 'ios', build: 202306151100 }, path: '/myaccount/kyc_home' },
    ],
    [
      'Android',
      { os: 'Android', build: '658020', path: '/price?x=1' },
      { app: { platform: 'android', build: 658020 }, path: '/price?x=1' },
    ],
    ['the first of repeated values', { os: ['android', 'ios'] }, { ...fallback, app: { platform: 'android', build: 202306151200 } }],
    ['an unknown os', { os: 'symbian' }, fallback],
    ['an unreadable build', { build: '6.2' }, fallback],
    ['an external path', { path: 'https://evil.test/' }, fallback],
    ['a protocol-relative path', { path: '//evil.test/' }, fallback],
    ['a backslash path', { path: '/\\evil.test' }, fallback],
    ['the shell inside itself', { path: '/_sandbox/native-shell' }, fallback],
    ['a control character', { path: '/a\r\nb' }, fallback],
  ])('%s', (_label, query, expected) => expect(parseNativeShellParams(query)).toEqual(expected));
});
