import type { MarketKind, MarketSymbol } from '@exchange/api';
import { LISTED_SYMBOLS_MAX_AGE_MS, createListedSymbolsRegistry, isUnlistedTradePath, publishListedSymbols } from './listed-symbols-cache';

const symbol = (name: string, market: MarketKind = 'spot', settle = ''): MarketSymbol => {
  const [base = '', quote = ''] = name.split('_');
  return {
    symbol: name,
    market,
    base,
    quote,
    settle,
    description: `${base} / ${quote}`,
    exchange: 'sandbox',
    price_precision: 2,
    amount_precision: 4,
    min_amount: '0.0001',
    contract_size: '0',
  };
};

describe('createListedSymbolsRegistry (decision 1431)', () => {
  it('knows no list until one is published', () => {
    const registry = createListedSymbolsRegistry(() => 0);
    expect(registry.symbols('spot')).toBeNull();
    expect(isUnlistedTradePath('/trade/NOPE_USDT', registry)).toBe(false);
  });

  it('answers from the published list: unlisted pairs true, listed pairs (any case) false', () => {
    const registry = createListedSymbolsRegistry(() => 0);
    registry.publish('spot', [symbol('BTC_USDT'), symbol('ETH_USDT')]);
    expect(isUnlistedTradePath('/trade/NOPE_USDT', registry)).toBe(true);
    expect(isUnlistedTradePath('/trade/BTC_USDT', registry)).toBe(false);
    expect(isUnlistedTradePath('/trade/btc_usdt', registry)).toBe(false);
    // Not a trade path, or a futures path while only spot is known: the page decides.
    expect(isUnlistedTradePath('/fee', registry)).toBe(false);
    expect(isUnlistedTradePath('/futures/usdt/NOPE_USDT', registry)).toBe(false);
  });

  it.each([
    // Spot: the trade page's own matching (the pair upper-cased against the listed symbol).
    ['/trade/BTC_USDT', false],
    ['/trade/btc_usdt', false], // listed: the page redirects it to /trade/BTC_USDT
    ['/trade/Eth_Usdt/', false],
    ['/trade/NOPE_USDT', true],
    ['/trade/nope_usdt', true],
    ['/trade/USDT_BTC', true],
    ['/trade/BTCUSDT_X', true],
    // Futures: the unit lower-cased, the contract upper-cased without its underscore.
    ['/futures/usdt/BTC_USDT', false],
    ['/futures/USDT/BTC_USDT', false], // listed: the page redirects to /futures/usdt/BTC_USDT
    ['/futures/usdt/btcusdt', false],
    ['/futures/usdt/NOPE_USDT', true],
    ['/futures/btc/BTC_USDT', true],
    ['/futures/usdt/ETH_USDT', true],
    // Paths of no page's shape are isUnknownPagePath's; paths outside the trade pages are never unlisted.
    ['/trade/NOPE', false],
    ['/futures/NOPE', false],
    ['/trade/NOPE_USDT/x', false],
    ['/nope', false],
    ['/', false],
  ] as const)('with the sandbox-shaped lists, %s → %s', (path, expected) => {
    const registry = createListedSymbolsRegistry(() => 0);
    registry.publish('spot', [symbol('BTC_USDT'), symbol('ETH_USDT')]);
    registry.publish('futures', [symbol('BTC_USDT', 'futures', 'usdt')]);
    expect(isUnlistedTradePath(path, registry)).toBe(expected);
  });

  it('keeps markets apart and ignores empty, foreign or missing lists (the last good one stays)', () => {
    const registry = createListedSymbolsRegistry(() => 0);
    registry.publish('futures', [symbol('BTC_USDT', 'futures', 'usdt')]);
    registry.publish('futures', []);
    registry.publish('futures', null);
    registry.publish('futures', [symbol('ETH_USDT', 'spot')]);
    expect(isUnlistedTradePath('/futures/usdt/BTC_USDT', registry)).toBe(false);
    expect(isUnlistedTradePath('/futures/usdt/NOPE_USDT', registry)).toBe(true);
    // A market's list never lists the other market's symbols; no spot list is known, so the page decides.
    expect(registry.symbols('spot')).toBeNull();
    expect(isUnlistedTradePath('/trade/BTC_USDT', registry)).toBe(false);
  });

  it('replaces the list with the next good one', () => {
    const registry = createListedSymbolsRegistry(() => 0);
    registry.publish('spot', [symbol('BTC_USDT')]);
    registry.publish('spot', [symbol('NEW_USDT')]);
    expect(isUnlistedTradePath('/trade/NEW_USDT', registry)).toBe(false);
    expect(isUnlistedTradePath('/trade/BTC_USDT', registry)).toBe(true);
  });

  it.each([
    [0, false],
    [LISTED_SYMBOLS_MAX_AGE_MS - 1, false],
    [LISTED_SYMBOLS_MAX_AGE_MS, true],
  ])('a list %i ms old is too old: %p (then no 404 from the proxy)', (age, tooOld) => {
    let now = 1_000;
    const registry = createListedSymbolsRegistry(() => now);
    registry.publish('spot', [symbol('BTC_USDT')]);
    now += age;
    expect(registry.symbols('spot') === null).toBe(tooOld);
    expect(isUnlistedTradePath('/trade/NOPE_USDT', registry)).toBe(!tooOld);
  });
});

describe('the process registry', () => {
  it('is shared through globalThis, so the proxy bundle sees what the pages publish', () => {
    publishListedSymbols('spot', [symbol('BTC_USDT')]);
    const store = (globalThis as Record<symbol, unknown>)[Symbol.for('exchange-web.listed-symbols')] as Map<MarketKind, unknown>;
    expect(store.get('spot')).toBeDefined();
    expect(isUnlistedTradePath('/trade/NOPE_USDT')).toBe(true);
    expect(isUnlistedTradePath('/trade/BTC_USDT')).toBe(false);
  });
});
