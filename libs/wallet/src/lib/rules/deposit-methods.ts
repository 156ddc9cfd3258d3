import type { ComplianceCheck } from '@exchange/api';
import type { SiteKey } from '@exchange/site-config';

/** The compliance check's menu code of fiat trading (the codes name features restricted for the user). */
export const FIAT_TRADE_MENU_CODE = 'fiat_trade';

/** A fiat code as it may appear in a path (`/c2c/USDT_EUR`); anything else falls back to USD. */
const FIAT = /^[A-Z]{3,5}$/;
export const DEPOSIT_DEFAULT_FIAT = 'USD';

export type DepositMethodId = 'onChain' | 'code' | 'p2p' | 'creditCard' | 'bankCard';

export interface DepositMethod {
  id: DepositMethodId;
  /** The target path (spec 02 §2 Routes), without the language prefix. */
  path: string;
}

export interface DepositMethodsInput {
  site: SiteKey;
  /** The other-ways section is switched on (decision 0900: the user config's `deposit_other_ways`, on unless false). */
  otherWaysEnabled: boolean;
  /** The compliance check's `limit.is_uk_limit`. */
  ukLimited: boolean;
  /** The compliance check's `menu` (restricted feature codes). */
  menu: ComplianceCheck['menu'];
  /** The fiat for P2P (header common data `defaultP2PFiat`). */
  p2pFiat: string;
  /** The fiat for card and bank purchases (header common data `defaultBuyCryptoFiat`). */
  buyFiat: string;
}

export interface DepositMethods {
  /** On-chain and code deposit: always offered. */
  always: readonly DepositMethod[];
  /** P2P, credit card and bank card; empty when the section is hidden. */
  otherWays: readonly DepositMethod[];
}

export const fiatOrDefault = (fiat: string | null | undefined): string => {
  const code = typeof fiat === 'string' ? fiat.trim().toUpperCase() : '';
  return FIAT.test(code) ? code : DEPOSIT_DEFAULT_FIAT;
};

/**
 * Spec 02 §4 deposit-method modal: on-chain and code deposit always; the other-ways section (P2P, credit card,
 * bank card) only when all hold: the section is enabled, the user is not UK-limited, the site is main, and the
 * fiat-trade menu entry is absent from the user's menu. Targets are spec 02 §2's routes, the fiat filled in.
 */
export function showDepositOtherWays(input: Pick<DepositMethodsInput, 'site' | 'otherWaysEnabled' | 'ukLimited' | 'menu'>): boolean {
  return input.otherWaysEnabled && !input.ukLimited && input.site === 'main' && !input.menu.includes(FIAT_TRADE_MENU_CODE);
}

export function depositMethods(input: DepositMethodsInput): DepositMethods {
  const always: DepositMethod[] = [
    { id: 'onChain', path: '/myaccount/deposit/USDT' },
    { id: 'code', path: '/myaccount/deposit_gatecode' },
  ];
  if (!showDepositOtherWays(input)) return { always, otherWays: [] };
  const p2p = fiatOrDefault(input.p2pFiat);
  const buy = fiatOrDefault(input.buyFiat);
  return {
    always,
    otherWays: [
      { id: 'p2p', path: `/c2c/USDT_${p2p}` },
      { id: 'creditCard', path: `/crypto/buy/with-credit-card?method=card&fiat=${buy}` },
      { id: 'bankCard', path: `/crypto/buy/with-bank-account?method=bank&fiat=${buy}` },
    ],
  };
}

/** Decision 0900: the user config (any object, or null) switches the section off with `deposit_other_ways: false`. */
export function otherWaysEnabledFromConfig(config: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return !(config && config['deposit_other_ways'] === false);
}
