import {
  MARKET_INPUT_LIMITS,
  createClientCache,
  memoryStore,
  readCachedSymbols,
  writeCachedSymbols,
  type MarketSymbol,
} from '@exchange/api';
import { createFakeRealtimeClient, createFixtureClient } from '@exchange/api/testing';
import { loadHistory, onReadyAsync, resolveSymbolAsync, searchSymbolsAsync, subscribeCandles } from './datafeed-adapter';
import type { LibrarySymbolInfo } from './datafeed-types';
import { createExchangeDatafeed, normaliseSymbolName, toSymbolInfo } from './exchange-datafeed';

const BTC: MarketSymbol = {
  symbol: 'BTC_USDT',
  market: 'spot',
  base: 'BTC',
  quote: 'USDT',
  settle: '',
  description: 'BTC / USDT',
  exchange: 'SANDBOX',
  price_precision: 2,
  amount_precision: 4,
  min_amount: '0.0001',
  contract_size: '0',
};
const PERP: MarketSymbol = {
  ...BTC,
  market: 'futures',
  settle: 'usdt',
  description: 'BTC / USDT perpetual',
  price_precision: 1,
  amount_precision: 0,
};
const bar = (time: number, close = 100) => ({ time, open: 99, high: 101, low: 98, close, volume: 2 });

const feedWith = (
  fixtures: Parameters<typeof createFixtureClient>[0] = {},
  failures: Parameters<typeof createFixtureClient>[1] = {},
  market: 'spot' | 'futures' = 'spot',
) => {
  const client = createFixtureClient({ marketSymbols: [BTC], ...fixtures }, failures);
  const realtime = createFakeRealtimeClient();
  const feed = createExchangeDatafeed({ client, market, realtime: () => realtime });
  return { client, feed, realtime };
};

describe('normaliseSymbolName', () => {
  it.each([
    ['BTC_USDT', 'BTC_USDT'],
    ['btc/usdt', 'BTC_USDT'],
    ['BTC-USDT', 'BTC_USDT'],
    ['SANDBOX:BTC_USDT', 'BTC_USDT'],
    [' eth_usdt ', 'ETH_USDT'],
  ])('%p → %p', (input, expected) => expect(normaliseSymbolName(input)).toBe(expected));
});

describe('toSymbolInfo', () => {
  it('takes pricescale from the price precision and offers every resolution, seconds included', () => {
    const info = toSymbolInfo(BTC);
    expect(info).toEqual(
      expect.objectContaining({
        name: 'BTC_USDT',
        full_name: 'SANDBOX:BTC_USDT',
        type: 'crypto',
        pricescale: 100,
        minmov: 1,
        has_seconds: true,
        volume_precision: 4,
      }),
    );
    expect(info.supported_resolutions).toHaveLength(20);
    expect(toSymbolInfo(PERP)).toEqual(expect.objectContaining({ type: 'futures', pricescale: 10 }));
  });
});

