import { isAppFeatureAvailable, isAppVersionAtLeast, type AppFeature } from './app-version';
import type { NativeAppInfo } from './native-app-info';

describe('isAppVersionAtLeast (spec 03 §6 native app versions)', () => {
  it.each<[AppFeature, string, number | string | null | undefined, boolean]>([
    ['alpha', 'android', 658020, true],
    ['alpha', 'android', 658019, false],
    ['alpha', 'ios', 202504080001, true],
    ['alpha', 'ios', 202504080000, false],
    ['pilot', 'android', 636000, true],
    ['pilot', 'android', 635999, false],
    ['pilot', 'ios', '202410300001', true],
    ['pilot', 'ios', 202410300000, false],
    ['shareImageV3', 'android', 653000, true],
    ['shareImageV3', 'android', 652999, false],
    ['shareImageV3', 'ios', 202503100001, true],
    ['shareImageV3', 'ios', 202503100000, false],
    ['alpha', 'web', 999999999999, false],
    ['alpha', 'android', '6.58.20', false],
    ['alpha', 'android', undefined, false],
    ['alpha', 'android', null, false],
    ['alpha', 'ios', '', false],
  ])('%s on %s version %p → %p', (feature, platform, version, expected) =>
    expect(isAppVersionAtLeast(feature, platform, version)).toBe(expected),
  );

  it('an unknown feature is false', () => expect(isAppVersionAtLeast('nope' as AppFeature, 'android', 9_999_999)).toBe(false));
});

describe('isAppFeatureAvailable (spec 03 §6 gates apply inside the app only)', () => {
  it.each<[string, AppFeature, NativeAppInfo | null | undefined, boolean]>([
    ['alpha on the web', 'alpha', null, true],
    ['pilot on the web', 'pilot', undefined, true],
    ['alpha, Android 658020', 'alpha', { platform: 'android', build: 658020 }, true],
    ['alpha, Android 658019', 'alpha', { platform: 'android', build: 658019 }, false],
    ['pilot, iOS 202410300001', 'pilot', { platform: 'ios', build: 202410300001 }, true],
    ['pilot, iOS 202410300000', 'pilot', { platform: 'ios', build: 202410300000 }, false],
    ['share image v3, iOS 202503100001', 'shareImageV3', { platform: 'ios', build: 202503100001 }, true],
    ['share image v3, Android 652999', 'shareImageV3', { platform: 'android', build: 652999 }, false],
    ['an app whose build is unreadable', 'alpha', { platform: 'ios', build: null }, false],
  ])('%s → %p', (_label, feature, app, expected) => expect(isAppFeatureAvailable(feature, app)).toBe(expected));
});
