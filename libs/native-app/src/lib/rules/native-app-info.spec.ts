import { detectNativeApp, formatNativeAppCookie, parseAppBuild, parseNativeAppCookie, type NativeAppInfo } from './native-app-info';

const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 ExchangeApp/658020';
const IOS_OLD = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 ExchangeApp/202306151100';
const IOS_NEW = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) Mobile/15E148 ExchangeApp/202306151200';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('detectNativeApp (spec 01 §4 in-app webview, spec 02 §4 Android and iOS; decision 1150)', () => {
  it.each<[string, string | null | undefined, string | null | undefined, NativeAppInfo | null]>([
    ['Android web view', ANDROID_APP, undefined, { platform: 'android', build: 658020 }],
    ['iOS build below 202306151200', IOS_OLD, undefined, { platform: 'ios', build: 202306151100 }],
    ['iPad at 202306151200', IOS_NEW, undefined, { platform: 'ios', build: 202306151200 }],
    ['desktop browser', DESKTOP, undefined, null],
    ['the token on a desktop is not the app', `${DESKTOP} ExchangeApp/658020`, undefined, null],
    ['the token inside another word', 'Mozilla/5.0 (iPhone) NotExchangeApp/1', undefined, null],
    ['a dotted version is not a build', 'Mozilla/5.0 (iPhone) ExchangeApp/6.58.20', undefined, null],
    [
      'the cookie when the user agent says nothing (the native shell)',
      DESKTOP,
      'ios-202306151100',
      { platform: 'ios', build: 202306151100 },
    ],
    ['an encoded cookie', DESKTOP, 'android%2D658020', { platform: 'android', build: 658020 }],
    ['the user agent wins over the cookie', ANDROID_APP, 'ios-202306151200', { platform: 'android', build: 658020 }],
    ['a cookie of another platform', DESKTOP, 'windows-1', null],
    ['a cookie without a build', DESKTOP, 'ios-', null],
    ['a hostile cookie', DESKTOP, '%E0%A4%A', null],
    ['a script in the cookie', DESKTOP, 'ios-1<script>', null],
    ['nothing at all', null, null, null],
    ['an empty user agent', '', '', null],
  ])('%s', (_label, userAgent, cookie, expected) => expect(detectNativeApp({ userAgent, cookie })).toEqual(expected));
});

describe('parseAppBuild', () => {
  it.each<[number | string | null | undefined, number | null]>([
    [202306151200, 202306151200],
    ['202306151200', 202306151200],
    [' 658020 ', 658020],
    ['1234567890123456', null],
    [-1, null],
    [1.5, null],
    ['6.5', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (value, expected) => expect(parseAppBuild(value)).toBe(expected));
});

describe('the exchange_app cookie', () => {
  it('round-trips', () => {
    const app: NativeAppInfo = { platform: 'ios', build: 202306151200 };
    expect(parseNativeAppCookie(formatNativeAppCookie(app))).toEqual(app);
  });
  it('an unknown build is written as 0 (the oldest app)', () =>
    expect(formatNativeAppCookie({ platform: 'android', build: null })).toBe('android-0'));
});