describe('createExchangeDatafeed (decision 0412)', () => {
  it('onReady answers asynchronously with the resolutions and timescale marks support', async () => {
    const { feed } = feedWith();
    let sync = true;
    const config = onReadyAsync(feed).then((c) => ({ c, sync }));
    sync = false;
    const { c, sync: wasSync } = await config;
    expect(wasSync).toBe(false);
    expect(c.supported_resolutions).toContain('1S');
    expect(c.supports_timescale_marks).toBe(true);
  });

  it('resolves symbols from the market list (asked once), in any spelling; unknown ones fail', async () => {
    const { feed, client } = feedWith();
    expect((await resolveSymbolAsync(feed, 'btc/usdt')).pricescale).toBe(100);
    expect((await resolveSymbolAsync(feed, 'SANDBOX:BTC_USDT')).name).toBe('BTC_USDT');
    await expect(resolveSymbolAsync(feed, 'ETH_USDT')).rejects.toThrow('unknown_symbol');
    expect(client.calls.filter((c) => c.name === 'marketSymbols')).toEqual([{ name: 'marketSymbols', input: { market: 'spot' } }]);
  });

  it('asks for the list again after a failed one', async () => {
    const { feed, client } = feedWith({}, { marketSymbols: 'network' });
    await expect(resolveSymbolAsync(feed, 'BTC_USDT')).rejects.toThrow('unknown_symbol');
    await expect(resolveSymbolAsync(feed, 'BTC_USDT')).rejects.toThrow('unknown_symbol');
    expect(client.calls.filter((c) => c.name === 'marketSymbols')).toHaveLength(2);
  });

  describe('with the client cache (decision 1861)', () => {
    const cachedWith = async (symbols: MarketSymbol[]) => {
      const cache = createClientCache(memoryStore(), () => Date.UTC(2026, 10, 28, 6));
      if (symbols.length > 0) await writeCachedSymbols(cache, 'spot', symbols);
      return cache;
    };

    it('resolves from the cached list at once, asks for the fresh list beside it and caches that', async () => {
      const cache = await cachedWith([{ ...BTC, price_precision: 4 }]);
      const client = createFixtureClient({ marketSymbols: [BTC] });
      const feed = createExchangeDatafeed({ client, market: 'spot', realtime: () => null, cache });
      expect((await resolveSymbolAsync(feed, 'BTC_USDT')).pricescale).toBe(10_000);
      expect(client.calls.filter((c) => c.name === 'marketSymbols')).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await readCachedSymbols(cache, 'spot')).toEqual([BTC]);
    });

    it('waits for the fresh list when the symbol is not in the cached one (a new listing)', async () => {
      const ETH = { ...BTC, symbol: 'ETH_USDT', base: 'ETH' };
      const cache = await cachedWith([BTC]);
      const feed = createExchangeDatafeed({
        client: createFixtureClient({ marketSymbols: [BTC, ETH] }),
        market: 'spot',
        realtime: () => null,
        cache,
      });
      expect((await resolveSymbolAsync(feed, 'ETH_USDT')).name).toBe('ETH_USDT');
    });

    it('an empty cache resolves from the network and fills the cache', async () => {
      const cache = await cachedWith([]);
      const feed = createExchangeDatafeed({
        client: createFixtureClient({ marketSymbols: [BTC] }),
        market: 'spot',
        realtime: () => null,
        cache,
      });
      expect((await resolveSymbolAsync(feed, 'BTC_USDT')).pricescale).toBe(100);
      expect(await readCachedSymbols(cache, 'spot')).toEqual([BTC]);
    });
  });

  it('searches the market with the typed text', async () => {
    const { feed, client } = feedWith({ marketSymbols: (input) => (input?.query === 'btc' ? [BTC] : []) });
    expect(await searchSymbolsAsync(feed, 'btc')).toEqual([
      {
        symbol: 'BTC_USDT',
        full_name: 'SANDBOX:BTC_USDT',
        description: 'BTC / USDT',
        exchange: 'SANDBOX',
        ticker: 'BTC_USDT',
        type: 'crypto',
      },
    ]);
    expect(await searchSymbolsAsync(feed, 'zzz')).toEqual([]);
    expect(client.calls.at(-1)?.input).toEqual({ market: 'spot', query: 'zzz' });
  });

  it("cuts a long search to the api's declared query limit, so the call stays valid", async () => {
    const { feed, client } = feedWith({ marketSymbols: () => [] });
    await searchSymbolsAsync(feed, `  ${'b'.repeat(100)}  `);
    expect(client.calls.at(-1)?.input).toEqual({ market: 'spot', query: 'b'.repeat(MARKET_INPUT_LIMITS.symbolQueryMaxLength) });
  });

  it('loads history pages through the contract: from/to in seconds, countBack, never a negative from', async () => {
    const { feed, client } = feedWith({ marketKlines: { bars: [bar(2000, 101), bar(1000, 100)], no_data: false, next_time: null } });
    const info = await resolveSymbolAsync(feed, 'BTC_USDT');
    const { candles, noData } = await loadHistory(feed, info, '1M', Date.UTC(2026, 0, 1), 1000, true);
    expect(candles.map((c) => c.time)).toEqual([1000, 2000]);
    expect(noData).toBe(false);
    const request = client.calls.find((c) => c.name === 'marketKlines')?.input;
    expect(request).toEqual({
      symbol: 'BTC_USDT',
      market: 'spot',
      resolution: '1M',
      from: 0,
      to: Date.UTC(2026, 0, 1) / 1000,
      count_back: 1000,
    });
  });

  it('caps countBack at the API limit and leaves it out when not asked', async () => {
    const { feed, client } = feedWith();
    const info = await resolveSymbolAsync(feed, 'BTC_USDT');
    await new Promise<void>((resolve) =>
      feed.getBars(
        info,
        '60',
        { from: 10, to: 20, countBack: 99_999, firstDataRequest: true },
        () => resolve(),
        () => resolve(),
      ),
    );
    await new Promise<void>((resolve) =>
      feed.getBars(
        info,
        '60',
        { from: 10, to: 20, countBack: 0, firstDataRequest: false },
        () => resolve(),
        () => resolve(),
      ),
    );
    const inputs = client.calls.filter((c) => c.name === 'marketKlines').map((c) => c.input);
    expect(inputs).toEqual([
      { symbol: 'BTC_USDT', market: 'spot', resolution: '60', from: 10, to: 20, count_back: MARKET_INPUT_LIMITS.klinesMaxBars },
      { symbol: 'BTC_USDT', market: 'spot', resolution: '60', from: 10, to: 20 },
    ]);
  });

  it('says no data only when the server says so and sent nothing', async () => {
    const { feed } = feedWith({ marketKlines: { bars: [], no_data: true, next_time: null } });
    const info = await resolveSymbolAsync(feed, 'BTC_USDT');
    expect((await loadHistory(feed, info, '60', 1_000_000, 10, false)).noData).toBe(true);
  });

  it.each([
    ['a failed call', { marketKlines: 'http' as const }, '60', 'Fixture failure: http'],
    ['an unsupported resolution', {}, '7', 'unsupported resolution 7'],
  ])('reports %s through onError', async (_case, failures, resolution, message) => {
    const { feed } = feedWith({}, failures);
    const info = toSymbolInfo(BTC);
    const error = await new Promise<string>((resolve) =>
      feed.getBars(info, resolution, { from: 0, to: 10, countBack: 5, firstDataRequest: true }, () => resolve('no error'), resolve),
    );
    expect(error).toBe(message);
  });

  it('subscribes to the candle channel: candles become ticks, a reset (reconnect, resync, sleep) asks the chart to reload', () => {
    const { feed, realtime } = feedWith();
    const info: LibrarySymbolInfo = toSymbolInfo(BTC);
    const ticks: number[] = [];
    const onReset = jest.fn();
    const stop = subscribeCandles(feed, info, '1', (c) => ticks.push(c.close), onReset);
    expect(realtime.channels()).toEqual(['candles:spot:BTC_USDT:1']);
    realtime.emit({ type: 'candle', ch: 'candles:spot:BTC_USDT:1', data: bar(60_000, 123) });
    realtime.emit({ type: 'trades', ch: 'candles:spot:BTC_USDT:1', data: [] });
    realtime.reset('reconnect');
    realtime.reset('clock-jump');
    expect(ticks).toEqual([123]);
    expect(onReset).toHaveBeenCalledTimes(2);
    stop();
    expect(realtime.channels()).toEqual([]);
  });

  it('subscribes to futures candles for a futures feed, and dispose() releases every subscription', () => {
    const { feed, realtime } = feedWith({ marketSymbols: [PERP] }, {}, 'futures');
    const info = toSymbolInfo(PERP);
    feed.subscribeBars(info, '60', jest.fn(), 'a', jest.fn());
    feed.subscribeBars(info, '1', jest.fn(), 'b', jest.fn());
    feed.subscribeBars(info, '1', jest.fn(), 'b', jest.fn());
    feed.subscribeBars(info, 'bogus', jest.fn(), 'c', jest.fn());
    expect(realtime.subscriptions.map((s) => [s.ch, s.released])).toEqual([
      ['candles:futures:BTC_USDT:60', false],
      ['candles:futures:BTC_USDT:1', true],
      ['candles:futures:BTC_USDT:1', false],
    ]);
    feed.dispose();
    expect(realtime.subscriptions.every((s) => s.released)).toBe(true);
  });

  it('maps timescale marks, and answers none for an unsupported resolution', async () => {
    const { feed, client } = feedWith({
      marketTimescaleMarks: [{ id: 'm1', time: 1_700_000_000, color: '#4fa3ff', label: 'N', tooltip: ['Market news'] }],
    });
    const info = toSymbolInfo(BTC);
    const marks = await new Promise((resolve) => feed.getTimescaleMarks?.(info, -5, 1_700_000_100, resolve, '60'));
    expect(marks).toEqual([{ id: 'm1', time: 1_700_000_000, color: '#4fa3ff', label: 'N', tooltip: ['Market news'] }]);
    expect(client.calls.at(-1)?.input).toEqual({ symbol: 'BTC_USDT', market: 'spot', resolution: '60', from: 0, to: 1_700_000_100 });
    expect(await new Promise((resolve) => feed.getTimescaleMarks?.(info, 0, 1, resolve, 'nope'))).toEqual([]);
  });
});
