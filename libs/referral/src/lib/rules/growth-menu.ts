import { GROWTH_TAB_PATHS } from './growth-tabs';

export interface GrowthMenuEntry {
  key: 'referral' | 'rewards';
  path: string;
}

/**
 * The growth entries of the account menu (decision 1400): Referral and Rewards Hub; a site with `hiddenReferral`
 * (spec 03 §3) keeps only the rewards hub.
 */
export function growthMenuEntries(hiddenReferral: boolean): GrowthMenuEntry[] {
  const entries: GrowthMenuEntry[] = [{ key: 'rewards', path: GROWTH_TAB_PATHS.rewards }];
  if (!hiddenReferral) entries.unshift({ key: 'referral', path: GROWTH_TAB_PATHS.referral });
  return entries;
}
