'use client';
import { parseRememberedSubmenus, SideNav, type SideNavItem } from '@exchange/ui';
import { useState } from 'react';

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

/** The /myaccount side navigation, remembering the user's collapse choice and open sub-menus. */
export function AccountNav({ items, currentPath, label }: { items: readonly SideNavItem[]; currentPath: string; label: string }) {
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
      items={items}
      currentPath={currentPath}
      label={label}
      defaultCollapsedByUser={initial.collapsed}
      onCollapsedByUserChange={(collapsed) => writeStorage(COLLAPSED_KEY, String(collapsed))}
      defaultOpenSubmenus={initial.submenus}
      onOpenSubmenusChange={(open) => writeStorage(SUBMENUS_KEY, JSON.stringify(open))}
    />
  );
}
