import type { AlphaToken } from '@exchange/api';
import Decimal from 'decimal.js';
import { TRANSFER_DECIMALS, toUnits } from '../rules/funds-transfer';

/** One alpha buy this browser made (decision 1903): USDT out of spot, the token into spot. */
export interface AlphaTrade {
  order_id: string;
  token: string;
  amount: string;
  price: string;
  usdt_amount: string;
  created_at: number;
}

/** The alpha board (decision 1903): reference prices, minimum buy, listing dates; PEPE is the home banner's token. */
const ALPHA_LISTINGS = [
  {
    token: 'PEPE',
    name: 'Pepe',
    chain: 'ETH',
    price: 0.0000182,
    decimals: 10,
    holders: 412_000,
    supply: 420_690_000_000_000,
    listedDaysAgo: 1,
  },
  {
    token: 'BONK',
    name: 'Bonk',
    chain: 'SOL',
    price: 0.0000241,
    decimals: 10,
    holders: 265_000,
    supply: 88_000_000_000_000,
    listedDaysAgo: 6,
  },
  { token: 'WIF', name: 'dogwifhat', chain: 'SOL', price: 2.41, decimals: 4, holders: 178_000, supply: 998_000_000, listedDaysAgo: 12 },
  { token: 'BRETT', name: 'Brett', chain: 'BASE', price: 0.1365, decimals: 5, holders: 96_000, supply: 9_990_000_000, listedDaysAgo: 20 },
  { token: 'TURBO', name: 'Turbo', chain: 'ETH', price: 0.00714, decimals: 7, holders: 54_000, supply: 69_000_000_000, listedDaysAgo: 31 },
] as const;

/** The smallest alpha buy in USDT. */
export const ALPHA_MIN_USDT = '5';
const HOUR = 3_600_000;

/** A token's price at `now`: a slow deterministic wave around its reference (±6 %), so a reload shows life. */
function priceAt(reference: number, index: number, now: number): number {
  return reference * (1 + 0.06 * Math.sin(now / (6 * HOUR) + index * 1.7));
}

/** The alpha board at `now`: price, 24 h change, volume and market cap from the wave. */
export function alphaBoard(now: number): AlphaToken[] {
  return ALPHA_LISTINGS.map((l, i) => {
    const price = priceAt(l.price, i, now);
    const before = priceAt(l.price, i, now - 24 * HOUR);
    return {
      token: l.token,
      name: l.name,
      chain: l.chain,
      price: price.toFixed(l.decimals),
      change_24h: Math.round(((price - before) / before) * 10_000) / 100,
      volume_24h: (l.supply * price * 0.004).toFixed(0),
      market_cap: (l.supply * price).toFixed(0),
      holders: l.holders,
      min_usdt: ALPHA_MIN_USDT,
      listed_at: now - l.listedDaysAgo * 24 * HOUR,
    };
  });
}

/** What the alpha buys did to spot, per currency, in units (the ledger adds them: one line in `applyMoney`). */
export function alphaDeltas(trades: readonly AlphaTrade[] | undefined): [string, bigint][] {
  const deltas = new Map<string, bigint>();
  for (const t of trades ?? []) {
    deltas.set('USDT', (deltas.get('USDT') ?? 0n) - (toUnits(t.usdt_amount) ?? 0n));
    deltas.set(t.token, (deltas.get(t.token) ?? 0n) + (toUnits(t.amount) ?? 0n));
  }
  return [...deltas];
}

/** The tokens a USDT amount buys at a price, rounded down to the ledger's 8 decimals ('0' for a bad input). */
export function alphaFillAmount(usdtAmount: string, price: string): string {
  try {
    const p = new Decimal(price);
    if (p.lte(0)) return '0';
    return new Decimal(usdtAmount).div(p).toDecimalPlaces(TRANSFER_DECIMALS, Decimal.ROUND_DOWN).toFixed();
  } catch {
    return '0';
  }
}
