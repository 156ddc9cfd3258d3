export type AppFeature = 'alpha' | 'pilot' | 'shareImageV3';
export type AppPlatform = 'android' | 'ios';

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
  const text = typeof version === 'number' ? String(version) : (version ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return false;
  return Number(text) >= min;
}
