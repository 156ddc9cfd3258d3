'use client';
import { useEndpoint } from '@exchange/api';
import { localizePath } from '@exchange/i18n';
import { getSiteConfig, regionSwitches, type SiteKey } from '@exchange/site-config';
import { applySideNavConfig, parseRememberedSubmenus, SideNav, type SideNavItem } from '@exchange/ui';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { messages } from '../../messages';
import { accountNavConfig } from '../../rules/account-nav-config';
import { accountNavRoutes, type AccountNavRoute } from '../../rules/account-nav-entries';
import { hasNotificationCentre } from '../../rules/notification-centre';

const COLLAPSED_KEY = 'account-nav:collapsed';
const SUBMENUS_KEY = 'account-nav:submenus';

/** Each entry's name (the routes and their rule are `rules/account-nav-entries.ts`). */
const LABELS: Readonly<Record<string, MessageDescriptor>> = {
  assets: messages.navAssets,
  assetsOverview: messages.navOverview,
  securityOverview: messages.navOverview,
  deposit: messages.navDepositCrypto,
  fiat_trade: messages.navDepositFiat,
  withdraw: messages.navWithdraw,
  verification: messages.navVerification,
  security: messages.navSecurity,
  fundpass: messages.navFundpass,
  totp: messages.navTotp,
  devices: messages.navDevices,
  subAccounts: messages.navSubAccounts,
  notifications: messages.navNotifications,
  coupons: messages.navCoupons,
  tickets: messages.navTickets,
};

/** The entries with their names in the page's language and their paths in its locale. */
function navItems(entries: readonly AccountNavRoute[], intl: IntlShape, localize: (path: string) => string): SideNavItem[] {
  return entries.map((entry) => {
    const label = LABELS[entry.key];
    return {
      key: entry.key,
      label: label ? intl.formatMessage(label) : entry.key,
      ...(entry.route !== undefined ? { route: localize(entry.route) } : {}),
      activeRoutes: (entry.activeRoutes ?? []).map(localize),
      ...(entry.children ? { children: navItems(entry.children, intl, localize) } : {}),
    };
  });
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
  const items = useMemo(
    () => navItems(accountNavRoutes(hasNotificationCentre(regionSwitches(site))), intl, (path) => localizePath(site, locale, path)),
    [intl, site, locale],
  );
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
