export type MainGrowthTab = 'rewards' | 'competition' | 'referral';
export type GrowthTabKey = MainGrowthTab | 'affiliate' | 'broker';

export interface GrowthTab {
  key: GrowthTabKey;
  href: string;
  /** Affiliate and broker open through their own jump handler (spec 02 §2). */
  main: boolean;
}

/** Spec 02 §2 routes of the growth section. */
export const GROWTH_TAB_PATHS: Readonly<Record<GrowthTabKey, string>> = {
  rewards: '/rewards_hub',
  competition: '/competition/center',
  referral: '/referral',
  affiliate: '/referral/affiliate',
  broker: '/referral/broker',
};

/**
 * The channel (ch) value added when moving between the three main tabs, keyed by source and target tab.
 * The spec does not show the values; these are ours (decision 0521).
 */
export const GROWTH_TAB_CHANNEL: Readonly<Record<MainGrowthTab, Readonly<Partial<Record<MainGrowthTab, string>>>>> = {
  rewards: { competition: 'growth_rewards_to_competition', referral: 'growth_rewards_to_referral' },
  competition: { rewards: 'growth_competition_to_rewards', referral: 'growth_competition_to_referral' },
  referral: { rewards: 'growth_referral_to_rewards', competition: 'growth_referral_to_competition' },
};

const MAIN_TABS: readonly MainGrowthTab[] = ['rewards', 'competition', 'referral'];

export interface GrowthTabsInput {
  showAffiliate: boolean;
  showBroker: boolean;
}

/** Rewards, competition and referral always; affiliate and broker per flags, in that order (spec 02 §2). */
export function growthTabs({ showAffiliate, showBroker }: GrowthTabsInput): GrowthTab[] {
  const tabs: GrowthTab[] = MAIN_TABS.map((key) => ({ key, href: GROWTH_TAB_PATHS[key], main: true }));
  if (showAffiliate) tabs.push({ key: 'affiliate', href: GROWTH_TAB_PATHS.affiliate, main: false });
  if (showBroker) tabs.push({ key: 'broker', href: GROWTH_TAB_PATHS.broker, main: false });
  return tabs;
}

const isMain = (key: GrowthTabKey | null | undefined): key is MainGrowthTab =>
  key === 'rewards' || key === 'competition' || key === 'referral';

/** The target tab's href; between two different main tabs it carries the ch lookup value. */
export function growthTabHref(from: GrowthTabKey | null | undefined, to: GrowthTabKey): string {
  const path = GROWTH_TAB_PATHS[to];
  if (!isMain(from) || !isMain(to) || from === to) return path;
  const ch = GROWTH_TAB_CHANNEL[from][to];
  return ch ? `${path}?ch=${encodeURIComponent(ch)}` : path;
}

const BY_LONGEST_PATH = (Object.entries(GROWTH_TAB_PATHS) as [GrowthTabKey, string][]).sort((a, b) => b[1].length - a[1].length);

/** The tab a pathname belongs to (a language prefix, query and hash are ignored), or null. */
export function activeGrowthTab(pathname: string | null | undefined): GrowthTabKey | null {
  const path = (pathname ?? '').split(/[?#]/, 1)[0] ?? '';
  for (const [key, tabPath] of BY_LONGEST_PATH) {
    const escaped = tabPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`^(/[A-Za-z]{2}(-[A-Za-z]{2,5})?)?${escaped}(/|$)`).test(path)) return key;
  }
  return null;
}
