import * as z from 'zod/mini';
import { CACHE_DATA_VERSION } from '../rules/cache-entry';
import { marketSymbolSchema } from '../schemas/market';
import { SYMBOL_LIST_CACHE, createClientCache, readCachedSymbols, writeCachedSymbols } from './client-cache';
import { memoryStore } from './key-value-store';

const marketSymbolsSample = z.parse(z.array(marketSymbolSchema), [
  { symbol: 'BTC_USDT', market: 'spot', base: 'BTC', quote: 'USDT', price_precision: 2, amount_precision: 6, min_amount: '0.0001' },
  { symbol: 'ETH_USDT', market: 'spot', base: 'ETH', quote: 'USDT', price_precision: 2, amount_precision: 5, min_amount: '0.001' },
]);

const T0 = Date.UTC(2026, 10, 28, 6, 0, 0);
const MIN = 60_000;

function setup() {
  let now = T0;
  const store = memoryStore();
  const cache = createClientCache(store, () => now);
  return { store, cache, advance: (ms: number) => (now += ms) };
}

describe('the symbol list cache (decision 1861)', () => {
  it('gives the list back for 30 minutes, then misses and deletes it', async () => {
    const { store, cache, advance } = setup();
    await writeCachedSymbols(cache, 'spot', marketSymbolsSample);
    expect(await store.get('marketSymbols:spot')).toMatchObject({ v: CACHE_DATA_VERSION, at: T0, exp: T0 + 30 * MIN });
    expect(await readCachedSymbols(cache, 'spot')).toEqual(marketSymbolsSample);
    expect(await readCachedSymbols(cache, 'futures')).toBeNull();
    advance(SYMBOL_LIST_CACHE.expiryMinutes * MIN);
    expect(await readCachedSymbols(cache, 'spot')).toBeNull();
    expect(await store.get('marketSymbols:spot')).toBeUndefined();
  });

  it('never caches an empty list (a fallback)', async () => {
    const { store, cache } = setup();
    await writeCachedSymbols(cache, 'spot', []);
    expect(await store.get('marketSymbols:spot')).toBeUndefined();
  });

  it.each([
    ['an older data version', { v: CACHE_DATA_VERSION - 1, at: T0, exp: T0 + MIN, data: [] }],
    ['data the schema refuses', { v: CACHE_DATA_VERSION, at: T0, exp: T0 + MIN, data: [{ symbol: 42 }] }],
    ['not an entry', 'garbage'],
  ])('%s is a miss and is deleted', async (_label, stored) => {
    const { store, cache } = setup();
    await store.set('marketSymbols:spot', stored);
    expect(await readCachedSymbols(cache, 'spot')).toBeNull();
    expect(await store.get('marketSymbols:spot')).toBeUndefined();
  });
});
