import { defined } from '../../testing';
import { AggregationLevels } from '../data/aggregation-levels';
import { CandleStore } from '../data/candle-store';
import { decimate } from '../data/decimate';
import { candlesFromCloses } from '../indicators/reference';
import { bodyWidth, buildDataOption, buildFullOption, niceTimeStep, onTimeStep } from './build-option';
import { buildFrameData } from './frame-data';
import { layoutPanes } from './layout';
import { PALETTES } from './palette';

describe('option building', () => {
  const store = CandleStore.fromCandles(candlesFromCloses([10, 11, 9, 12]));
  const frame = decimate(store, new AggregationLevels(store), 0, 4, 100);

  it('leaves the live slot for the live layer and keeps it in the scales', () => {
    const data = buildFrameData(frame, [], 2, 60_000, 3);
    // Rows are [slot, open, close, low, high]; candle 0 opened and closed at 10 (high 11, low 9).
    expect(Array.from(data.wicks.subarray(0, 5))).toEqual([0, 10, 10, 9, 11]);
    // A flat body is still one pixel tall: ±half a pixel of price around 10.
    expect(defined(data.bodies[4]) - defined(data.bodies[3])).toBeGreaterThan(0);
    // Candle 1 (10 → 11) is up: its volume bar goes from 0 to the volume with open < close.
    expect(Array.from(data.volume.subarray(5, 10))).toEqual([1, 0, 101, 0, 101]);
    expect(Number.isNaN(data.wicks[16])).toBe(true);
    expect(data.bodies[5 * 3 + 4]).toBeNaN();
    expect(data.times).toHaveLength(6);
    expect(defined(data.times[5]) - defined(data.times[4])).toBe(60_000);
    expect(defined(data.ranges.main).max).toBeGreaterThanOrEqual(13);
    expect(data.liveSlot).toBe(3);
  });

  it('builds a full option with grids per pane and a data-only option without styles', () => {
    const layout = layoutPanes(1000, 600, ['VOL']);
    const input = { layout, palette: PALETTES.light, series: [], data: buildFrameData(frame, [], 0, 60_000), barMs: 60_000, timeLabel: () => '', priceLabel: String, paneLabel: String };
    const full = buildFullOption(input);
    expect(full.animation).toBe(false);
    expect(full.grid).toHaveLength(2);
    const data = buildDataOption(input);
    expect(data.grid).toBeUndefined();
    expect((data.series as { id: string }[]).map((s) => s.id)).toEqual(['wicks', 'bodies', 'volume']);
  });

  it.each<[string, number, number, number]>([
    ['hourly bars 6 px wide → every 1 day (15 bars = 15 h is not a round step below 1 day)', 3_600_000, 6, 86_400_000],
    ['hourly bars 30 px wide → every 3 h', 3_600_000, 30, 3 * 3_600_000],
    ['minute bars 5 px wide → every 30 min', 60_000, 5, 30 * 60_000],
    ['daily bars 4 px wide → every 30 days', 86_400_000, 4, 30 * 86_400_000],
  ])('%s', (_name, barMs, px, step) => {
    expect(niceTimeStep(barMs, px)).toBe(step);
  });

  it.each<[string, number, boolean]>([
    ['midnight on a 6 h step', Date.UTC(2024, 5, 3), true],
    ['03:00 on a 6 h step', Date.UTC(2024, 5, 3, 3), false],
    ['the 1st of a month on a 30-day step', Date.UTC(2024, 6, 1), true],
  ])('%s → %s', (name, time, on) => {
    expect(onTimeStep(time, name.includes('30-day') ? 30 * 86_400_000 : 6 * 3_600_000)).toBe(on);
  });

  it.each<[number, number, number]>([
    [1208, 200, 4],
    [1208, 20, 14],
    [1208, 600, 1],
  ])('candle bodies are 70%% of a slot within 1–14 px (%d px, %d slots → %d)', (w, slots, px) => {
    expect(bodyWidth(w, slots)).toBe(px);
  });
});
