import { historyOf, seriesFor } from './bars';
import { sandboxTickers, TICKER_WINDOW_MS } from './tickers';

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
});
