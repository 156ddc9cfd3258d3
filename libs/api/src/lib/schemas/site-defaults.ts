/* The site contract's plain defaults, apart from its zod schemas in `site.ts` (decision 1950). */

/** Spec 03 §9 "Default currency / currency count: USD / 2700". */
export const DEFAULT_FIAT = 'USD';
export const DEFAULT_CURRENCY_COUNT = 2700;

/**
 * Spec 01 §8 "Common config fetch fails: fall back to the built-in coin icon whitelist"; spec 01 §9
 * "A seeded whitelist of coin symbols exists". The seed (decision 0202): the 20 most traded symbols.
 */
export const DEFAULT_COIN_ICON_WHITELIST: readonly string[] = [
  'BTC',
  'ETH',
  'USDT',
  'USDC',
  'GT',
  'BNB',
  'XRP',
  'SOL',
  'DOGE',
  'ADA',
  'TRX',
  'TON',
  'LINK',
  'AVAX',
  'DOT',
  'LTC',
  'BCH',
  'SHIB',
  'XLM',
  'UNI',
];
