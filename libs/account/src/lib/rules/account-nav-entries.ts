import { isRouteActive } from '@exchange/ui';

/** One entry of the /myaccount menu: its key (the code menu-config hides it by), its page and the pages it stands for. */
export interface AccountNavRoute {
  key: string;
  /** The page; none for a section (the side navigation opens a section's sub-menu, it links nowhere). */
  route?: string;
  activeRoutes?: readonly string[];
  children?: readonly AccountNavRoute[];
}

/**
 * The /myaccount menu (decisions 1320, 1946). Every page is marked by the entry that names it, never by a section
 * that only contains it. A section (Assets, Security) is a sub-menu whose first entry is its overview page; the money
 * pages are Assets' entries — "Deposit crypto" (a coin's deposit and the deposit code), "Deposit fiat", "Withdraw" —
 * keyed by the menu-config codes that hide them (`deposit`, `fiat_trade`, `withdraw`, spec 03 §3), so a user without
 * fiat does not see the entry either.
 * The notification centre has an entry where the site offers one (03 §3/§6 hiddenNotification).
 */
export const ACCOUNT_NAV_ROUTES: readonly AccountNavRoute[] = [
  {
    key: 'assets',
    children: [
      { key: 'assetsOverview', route: '/myaccount/assets' },
      { key: 'deposit', route: '/myaccount/deposit/USDT', activeRoutes: ['/myaccount/deposit', '/myaccount/deposit_gatecode'] },
      { key: 'fiat_trade', route: '/myaccount/deposit_fiat' },
      { key: 'withdraw', route: '/myaccount/withdraw/USDT', activeRoutes: ['/myaccount/withdraw'] },
    ],
  },
  { key: 'verification', route: '/myaccount/kyc_home', activeRoutes: ['/myaccount/kyc2', '/myaccount/kyc3_v1'] },
  {
    key: 'security',
    children: [
      { key: 'securityOverview', route: '/myaccount/security' },
      { key: 'fundpass', route: '/myaccount/fundpass_setup' },
      { key: 'totp', route: '/myaccount/totp' },
      { key: 'devices', route: '/myaccount/security_device' },
    ],
  },
  // Issue 23 item 5 (decision 1907): the main account's sub-accounts (spec 01 §1 sub-account-manage).
  { key: 'subAccounts', route: '/myaccount/sub-account-manage' },
  { key: 'notifications', route: '/myaccount/notifications' },
  { key: 'coupons', route: '/myaccount/coupon_center', activeRoutes: ['/myaccount/profile/coupon_center'] },
  { key: 'tickets', route: '/myaccount/tickets' },
];

/** The entries (at any depth) the side navigation marks as the current page for a path (`aria-current="page"`). */
export function currentNavKeys(entries: readonly AccountNavRoute[], path: string): string[] {
  return entries.flatMap((entry) => [...(isRouteActive(entry, path) ? [entry.key] : []), ...currentNavKeys(entry.children ?? [], path)]);
}

/** The menu of a site: without the notification centre's entry where the site has none. */
export const accountNavRoutes = (notificationCentre: boolean): readonly AccountNavRoute[] =>
  notificationCentre ? ACCOUNT_NAV_ROUTES : ACCOUNT_NAV_ROUTES.filter((entry) => entry.key !== 'notifications');
