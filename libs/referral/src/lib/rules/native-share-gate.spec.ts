import type { NativeAppInfo } from '@exchange/native-app';
import { shareImageMode, type ShareImageMode } from './native-share-gate';

describe('shareImageMode (spec 03 §6 share-image v3: Android 653000 / iOS 202503100001)', () => {
  it.each<[string, NativeAppInfo | null, ShareImageMode]>([
    ['Android at the minimum', { platform: 'android', build: 653000 }, 'native'],
    ['Android above', { platform: 'android', build: 658020 }, 'native'],
    ['Android one below', { platform: 'android', build: 652999 }, 'browser'],
    ['iOS at the minimum', { platform: 'ios', build: 202503100001 }, 'native'],
    ['iOS one below', { platform: 'ios', build: 202503100000 }, 'browser'],
    ['an Android version code on iOS is far below', { platform: 'ios', build: 653000 }, 'browser'],
    ['an app whose build is unreadable', { platform: 'android', build: null }, 'browser'],
    ['the web (no app)', null, 'browser'],
  ])('%s', (_label, app, mode) => expect(shareImageMode(app)).toBe(mode));
});
