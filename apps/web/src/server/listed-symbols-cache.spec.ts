import type { MarketKind, MarketSymbol } from '@exchange/api';
import { exchangeFetch } from './exchange-fetch';
import {
  LISTED_SYMBOLS_BUDGET_MS,
  LISTED_SYMBOLS_MAX_STALE_MS,
  LISTED_SYMBOLS_RETRY_MS,
  LISTED_SYMBOLS_TTL_MS,
  createListedSymbolsCache,
  isUnlistedTradePath,
  type ListedSymbolsCache,
  type ListedSymbolsLoader,
} from './listed-symbols-cache';

jest.mock('./exchange-fetch', () => ({ exchangeBaseUrl: () => 'http://sandbox.invalid', exchangeFetch: jest.fn() }));

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
const BTC = symbol('BTC_USDT');
const ETH = symbol('ETH_USDT');

/** A loader whose answers the test gives one by one. */
function scriptedLoader() {
  const pending: {
    market: MarketKind;
    signal: AbortSignal;
    resolve: (v: readonly MarketSymbol[] | null) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const load = jest.fn<ReturnType<ListedSymbolsLoader>, Parameters<ListedSymbolsLoader>>(
    (market, signal) => new Promise((resolve, reject) => pending.push({ market, signal, resolve, reject })),
  );
  return { load, pending, last: () => pending[pending.length - 1] };
}

/** Lets the microtasks of settled loads run (the fake clock does not move). */
const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('createListedSymbolsCache (decision 1431)', () => {
  it("the budget, time-to-live, retry and staleness limits are the decision's numbers", () => {
    expect([LISTED_SYMBOLS_BUDGET_MS, LISTED_SYMBOLS_TTL_MS, LISTED_SYMBOLS_RETRY_MS, LISTED_SYMBOLS_MAX_STALE_MS]).toEqual([
      1_500, 60_000, 5_000, 600_000,
    ]);
  });

  it('cold: the first request waits for one load; warm, the kept Set is served with no further call until the TTL', async () => {
    const { load, last } = scriptedLoader();
    const cache = createListedSymbolsCache({ load });
    const first = cache.keys('spot');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('spot', expect.any(AbortSignal));
    last()?.resolve([BTC, ETH]);
    const keys = await first;
    expect(keys && [...keys]).toEqual(['spot:BTC_USDT', 'spot:ETH_USDT']);

    await jest.advanceTimersByTimeAsync(LISTED_SYMBOLS_TTL_MS - 1);
    for (let i = 0; i < 100; i++) expect(await cache.keys('spot')).toBe(keys);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('concurrent cold requests share one load; each market has its own', async () => {
    const { load, pending } = scriptedLoader();
    const cache = createListedSymbolsCache({ load });
    const answers = Promise.all([cache.keys('spot'), cache.keys('spot'), cache.keys('spot')]);
    const futures = cache.keys('futures');
    expect(load.mock.calls.map(([market]) => market)).toEqual(['spot', 'futures']);
    pending[0]?.resolve([BTC]);
    pending[1]?.resolve([symbol('BTC_USDT', 'futures', 'usdt')]);
    const [a, b, c] = await answers;
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect([...((await futures) ?? [])]).toEqual(['futures:usdt:BTCUSDT']);
  });

  it('stale: the last good Set is served at once while one refresh runs, then the refreshed one', async () => {
    const { load, last } = scriptedLoader();
    const cache = createListedSymbolsCache({ load });
    const cold = cache.keys('spot');
    last()?.resolve([BTC]);
    const old = await cold;

    await jest.advanceTimersByTimeAsync(LISTED_SYMBOLS_TTL_MS);
    expect(await cache.keys('spot')).toBe(old);
    expect(await cache.keys('spot')).toBe(old);
    expect(load).toHaveBeenCalledTimes(2); // one refresh, however many requests arrive meanwhile
    last()?.resolve([BTC, ETH]);
    await flush();
    const fresh = await cache.keys('spot');
    expect(fresh).not.toBe(old);
    expect(fresh?.has('spot:ETH_USDT')).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['rejects', (p: { reject: (e: unknown) => void }) => p.reject(new Error('exchange down'))],
    ['answers null (a failed call)', (p: { resolve: (v: null) => void }) => p.resolve(null)],
    ['answers an empty list', (p: { resolve: (v: readonly MarketSymbol[]) => void }) => p.resolve([])],
    [
      'answers only the other market',
      (p: { resolve: (v: readonly MarketSymbol[]) => void }) => p.resolve([symbol('BTC_USDT', 'futures', 'usdt')]),
    ],
  ])(
    'cold, a load that %s gives no list (the proxy lets pairs through); the next load waits for the retry interval',
    async (_name, fail) => {
      const { load, last } = scriptedLoader();
      const cache = createListedSymbolsCache({ load });
      const cold = cache.keys('spot');
      fail(last() as never);
      expect(await cold).toBeNull();
      await jest.advanceTimersByTimeAsync(LISTED_SYMBOLS_RETRY_MS - 1);
      expect(await cache.keys('spot')).toBeNull();
      expect(load).toHaveBeenCalledTimes(1);

      await jest.advanceTimersByTimeAsync(1);
      const retry = cache.keys('spot');
      expect(load).toHaveBeenCalledTimes(2);
      last()?.resolve([BTC]);
      expect((await retry)?.has('spot:BTC_USDT')).toBe(true);
    },
  );

  it('a load that hangs ends at the budget: its signal aborts and the waiting request gets no list', async () => {
    const { load, last } = scriptedLoader();
    const cache = createListedSymbolsCache({ load });
    let answer: ReadonlySet<string> | null | 'pending' = 'pending';
    void cache.keys('spot').then((keys) => (answer = keys));
    await jest.advanceTimersByTimeAsync(LISTED_SYMBOLS_BUDGET_MS - 1);
    expect(answer).toBe('pending');
    expect(last()?.signal.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(answer).toBeNull();
    expect(last()?.signal.aborted).toBe(true);
    // A late answer of the abandoned load is ignored.
    last()?.resolve([BTC]);
    await flush();
    expect(await cache.keys('spot')).toBeNull();
  });

  it('a failed refresh keeps serving the last good Set, retried after the interval, until it is too stale to trust', async () => {
    const { load, last } = scriptedLoader();
    const cache = createListedSymbolsCache({ load });
    const cold = cache.keys('spot');
    last()?.resolve([BTC]);
    const good = await cold;

    await jest.advanceTimersByTimeAsync(LISTED_SYMBOLS_TTL_MS);
    expect(await cache.keys('spot')).toBe(good);
    last()?.reject(new Error('exchange down'));
    await flush();
    expect(await cache.keys('spot')).toBe(good);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(LISTED_SYMBOLS_RETRY_MS);
    expect(await cache.keys('spot')).toBe(good);
    expect(load).toHaveBeenCalledTimes(3);
    last()?.resolve(null);

    await jest.advanceTimersByTimeAsync(LISTED_SYMBOLS_MAX_STALE_MS);
    const tooOld = cache.keys('spot');
    last()?.reject(new Error('still down'));
    expect(await tooOld).toBeNull();
  });
});

describe("isUnlistedTradePath (the proxy's check, decision 1431)", () => {
  const listed = (keys: ReadonlySet<string> | null): ListedSymbolsCache & { keys: jest.Mock } => ({
    keys: jest.fn(async () => keys),
  });
  const SPOT = new Set(['spot:BTC_USDT']);

  it.each([
    ['/trade/NOPE_USDT', SPOT, true],
    ['/trade/BTC_USDT', SPOT, false],
    ['/trade/btc_usdt', SPOT, false],
    ['/trade/NOPE_USDT', null, false],
  ])('%s with %p → %s', async (path, keys, expected) => {
    const cache = listed(keys);
    expect(await isUnlistedTradePath(path, cache)).toBe(expected);
    expect(cache.keys).toHaveBeenCalledWith('spot');
  });

  it('asks the futures list for a futures path', async () => {
    const cache = listed(new Set(['futures:usdt:BTCUSDT']));
    expect(await isUnlistedTradePath('/futures/usdt/NOPE_USDT', cache)).toBe(true);
    expect(await isUnlistedTradePath('/futures/usdt/BTC_USDT', cache)).toBe(false);
    expect(cache.keys.mock.calls).toEqual([['futures'], ['futures']]);
  });

  it.each(['/', '/price', '/nope', '/trade/NOPE', '/futures/NOPE', '/login'])(
    '%s never touches the list (no cost off the trade pages)',
    async (path) => {
      const cache = listed(SPOT);
      expect(await isUnlistedTradePath(path, cache)).toBe(false);
      expect(cache.keys).not.toHaveBeenCalled();
    },
  );
});

describe('the process cache loads through the server exchange client', () => {
  it('asks marketSymbols of the market once, then answers from the kept Set', async () => {
    const fetchMock = jest.mocked(exchangeFetch);
    fetchMock.mockImplementation(async () => Response.json({ code: 0, message: 'success', data: [BTC] }));
    expect(await isUnlistedTradePath('/trade/NOPE_USDT')).toBe(true);
    expect(await isUnlistedTradePath('/trade/BTC_USDT')).toBe(false);
    expect(await isUnlistedTradePath('/trade/btc_usdt')).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = new Request(fetchMock.mock.calls[0]?.[0] as RequestInfo, fetchMock.mock.calls[0]?.[1]);
    expect(new URL(request.url).pathname).toBe('/api/web/v1/market/symbols');
    expect(new URL(request.url).searchParams.get('market')).toBe('spot');
  });
});
