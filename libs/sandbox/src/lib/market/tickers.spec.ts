import { historyOf, seriesFor } from './bars';
import { SANDBOX_FUNDING_INTERVAL_MS, sandboxTickers, TICKER_WINDOW_MS } from './tickers';

const NOW = Date.UTC(2024, 5, 3, 12, 0, 0);

describe('sandboxTickers', () => {
  it('lists every symbol, or those of one market', () => {
    expect(sandboxTickers(NOW).map((t) => `${t.market}:${t.symbol}`)).toEqual([
      'spot:BTC_USDT',
      'spot:ETH_USDT',
      'spot:SOL_USDT',
      'futures:BTC_USDT',
      'futures:ETH_USDT',
    ]);
    expect(sandboxTickers(NOW, 'futures').map((t) => t.symbol)).toEqual(['BTC_USDT', 'ETH_USDT']);
  });

  it('reads the last price from the walk the chart draws, and the change against 24 h ago', () => {
    const [btc] = sandboxTickers(NOW, 'spot');
    const series = seriesFor('BTC_USDT', 'spot');
    if (!series || !btc) throw new Error('BTC_USDT missing');
    const { bars } = historyOf(series, { resolution: '1', countBack: 1, now: NOW });
    expect(btc.last).toBeCloseTo(bars[bars.length - 1]?.close ?? NaN, 1);
    const dayAgo = series.path.at(NOW - TICKER_WINDOW_MS);
    expect(btc.change_24h).toBeCloseTo((btc.last - dayAgo) / dayAgo, 3);
    expect(btc.low_24h).toBeLessThanOrEqual(btc.last);
    expect(btc.high_24h).toBeGreaterThanOrEqual(btc.last);
    expect(btc.volume_24h).toBeGreaterThan(0);
  });

  it('moves with time', () => {
    const later = sandboxTickers(NOW + 60 * 60 * 1000, 'spot');
    expect(later.map((t) => t.last)).not.toEqual(sandboxTickers(NOW, 'spot').map((t) => t.last));
  });

  it('gives futures contracts mark, index, funding and open interest (issue 21), spot none', () => {
    const [spot] = sandboxTickers(NOW, 'spot');
    expect(spot?.mark_price).toBeUndefined();
    const [btc] = sandboxTickers(NOW, 'futures');
    if (!btc) throw new Error('BTC_USDT futures missing');
    expect(btc.index_price).toBeGreaterThan(0);
    // The mark sits between the contract's price and the index.
    expect(btc.mark_price).toBeGreaterThanOrEqual(Math.min(btc.last, btc.index_price ?? 0) - 0.01);
    expect(btc.mark_price).toBeLessThanOrEqual(Math.max(btc.last, btc.index_price ?? 0) + 0.01);
    expect(Math.abs(btc.funding_rate ?? 1)).toBeLessThanOrEqual(0.0075);
    // NOW is 12:00 UTC: the next funding is 16:00 UTC.
    expect(btc.next_funding_time).toBe(Date.UTC(2024, 5, 3, 16, 0, 0));
    expect((btc.next_funding_time ?? 0) % SANDBOX_FUNDING_INTERVAL_MS).toBe(0);
    expect(btc.open_interest).toBeGreaterThan(0);
  });
});
