import {
  initialOpenSubmenus,
  isBranchActive,
  isRouteActive,
  parseRememberedSubmenus,
  toggleSubmenu,
  visibleSubmenus,
  type SubmenuNode,
} from './remembered-submenus';

describe('toggleSubmenu', () => {
  it.each<[string[], string, string[]]>([
    [[], 'assets', ['assets']],
    [['assets'], 'assets', []],
    [['assets'], 'security', ['assets', 'security']],
    [['assets', 'security'], 'assets', ['security']],
  ])('%j toggle %p → %j', (open, key, expected) => {
    expect(toggleSubmenu(open, key)).toEqual(expected);
  });
});

describe('visibleSubmenus (spec 02 §4: remembered when the menu collapses)', () => {
  it.each<[string, string[], boolean, string[]]>([
    ['expanded shows the open set', ['assets'], false, ['assets']],
    ['collapsed unfolds nothing', ['assets', 'security'], true, []],
    ['nothing open', [], false, []],
  ])('%s', (_name, open, collapsed, expected) => {
    expect(visibleSubmenus(open, collapsed)).toEqual(expected);
  });

  it('collapse then expand brings back the same sub-menus', () => {
    const open = toggleSubmenu(toggleSubmenu([], 'assets'), 'security');
    expect(visibleSubmenus(open, true)).toEqual([]);
    expect(visibleSubmenus(open, false)).toEqual(['assets', 'security']);
  });
});

describe('isRouteActive', () => {
  const node = { route: '/myaccount/deposit/USDT', activeRoutes: ['/myaccount/deposit', '/myaccount/deposit_gatecode'] };
  it.each<[string, boolean]>([
    ['/myaccount/deposit/USDT', true],
    ['/myaccount/deposit/USDT/', true],
    ['/myaccount/deposit/BTC', true],
    ['/myaccount/deposit_gatecode?x=1', true],
    ['/myaccount/deposit_fiat', false],
    ['/myaccount/withdraw/USDT', false],
    ['', false],
  ])('%p → %p', (path, expected) => {
    expect(isRouteActive(node, path)).toBe(expected);
  });
});

describe('initialOpenSubmenus', () => {
  const tree: SubmenuNode[] = [
    { key: 'overview', route: '/myaccount' },
    {
      key: 'assets',
      children: [
        { key: 'deposit', route: '/myaccount/deposit/USDT', activeRoutes: ['/myaccount/deposit'] },
        { key: 'withdraw', route: '/myaccount/withdraw/USDT' },
      ],
    },
    { key: 'security', children: [{ key: 'totp', route: '/myaccount/totp' }] },
  ];
  it.each<[string, string[], string[]]>([
    ['/myaccount/deposit/BTC', [], ['assets']],
    ['/myaccount/totp', ['assets'], ['assets', 'security']],
    ['/myaccount', [], []],
    ['/myaccount', ['security'], ['security']],
  ])('%p remembered %j → %j', (path, remembered, expected) => {
    expect(initialOpenSubmenus(tree, path, remembered)).toEqual(expected);
  });

  it('knows a branch is active through a child', () => {
    const [, assets, security] = tree;
    expect(assets && isBranchActive(assets, '/myaccount/withdraw/USDT')).toBe(true);
    expect(security && isBranchActive(security, '/myaccount/withdraw/USDT')).toBe(false);
  });
});

describe('parseRememberedSubmenus (storage values never throw)', () => {
  it.each<[string | null | undefined, string[]]>([
    ['["assets","security"]', ['assets', 'security']],
    ['["assets",3,null]', ['assets']],
    ['{"a":1}', []],
    ['not json', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%p → %j', (raw, expected) => {
    expect(parseRememberedSubmenus(raw)).toEqual(expected);
  });
});
