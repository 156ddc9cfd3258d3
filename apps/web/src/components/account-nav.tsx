'use client';
import { useEndpoint } from '@exchange/api';
import { localizePath } from '@exchange/i18n';
import { getSiteConfig, type SiteKey } from '@exchange/site-config';
import { applySideNavConfig, parseRememberedSubmenus, SideNav, type SideNavItem } from '@exchange/ui';
import { useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { accountNavConfig } from '@/lib/rules/account-nav-config';
import { accountNavMessages } from '@/messages';

/** Typed loosely, as the trade page's title: the message takes `{tier}`. */
const FEE_TIER: MessageDescriptor = accountNavMessages.feeTier;

const COLLAPSED_KEY = 'account-nav:collapsed';
const SUBMENUS_KEY = 'account-nav:submenus';

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
  items: readonly SideNavItem[];
  currentPath: string;
  label: string;
  site: SiteKey;
  locale: string;
  isLoggedIn: boolean;
}

/**
 * The /myaccount side navigation, remembering the user's collapse choice and open sub-menus, with the server's menu
 * settings (decision 1320): menu-config hides entries and adds its tip, site/settings marks entries, get_user_tier
 * gives the tier line. Until they answer (or when they fail, spec 03 §8) the menu is the page's own.
 */
export function AccountNav({ items, currentPath, label, site, locale, isLoggedIn }: AccountNavProps) {
  const intl = useIntl();
  const { data: menuConfig } = useEndpoint('menuConfig', undefined);
  const { data: siteSettings } = useEndpoint('siteSettings', undefined);
  const { data: userTier } = useEndpoint('userTier', undefined, { enabled: isLoggedIn });
  const server = useMemo(
    () =>
      accountNavConfig(
        { menuConfig, siteSettings, userTier: isLoggedIn ? userTier : undefined },
        {
          badge: (badge) => intl.formatMessage(badge === 'hot' ? accountNavMessages.badgeHot : accountNavMessages.badgeNew),
          tier: (tier) => intl.formatMessage(FEE_TIER, { tier }),
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
      label={label}
      summary={server.summary}
      tip={server.tip}
      defaultCollapsedByUser={initial.collapsed}
      onCollapsedByUserChange={(collapsed) => writeStorage(COLLAPSED_KEY, String(collapsed))}
      defaultOpenSubmenus={initial.submenus}
      onOpenSubmenusChange={(open) => writeStorage(SUBMENUS_KEY, JSON.stringify(open))}
    />
  );
}
