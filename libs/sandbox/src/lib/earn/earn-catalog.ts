import type { ConvertCoin, EarnKind, EarnProduct } from '@exchange/api';

/**
 * What the sandbox sells in convert and earn (issue 25, decision 1895): one table each. The home statistics'
 * `simple_earn_apr_usdt` and `lend_earn_max_rate` (03 §3) are read from the products table, so they always agree.
 */
export const CONVERT_COINS: readonly ConvertCoin[] = [
  { currency: 'USDT', name: 'Tether', usdt_price: '1', min_amount: '5', precision: 2 },
  { currency: 'BTC', name: 'Bitcoin', usdt_price: '97000', min_amount: '0.00005', precision: 8 },
  { currency: 'ETH', name: 'Ethereum', usdt_price: '3400', min_amount: '0.002', precision: 6 },
  { currency: 'BNB', name: 'BNB', usdt_price: '640', min_amount: '0.01', precision: 4 },
  { currency: 'SOL', name: 'Solana', usdt_price: '180', min_amount: '0.03', precision: 4 },
  { currency: 'XRP', name: 'XRP', usdt_price: '2.3', min_amount: '3', precision: 2 },
  { currency: 'DOGE', name: 'Dogecoin', usdt_price: '0.38', min_amount: '15', precision: 2 },
];

/** A convert quote holds its price this long (the page counts it down). */
export const CONVERT_QUOTE_TTL_MS = 10_000;
/** The convert desk's spread, taken from the amount received. */
export const CONVERT_SPREAD = '0.001';

const product = (
  kind: EarnKind,
  currency: string,
  apr: string,
  term_days: number,
  min_amount: string,
  max_amount: string,
): EarnProduct => ({
  id: `${kind}-${currency.toLowerCase()}-${term_days === 0 ? 'flexible' : `${term_days}d`}`,
  kind,
  currency,
  apr,
  term_days,
  min_amount,
  max_amount,
});

export const EARN_PRODUCTS: readonly EarnProduct[] = [
  product('simple', 'USDT', '6.2', 0, '10', '100000'),
  product('simple', 'USDT', '8.5', 30, '10', '100000'),
  product('simple', 'BTC', '1.2', 0, '0.0001', '5'),
  product('simple', 'BTC', '2.1', 60, '0.0001', '5'),
  product('simple', 'ETH', '2.4', 0, '0.01', '100'),
  product('simple', 'ETH', '3.8', 90, '0.01', '100'),
  product('simple', 'SOL', '5.9', 0, '0.1', '2000'),
  product('lend', 'USDT', '9.1', 0, '50', '50000'),
  product('lend', 'USDT', '12.3', 7, '50', '50000'),
  product('lend', 'BTC', '3.5', 7, '0.001', '2'),
  product('lend', 'ETH', '4.6', 14, '0.05', '50'),
  product('hodl', 'BTC', '4.2', 120, '0.001', '10'),
  product('hodl', 'ETH', '5.6', 120, '0.05', '200'),
  product('hodl', 'USDT', '11', 90, '100', '200000'),
];

const highest = (list: readonly EarnProduct[]): string => list.reduce((best, p) => (Number(p.apr) > Number(best) ? p.apr : best), '0');

/** 03 §3 home statistics from the products: the best USDT simple-earn APR and the best lending rate. */
export const homeEarnStats = (products: readonly EarnProduct[] = EARN_PRODUCTS) => ({
  simple_earn_apr_usdt: highest(products.filter((p) => p.kind === 'simple' && p.currency === 'USDT')),
  lend_earn_max_rate: highest(products.filter((p) => p.kind === 'lend')),
});

export const findEarnProduct = (id: unknown): EarnProduct | undefined => EARN_PRODUCTS.find((p) => p.id === id);
export const findConvertCoin = (currency: unknown): ConvertCoin | undefined => CONVERT_COINS.find((c) => c.currency === currency);
