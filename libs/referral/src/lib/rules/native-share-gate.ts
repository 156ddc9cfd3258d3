import { isAppVersionAtLeast, type NativeAppInfo } from '@exchange/native-app';

export type ShareImageMode = 'native' | 'browser';

/**
 * Spec 03 §6: sharing an image through the native app (share-image v3) needs Android 653000 / iOS 202503100001
 * (the native-app library's version gate). Inside an app of at least that build the app draws and shares the image
 * ('native'); an older app and the web draw it in the page with the Canvas API ('browser', decision 1401).
 */
export function shareImageMode(app: NativeAppInfo | null | undefined): ShareImageMode {
  return app && isAppVersionAtLeast('shareImageV3', app.platform, app.build) ? 'native' : 'browser';
}
