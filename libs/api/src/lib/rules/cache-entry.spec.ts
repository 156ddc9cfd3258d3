import { CACHE_DATA_VERSION, INDEX_DATABASE, cacheEntry, freshCacheData } from './cache-entry';

const T0 = Date.UTC(2026, 10, 28, 6, 0, 0);
const MIN = 60_000;

describe('spec 03 §9 index database defaults (decision 1861)', () => {
  it('names gateio_db, gate_table and version 1672531', () => {
    expect(INDEX_DATABASE).toEqual({ name: 'gateio_db', store: 'gate_table', version: 1672531 });
  });
});

describe('cacheEntry: expiry in minutes', () => {
  it.each([
    [30, { v: CACHE_DATA_VERSION, at: T0, exp: T0 + 30 * MIN, data: 'x' }],
    [1, { v: CACHE_DATA_VERSION, at: T0, exp: T0 + MIN, data: 'x' }],
    [0, null],
    [-5, null],
    [Number.NaN, null],
  ])('%s minutes → %j', (minutes, expected) => {
    expect(cacheEntry('x', T0, minutes)).toEqual(expected);
  });
});

describe('freshCacheData', () => {
  const entry = cacheEntry(['BTC_USDT'], T0, 30);
  it.each<[string, unknown, number, unknown]>([
    ['just written', entry, T0, ['BTC_USDT']],
    ['29 min 59 s later', entry, T0 + 30 * MIN - 1000, ['BTC_USDT']],
    ['at 30 minutes: expired', entry, T0 + 30 * MIN, null],
    ['an hour later', entry, T0 + 60 * MIN, null],
    ['written in the future (clock set back)', entry, T0 - 1000, null],
    ['an older data version', { ...entry, v: CACHE_DATA_VERSION - 1 }, T0, null],
    ['no version', { at: T0, exp: T0 + MIN, data: 1 }, T0, null],
    ['not an entry', 'x', T0, null],
    ['nothing', undefined, T0, null],
  ])('%s', (_label, stored, now, expected) => {
    expect(freshCacheData(stored, now)).toEqual(expected);
  });
});
