'use client';
import { useEndpoint } from '@exchange/api';
import { localizePath } from '@exchange/i18n';
import { getSiteConfig, type SiteKey } from '@exchange/site-config';
import { applySideNavConfig, parseRememberedSubmenus, SideNav, type SideNavItem } from '@exchange/ui';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { messages } from '../../messages';
import { accountNavConfig } from '../../rules/account-nav-config';

const COLLAPSED_KEY = 'account-nav:collapsed';
const SUBMENUS_KEY = 'account-nav:submenus';

/** One entry of the menu: its key (the code menu-config and site/settings name it by), name, site path and the paths it is active on. */
interface AccountNavEntry {
  key: string;
  label: MessageDescriptor;
  route: string;
  activeRoutes?: readonly string[];
  children?: readonly AccountNavEntry[];
}

/** The /myaccount pages the menu links to (the pages of the app's `server/account-pages.ts`). */
const ENTRIES: readonly AccountNavEntry[] = [
  {
    key: 'assets',
    label: messages.navAssets,
    route: '/myaccount/assets',
    activeRoutes: ['/myaccount/deposit', '/myaccount/withdraw', '/myaccount/deposit_gatecode', '/myaccount/deposit_fiat'],
  },
  {
    key: 'verification',
    label: messages.navVerification,
    route: '/myaccount/kyc_home',
    activeRoutes: ['/myaccount/kyc2', '/myaccount/kyc3_v1'],
  },
  {
    key: 'security',
    label: messages.navSecurity,
    route: '/myaccount/security',
    children: [
      { key: 'fundpass', label: messages.navFundpass, route: '/myaccount/fundpass_setup' },
      { key: 'totp', label: messages.navTotp, route: '/myaccount/totp' },
      { key: 'devices', label: messages.navDevices, route: '/myaccount/security_device' },
    ],
  },
  // Issue 23 item 5 (decision 1907): the main account's sub-accounts (spec 01 §1 sub-account-manage).
  { key: 'subAccounts', label: messages.navSubAccounts, route: '/myaccount/sub-account-manage' },
  { key: 'coupons', label: messages.navCoupons, route: '/myaccount/coupon_center', activeRoutes: ['/myaccount/profile/coupon_center'] },
  { key: 'tickets', label: messages.navTickets, route: '/myaccount/tickets' },
];

/** The entries with their names in the page's language and their paths in its locale. */
function navItems(entries: readonly AccountNavEntry[], intl: IntlShape, localize: (path: string) => string): SideNavItem[] {
  return entries.map((entry) => ({
    key: entry.key,
    label: intl.formatMessage(entry.label),
    route: localize(entry.route),
    activeRoutes: (entry.activeRoutes ?? []).map(localize),
    ...(entry.children ? { children: navItems(entry.children, intl, localize) } : {}),
  }));
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage full or blocked: the menu still works, it just forgets */
  }
}

export interface AccountNavProps {
  site: SiteKey;
  locale: string;
  /** The page's path as in its URL (in its locale, e.g. `/ar/myaccount/security`), for the active entry. */
  currentPath: string;
  /** Whether the visitor is logged in: only then is the fee tier asked. */
  isLoggedIn: boolean;
  /** Viewport width in px; measured from the window when omitted (tests and stories pass it). */
  viewportWidth?: number;
}

/**
 * The /myaccount side navigation: the account pages' entries, remembering the user's collapse choice and open
 * sub-menus, with the server's menu settings (decision 1320): menu-config hides entries and adds its tip,
 * site/settings marks entries, get_user_tier gives the tier line. Until they answer (or when they fail, spec 03 §8)
 * the menu is the full list.
 */
export function AccountNav({ site, locale, currentPath, isLoggedIn, viewportWidth }: AccountNavProps) {
  const intl = useIntl();
  const { data: menuConfig } = useEndpoint('menuConfig', undefined);
  const { data: siteSettings } = useEndpoint('siteSettings', undefined);
  const { data: userTier } = useEndpoint('userTier', undefined, { enabled: isLoggedIn });
  const items = useMemo(() => navItems(ENTRIES, intl, (path) => localizePath(site, locale, path)), [intl, site, locale]);
  const server = useMemo(
    () =>
      accountNavConfig(
        { menuConfig, siteSettings, userTier: isLoggedIn ? userTier : undefined },
        {
          badge: (badge) => intl.formatMessage(badge === 'hot' ? messages.navBadgeHot : messages.navBadgeNew),
          tier: (tier) => intl.formatMessage(messages.navFeeTier, { tier }),
          localize: (path) => localizePath(site, locale, path),
          allowOrigins: getSiteConfig(site).anti,
        },
      ),
    [menuConfig, siteSettings, userTier, isLoggedIn, intl, site, locale],
  );
  const shown = useMemo(() => applySideNavConfig(items, server.config), [items, server.config]);
  const [initial] = useState(() => {
    if (typeof window === 'undefined') return { collapsed: undefined, submenus: [] as string[] };
    const raw = readStorage(COLLAPSED_KEY);
    return {
      collapsed: raw === 'true' ? true : raw === 'false' ? false : undefined,
      submenus: parseRememberedSubmenus(readStorage(SUBMENUS_KEY)),
    };
  });
  return (
    <SideNav
      items={shown}
      currentPath={currentPath}
      label={intl.formatMessage(messages.navLabel)}
      viewportWidth={viewportWidth}
      summary={server.summary}
      tip={server.tip}
      defaultCollapsedByUser={initial.collapsed}
      onCollapsedByUserChange={(collapsed) => writeStorage(COLLAPSED_KEY, String(collapsed))}
      defaultOpenSubmenus={initial.submenus}
      onOpenSubmenusChange={(open) => writeStorage(SUBMENUS_KEY, JSON.stringify(open))}
    />
  );
}
