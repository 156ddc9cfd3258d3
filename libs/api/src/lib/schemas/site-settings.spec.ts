import { siteSettingsSchema } from './site-settings';

describe('siteSettingsSchema (spec 03 §7 site/settings; decision 1320)', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['new and hot marks', { menu_badges: { coupons: 'new', assets: 'hot' } }, { coupons: 'new', assets: 'hot' }],
    ['unknown marks are dropped', { menu_badges: { coupons: 'NEW!', tickets: 1, assets: 'hot' } }, { assets: 'hot' }],
    ['no menu_badges', {}, {}],
    ['menu_badges null', { menu_badges: null }, {}],
    ['menu_badges not a record', { menu_badges: ['new'] }, {}],
  ])('%s', (_, input, badges) => {
    expect(siteSettingsSchema.parse(input).menu_badges).toEqual(badges);
  });

  it('keeps the other settings as sent', () => {
    expect(siteSettingsSchema.parse({ maintenance: false })).toEqual({ maintenance: false, menu_badges: {} });
  });
});
