import { isSiteKey, type SiteKey } from '../data/site-keys';
import { siteLink, type SiteLink } from './site-link';

export type DrawerLinkId = 'depositCrypto' | 'depositCode' | 'buyWithCard' | 'buyWithBank' | 'p2p' | 'buySellCrypto';
export type DrawerLink = SiteLink<DrawerLinkId>;

const depositCrypto = siteLink('depositCrypto', '/myaccount/deposit/USDT');

/** Main's fund-wallet deposit drawer links (spec 01 §2). */
const MAIN: readonly DrawerLink[] = [
  depositCrypto,
  siteLink('depositCode', '/myaccount/deposit_gatecode'),
  siteLink('buyWithCard', '/crypto/buy/with-credit-card?method=card'),
  siteLink('buyWithBank', '/crypto/buy/with-bank-account?method=bank'),
  siteLink('p2p', '/c2c/market'),
];

/** The US drawer links (spec 01 §2). */
const US: readonly DrawerLink[] = [depositCrypto, siteLink('buySellCrypto', '/buy-sell-crypto')];

/**
 * Fund-wallet deposit drawer links per site (spec 01 §2 table for main and US). Turkey uses main's set;
 * testnet and the other regional sites offer the crypto deposit only (decision 0102).
 */
export function drawerLinks(site: SiteKey): DrawerLink[] {
  const key: SiteKey = isSiteKey(site) ? site : 'main';
  if (key === 'main' || key === 'tr') return [...MAIN];
  if (key === 'us') return [...US];
  return [depositCrypto];
}
