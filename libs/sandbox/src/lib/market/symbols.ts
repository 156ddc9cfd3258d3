import type { MarketKind, MarketSymbol } from '@exchange/api';

/** What the sandbox needs beyond the public symbol data: where the price walks around, and its liveliness. */
export interface SandboxSymbol {
  info: MarketSymbol;
  /** The price the walk stays around (the personas' orders and positions sit near it). */
  referencePrice: number;
  /** Typical daily move (log-return standard deviation). */
  dailyVolatility: number;
  /** Typical traded amount per minute, in base currency (spot) or contracts (futures). */
  volumePerMinute: number;
  /** Futures trade at a small premium to spot (the walk is shared, so both charts move together). */
  basis: number;
  /** First bar ever (older history answers no data). */
  listedAt: number;
}

const spot = (
  base: string,
  quote: string,
  price: number,
  pricePrecision: number,
  amountPrecision: number,
  extra: Partial<SandboxSymbol> = {},
): SandboxSymbol => ({
  info: {
    symbol: `${base}_${quote}`,
    market: 'spot',
    base,
    quote,
    settle: '',
    description: `${base} / ${quote}`,
    exchange: 'SANDBOX',
    price_precision: pricePrecision,
    amount_precision: amountPrecision,
    min_amount: (10 ** -amountPrecision).toFixed(amountPrecision),
    contract_size: '0',
    // Issue 21 (decision 1882): the limits the sandbox enforces and the order form checks.
    tick_size: (10 ** -pricePrecision).toFixed(pricePrecision),
    amount_step: (10 ** -amountPrecision).toFixed(amountPrecision),
    min_notional: '5',
    price_band: '0.1',
    maker_fee_rate: '0.001',
    taker_fee_rate: '0.001',
    max_leverage: 0,
    maintenance_margin_rate: '0',
  },
  referencePrice: price,
  dailyVolatility: 0.03,
  volumePerMinute: 1,
  basis: 0,
  listedAt: Date.UTC(2017, 0, 1),
  ...extra,
});

const perpetual = (
  base: string,
  quote: string,
  price: number,
  pricePrecision: number,
  contractSize: string,
  maxLeverage: number,
  extra: Partial<SandboxSymbol> = {},
): SandboxSymbol => ({
  info: {
    symbol: `${base}_${quote}`,
    market: 'futures',
    base,
    quote,
    settle: quote.toLowerCase(),
    description: `${base} / ${quote} perpetual`,
    exchange: 'SANDBOX',
    price_precision: pricePrecision,
    amount_precision: 0,
    min_amount: '1',
    contract_size: contractSize,
    tick_size: (10 ** -pricePrecision).toFixed(pricePrecision),
    amount_step: '1',
    min_notional: '5',
    price_band: '0.1',
    maker_fee_rate: '0.0002',
    taker_fee_rate: '0.0005',
    max_leverage: maxLeverage,
    maintenance_margin_rate: '0.005',
  },
  referencePrice: price,
  dailyVolatility: 0.03,
  volumePerMinute: 400,
  basis: 0.0004,
  listedAt: Date.UTC(2019, 0, 1),
  ...extra,
});

/** The sandbox's markets (decision 0411): three spot pairs and two USDT-settled perpetuals. */
export const SANDBOX_SYMBOLS: readonly SandboxSymbol[] = [
  spot('BTC', 'USDT', 60_000, 2, 4, { volumePerMinute: 4 }),
  spot('ETH', 'USDT', 3_000, 2, 4, { volumePerMinute: 60, dailyVolatility: 0.035 }),
  spot('SOL', 'USDT', 150, 3, 2, { volumePerMinute: 900, dailyVolatility: 0.05 }),
  perpetual('BTC', 'USDT', 60_000, 1, '0.0001', 100),
  perpetual('ETH', 'USDT', 3_000, 2, '0.01', 50, { dailyVolatility: 0.035 }),
];

export function findSandboxSymbol(symbol: unknown, market: MarketKind): SandboxSymbol | null {
  return SANDBOX_SYMBOLS.find((s) => s.info.market === market && s.info.symbol === symbol) ?? null;
}

/** Symbols matching a search (case-insensitive; `BTC/USDT`, `btc-usdt` and `BTCUSDT` alike) in a market or all. */
export function searchSandboxSymbols(query: unknown, market: MarketKind | undefined): SandboxSymbol[] {
  const q =
    typeof query === 'string'
      ? query
          .trim()
          .toUpperCase()
          .replace(/[/\-\s]/g, '_')
      : '';
  const compact = q.replace(/_/g, '');
  return SANDBOX_SYMBOLS.filter(
    (s) =>
      (market === undefined || s.info.market === market) &&
      (q === '' ||
        s.info.symbol.includes(q) ||
        s.info.symbol.replace('_', '').includes(compact) ||
        s.info.description.toUpperCase().includes(q)),
  );
}
