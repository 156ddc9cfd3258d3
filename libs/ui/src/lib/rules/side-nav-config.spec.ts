import { applySideNavConfig, type ConfigurableNavItem } from './side-nav-config';

const items: ConfigurableNavItem[] = [
  { key: 'assets' },
  { key: 'security', children: [{ key: 'fundpass' }, { key: 'totp' }] },
  { key: 'coupons', badge: 'Beta' },
  { key: 'tickets', hidden: true },
];

const summary = (list: readonly ConfigurableNavItem[]): string[] =>
  list.flatMap((i) => [
    `${i.key}${i.hidden ? ' hidden' : ''}${i.badge ? ` [${i.badge}]` : ''}`,
    ...summary(i.children ?? []).map((c) => `  ${c}`),
  ]);

describe('applySideNavConfig (spec 03 §3 menu-config, §7 site/settings, §8 defaults; decision 1320)', () => {
  it.each<[string, Parameters<typeof applySideNavConfig>[1], string[]]>([
    [
      '§8 a failed call (empty defaults) changes nothing',
      {},
      ['assets', 'security', '  fundpass', '  totp', 'coupons [Beta]', 'tickets hidden'],
    ],
    [
      '§3 menu lists "coupons": the entry is hidden',
      { hiddenKeys: ['coupons'] },
      ['assets', 'security', '  fundpass', '  totp', 'coupons hidden [Beta]', 'tickets hidden'],
    ],
    [
      '§3 menu lists a child: only the child is hidden',
      { hiddenKeys: ['totp'] },
      ['assets', 'security', '  fundpass', '  totp hidden', 'coupons [Beta]', 'tickets hidden'],
    ],
    [
      'menu codes that are no entry, or not text, are ignored',
      { hiddenKeys: ['futures', 7, null] },
      ['assets', 'security', '  fundpass', '  totp', 'coupons [Beta]', 'tickets hidden'],
    ],
    [
      'site/settings badges mark entries; an own badge stays unless the settings name one; blank text is no badge',
      { badges: { assets: 'New', fundpass: 'Hot', security: '  ' } },
      ['assets [New]', 'security', '  fundpass [Hot]', '  totp', 'coupons [Beta]', 'tickets hidden'],
    ],
    [
      'both at once',
      { hiddenKeys: ['assets'], badges: { coupons: 'New' } },
      ['assets hidden', 'security', '  fundpass', '  totp', 'coupons [New]', 'tickets hidden'],
    ],
  ])('%s', (_, config, expected) => {
    expect(summary(applySideNavConfig(items, config))).toEqual(expected);
  });

  it('returns new items and leaves the input as it was', () => {
    const before = JSON.stringify(items);
    const out = applySideNavConfig(items, { hiddenKeys: ['assets'], badges: { totp: 'New' } });
    expect(out[0]).not.toBe(items[0]);
    expect(JSON.stringify(items)).toBe(before);
  });
});
