import { MARKET_RESOLUTIONS } from '@exchange/api';
import { barOpenTime, nextBarTime } from '@exchange/api';
import { barOf, historyOf, MAX_BARS, seriesFor } from './bars';

const NOW = Date.UTC(2026, 10, 22, 7, 0, 12, 345);
const btc = seriesFor('BTC_USDT', 'spot');
if (!btc) throw new Error('BTC_USDT is listed');

describe('sandbox history (decision 0411)', () => {
  it('knows the listed symbols per market only', () => {
    expect(seriesFor('BTC_USDT', 'futures')).not.toBeNull();
    expect(seriesFor('SOL_USDT', 'futures')).toBeNull();
    expect(seriesFor('NOPE_USDT', 'spot')).toBeNull();
    expect(seriesFor('BTC_USDT', 'spot')).toBe(btc);
  });

  it.each(MARKET_RESOLUTIONS)('%s: 120 bars back aligned to bar open times, consecutive, ending with the bar forming now', (resolution) => {
    const { bars, no_data } = historyOf(btc, { resolution, countBack: 120, now: NOW });
    expect(no_data).toBe(false);
    // Weekly and monthly history starts at the listing (2017-01-01).
    if (bars.length < 120) expect(bars[0]?.time).toBe(barOpenTime(Date.UTC(2017, 0, 1), resolution));
    else expect(bars).toHaveLength(120);
    for (let i = 0; i < bars.length; i++) {
      const bar = bars[i];
      if (!bar) continue;
      expect(barOpenTime(bar.time, resolution)).toBe(bar.time);
      if (i > 0) expect(bar.time).toBe(nextBarTime(bars[i - 1]?.time ?? 0, resolution));
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      expect(bar.volume).toBeGreaterThan(0);
    }
    expect(bars[bars.length - 1]?.time).toBe(barOpenTime(NOW, resolution));
  });

  it('is deterministic, and a later request agrees with an earlier one on closed bars', () => {
    const a = historyOf(btc, { resolution: '1', countBack: 50, now: NOW });
    const b = historyOf(btc, { resolution: '1', countBack: 50, now: NOW + 5 * 60_000 });
    expect(historyOf(btc, { resolution: '1', countBack: 50, now: NOW })).toEqual(a);
    const closedA = a.bars.slice(5, -1);
    expect(b.bars.filter((bar) => closedA.some((x) => x.time === bar.time))).toEqual(closedA);
  });

  it('chains bars: each opens where the previous closed', () => {
    const { bars } = historyOf(btc, { resolution: '5', countBack: 20, now: NOW });
    for (let i = 1; i < bars.length; i++) expect(bars[i]?.open).toBe(bars[i - 1]?.close);
  });

  it('answers [from, to) without countBack, and countBack before `to` with it', () => {
    const to = Math.floor(Date.UTC(2026, 10, 21) / 1000);
    const from = to - 10 * 3600;
    const range = historyOf(btc, { resolution: '60', from, to, now: NOW }).bars;
    expect(range.map((b) => b.time)).toEqual(Array.from({ length: 10 }, (_, i) => (from + i * 3600) * 1000));
    const back = historyOf(btc, { resolution: '60', from: to - 3600, to, countBack: 4, now: NOW }).bars;
    expect(back.map((b) => b.time)).toEqual(range.slice(-4).map((b) => b.time));
  });

  it('never answers the future, and at most 5000 bars', () => {
    const future = historyOf(btc, { resolution: '60', to: Math.floor(NOW / 1000) + 86_400, countBack: 3, now: NOW }).bars;
    expect(future[2]?.time).toBe(barOpenTime(NOW, '60'));
    expect(historyOf(btc, { resolution: '1S', countBack: 99_999, now: NOW }).bars).toHaveLength(MAX_BARS);
  });

  it('says no data before the listing', () => {
    const beforeListing = Math.floor(Date.UTC(2016, 0, 1) / 1000);
    expect(historyOf(btc, { resolution: '1D', to: beforeListing, countBack: 10, now: NOW })).toEqual({
      bars: [],
      no_data: true,
      next_time: null,
    });
    const straddling = historyOf(btc, { resolution: '1D', to: Math.floor(Date.UTC(2017, 0, 6) / 1000), countBack: 10, now: NOW });
    expect(straddling.bars.map((b) => b.time)).toEqual([0, 1, 2, 3, 4].map((d) => Date.UTC(2017, 0, 1 + d)));
  });

  it('reads a forming bar only up to now, rounded to the price precision', () => {
    const open = barOpenTime(NOW, '60');
    const forming = barOf(btc, open, open + 3_600_000, NOW);
    expect(forming.close).toBe(Number(btc.path.at(NOW).toFixed(2)));
    expect(forming.volume).toBeLessThan(barOf(btc, open, open + 3_600_000).volume * 2);
  });

  it('keeps futures at a small premium over spot (one walk)', () => {
    const futures = seriesFor('BTC_USDT', 'futures');
    expect(futures?.path.at(NOW)).toBeCloseTo(btc.path.at(NOW) * 1.0004, 6);
  });
});
