import { activeGrowthTab, growthTabHref, growthTabs, type GrowthTab, type GrowthTabKey, type GrowthTabsInput } from './growth-tabs';

const rewards: GrowthTab = { key: 'rewards', href: '/rewards_hub', main: true };
const competition: GrowthTab = { key: 'competition', href: '/competition/center', main: true };
const referral: GrowthTab = { key: 'referral', href: '/referral', main: true };
const affiliate: GrowthTab = { key: 'affiliate', href: '/referral/affiliate', main: false };
const broker: GrowthTab = { key: 'broker', href: '/referral/broker', main: false };

describe('growthTabs (spec 02 §2 growth tabs)', () => {
  it.each<[GrowthTabsInput, GrowthTab[]]>([
    [{ showAffiliate: false, showBroker: false }, [rewards, competition, referral]],
    [{ showAffiliate: true, showBroker: false }, [rewards, competition, referral, affiliate]],
    [{ showAffiliate: false, showBroker: true }, [rewards, competition, referral, broker]],
    [{ showAffiliate: true, showBroker: true }, [rewards, competition, referral, affiliate, broker]],
  ])('%p', (input, expected) => expect(growthTabs(input)).toEqual(expected));
});

describe('growthTabHref (spec 02 §2: ch from a fixed lookup keyed by source and target)', () => {
  it.each<[GrowthTabKey | null, GrowthTabKey, string]>([
    ['rewards', 'competition', '/competition/center?ch=growth_rewards_to_competition'],
    ['rewards', 'referral', '/referral?ch=growth_rewards_to_referral'],
    ['competition', 'rewards', '/rewards_hub?ch=growth_competition_to_rewards'],
    ['competition', 'referral', '/referral?ch=growth_competition_to_referral'],
    ['referral', 'rewards', '/rewards_hub?ch=growth_referral_to_rewards'],
    ['referral', 'competition', '/competition/center?ch=growth_referral_to_competition'],
    ['referral', 'referral', '/referral'],
    ['referral', 'affiliate', '/referral/affiliate'],
    ['affiliate', 'referral', '/referral'],
    ['broker', 'rewards', '/rewards_hub'],
    [null, 'competition', '/competition/center'],
  ])('%s → %s: %s', (from, to, href) => expect(growthTabHref(from, to)).toBe(href));
});

describe('activeGrowthTab', () => {
  it.each<[string | null, GrowthTabKey | null]>([
    ['/rewards_hub', 'rewards'],
    ['/competition/center?ch=x', 'competition'],
    ['/referral', 'referral'],
    ['/referral/', 'referral'],
    ['/referral/affiliate', 'affiliate'],
    ['/referral/broker#top', 'broker'],
    ['/zh/referral/broker', 'broker'],
    ['/en-us/rewards_hub', 'rewards'],
    ['/referrals', null],
    ['/trade/BTC_USDT', null],
    ['', null],
    [null, null],
  ])('%p → %p', (path, expected) => expect(activeGrowthTab(path)).toBe(expected));
});
