import { EMPTY_COMPLIANCE } from '@exchange/api';
import { accountNavConfig, safeTipHref } from './account-nav-config';

const texts = {
  badge: (b: string) => (b === 'new' ? 'New' : 'Hot'),
  tier: (t: number) => `Fee tier: VIP ${t}`,
  localize: (p: string) => `/ar${p}`,
};
const tips = {
  ...EMPTY_COMPLIANCE.tips,
  enable: true,
  title: 'Limited',
  content: 'Coupons are not offered.',
  ok_button: 'Read more',
  ok_button_router: '/user-agreement',
};

describe('accountNavConfig (spec 03 §3 menu-config, §7 site/settings and get_user_tier, §8; decision 1320)', () => {
  it.each<[string, Parameters<typeof accountNavConfig>[0], ReturnType<typeof accountNavConfig>]>([
    ['§8 every call failed (defaults): nothing changes', {}, { config: { hiddenKeys: [], badges: {} }, summary: undefined, tip: null }],
    [
      '§8 the defaults of the calls: nothing changes',
      { menuConfig: EMPTY_COMPLIANCE, siteSettings: { menu_badges: {} }, userTier: { tier: 0 } },
      { config: { hiddenKeys: [], badges: {} }, summary: undefined, tip: null },
    ],
    [
      '§3 menu and tips: hidden entry and the tip with its localized link',
      { menuConfig: { menu: ['coupons'], tips } },
      {
        config: { hiddenKeys: ['coupons'], badges: {} },
        summary: undefined,
        tip: { title: 'Limited', content: 'Coupons are not offered.', href: '/ar/user-agreement', linkLabel: 'Read more' },
      },
    ],
    [
      '§3 tips off: no tip even with text',
      { menuConfig: { menu: [], tips: { ...tips, enable: false } } },
      { config: { hiddenKeys: [], badges: {} }, summary: undefined, tip: null },
    ],
    [
      '§3 tips on without text: no tip',
      { menuConfig: { menu: [], tips: { ...tips, title: ' ', content: '' } } },
      { config: { hiddenKeys: [], badges: {} }, summary: undefined, tip: null },
    ],
    [
      'a tip without a button text has no link',
      { menuConfig: { menu: [], tips: { ...tips, ok_button: '' } } },
      {
        config: { hiddenKeys: [], badges: {} },
        summary: undefined,
        tip: { title: 'Limited', content: 'Coupons are not offered.', href: undefined, linkLabel: undefined },
      },
    ],
    [
      'site/settings badges are translated; get_user_tier 3 gives the tier line',
      { siteSettings: { menu_badges: { coupons: 'new', assets: 'hot' } }, userTier: { tier: 3 } },
      { config: { hiddenKeys: [], badges: { coupons: 'New', assets: 'Hot' } }, summary: 'Fee tier: VIP 3', tip: null },
    ],
  ])('%s', (_, data, expected) => {
    expect(accountNavConfig(data, texts)).toEqual(expected);
  });

  it.each<[string, string | undefined]>([
    ['/user-agreement', '/ar/user-agreement'],
    ['https://help.example.test/a', 'https://help.example.test/a'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['http://plain.example.test', undefined],
    ['', undefined],
  ])('tip link %p → %p', (route, href) => {
    expect(safeTipHref(route, texts.localize, ['https://help.example.test'])).toBe(href);
  });
});
