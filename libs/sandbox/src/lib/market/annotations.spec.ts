import { ENDPOINTS } from '@exchange/api';
import { fillsOf, importantEventsOf, liquidationsOf, MAX_ANNOTATIONS, timescaleMarksOf } from './annotations';
import { seriesFor } from './bars';

/** True when the call's own response schema accepts the data (as the sandbox answers it). */
const accepted = (name: 'marketTimescaleMarks' | 'marketEvents' | 'marketLiquidations' | 'spotFills', data: unknown) =>
  ENDPOINTS[name].response.safeParse({ code: 0, message: 'success', data }).success;

const NOW = Date.UTC(2026, 10, 22, 7, 0, 10);
const DAY = 86_400_000;
const btc = seriesFor('BTC_USDT', 'spot');
const perp = seriesFor('BTC_USDT', 'futures');
if (!btc || !perp) throw new Error('BTC_USDT is listed');

describe('sandbox annotations (decision 0411)', () => {
  it.each([
    ['1', 60],
    ['60', 3600],
    ['1D', 86_400],
  ] as const)('timescale marks at %s: one every 150 bars on an aligned grid, in seconds', (resolution, barSeconds) => {
    const to = Math.floor(NOW / 1000);
    const marks = timescaleMarksOf(btc, resolution, to - 1000 * barSeconds, to);
    expect(marks.length).toBeGreaterThanOrEqual(6);
    expect(marks.length).toBeLessThanOrEqual(7);
    for (const m of marks) expect(m.time % (150 * barSeconds)).toBe(0);
    expect(accepted('marketTimescaleMarks', marks)).toBe(true);
    expect(timescaleMarksOf(btc, resolution, to - 1000 * barSeconds, to)).toEqual(marks);
  });

  it('important events over 30 days cover all eight types (spec 02 §3), inside the range, oldest first', () => {
    const events = importantEventsOf(btc, NOW - 30 * DAY, NOW);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(events.length).toBeLessThanOrEqual(MAX_ANNOTATIONS);
    expect(events.every((e) => e.time >= NOW - 30 * DAY && e.time < NOW)).toBe(true);
    expect(accepted('marketEvents', events)).toBe(true);
    expect(events.map((e) => e.time)).toEqual([...events.map((e) => e.time)].sort((a, b) => a - b));
    const high = events.find((e) => e.type === 1);
    const low = events.find((e) => e.type === 2);
    expect(Number(high?.data['price'])).toBeGreaterThan(Number(low?.data['price']));
    expect(importantEventsOf(btc, NOW, NOW)).toEqual([]);
  });

  it('liquidation data: 48 levels within ±12% of the mark price, longs below and shorts above (spec 02 §3 fields)', () => {
    const data = liquidationsOf(perp, NOW);
    const mark = perp.path.at(NOW);
    expect(data).toHaveLength(48);
    expect(accepted('marketLiquidations', data)).toBe(true);
    for (const d of data) {
      expect(Math.abs(d.mark_price / mark - 1)).toBeLessThanOrEqual(0.1201);
      if (d.mark_price > mark) expect(d.long_liq_usd_new).toBe(0);
      else expect(d.short_liq_usd_new).toBe(0);
    }
    // Amounts change once an hour; the levels follow the mark price.
    const amounts = (list: typeof data) => list.map((d) => d.short_liq_usd_new + d.long_liq_usd_new);
    expect(amounts(liquidationsOf(perp, NOW + 1000))).toEqual(amounts(data));
  });

  it('fills: eight per user and symbol before now, at the walk price, the same for the same user', () => {
    const fills = fillsOf(btc, '10001', NOW);
    expect(fills).toHaveLength(8);
    expect(fills.every((f) => f.create_time_ms <= NOW)).toBe(true);
    expect(accepted('spotFills', fills)).toBe(true);
    expect(fills.map((f) => f.create_time_ms)).toEqual([...fills.map((f) => f.create_time_ms)].sort((a, b) => a - b));
    expect(Number(fills[0]?.price)).toBeCloseTo(btc.path.at(fills[0]?.create_time_ms ?? 0), 1);
    expect(fillsOf(btc, '10001', NOW)).toEqual(fills);
    expect(fillsOf(btc, '10005', NOW)).not.toEqual(fills);
    expect(fillsOf(perp, '10001', NOW).every((f) => /^\d+$/.test(f.amount))).toBe(true);
  });
});
