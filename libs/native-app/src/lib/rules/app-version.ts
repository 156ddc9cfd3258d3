import { parseAppBuild, type AppPlatform, type NativeAppInfo } from './native-app-info';

/** The native-app features whose minimum versions spec 03 §6 lists. */
export type AppFeature = 'alpha' | 'pilot' | 'shareImageV3';

/** Spec 03 §6: minimum native app versions per feature (Android version code / iOS build number). */
export const APP_FEATURE_MIN_VERSION: Readonly<Record<AppFeature, Readonly<Record<AppPlatform, number>>>> = {
  alpha: { android: 658020, ios: 202504080001 },
  pilot: { android: 636000, ios: 202410300001 },
  shareImageV3: { android: 653000, ios: 202503100001 },
};

/** True when the native app's version reaches the feature's minimum; unknown feature, platform or version → false. */
export function isAppVersionAtLeast(
  feature: AppFeature,
  platform: AppPlatform | string | null | undefined,
  version: number | string | null | undefined,
): boolean {
  if (platform !== 'android' && platform !== 'ios') return false;
  const min = APP_FEATURE_MIN_VERSION[feature]?.[platform];
  if (min === undefined) return false;
  const build = parseAppBuild(version);
  return build !== null && build >= min;
}

/**
 * Spec 03 §6 "native app versions gate features", applied to where the page runs: on the web (no app) the feature
 * is not gated; inside the app it needs the platform's minimum version (an unreadable build does not reach it).
 * For the promotions (alpha, pilot) and referral (share image v3) layers.
 */
export function isAppFeatureAvailable(feature: AppFeature, app: NativeAppInfo | null | undefined): boolean {
  if (!app) return true;
  return isAppVersionAtLeast(feature, app.platform, app.build);
}
