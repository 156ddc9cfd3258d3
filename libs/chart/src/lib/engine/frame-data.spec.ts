import { defined } from '../../testing';
import { AggregationLevels } from '../data/aggregation-levels';
import { CandleStore } from '../data/candle-store';
import { decimate } from '../data/decimate';
import type { ComputedSeries } from '../indicators/indicator-engine';
import { candlesFromCloses } from '../indicators/reference';
import { buildFrameData } from './frame-data';
import { layoutPanes } from './layout';

const line = (id: string, colorSlot: number, values: number[], pane: ComputedSeries['pane'] = 'main'): ComputedSeries => ({
  id,
  indicator: 'MA',
  pane,
  kind: 'line',
  label: id,
  column: new Float64Array(values),
  colorSlot,
});

describe('frame data', () => {
  // Candle 0 opens and closes at 10 (high 11, low 9); candle 1 goes 10 → 11 with volume 101.
  const store = CandleStore.fromCandles(candlesFromCloses([10, 11, 9, 12]));
  const frame = decimate(store, new AggregationLevels(store), 0, 4, 100);
  const layout = layoutPanes(1000, 600, ['VOL']);
  const main = defined(layout.panes[0]);
  const vol = defined(layout.panes[1]);

  it('keeps the live slot in the scales and leaves it, and the future slots, to the live layer', () => {
    const data = buildFrameData(frame, [line('MA-0', 0, [10, 10.5, 10, 10.5])], 2, 60_000, 3, layout);
    expect(data.liveSlot).toBe(3);
    expect(data.liveTo).toBe(3);
    expect(data.times).toHaveLength(6);
    expect(defined(data.times[5]) - defined(data.times[4])).toBe(60_000);
    expect(defined(data.ranges.main).max).toBeGreaterThanOrEqual(13);
    // Values keep room for every on-screen slot: the two future ones are empty.
    expect(Array.from(defined(data.lines.get('MA-0')).subarray(6))).toEqual([3, 10.5, 4, NaN, 5, NaN]);
    // echarts gets the three slots before the live one.
    expect(data.px.wicks).toHaveLength(15);
  });

  it('gives echarts negated pixel rows: higher prices are larger values, every pane on one grid', () => {
    const data = buildFrameData(frame, [], 0, 60_000, -1, layout);
    const [slot, open, close, low, high] = Array.from(data.px.wicks.subarray(0, 5));
    expect(slot).toBe(0);
    expect(open).toBe(close);
    expect(defined(high)).toBeGreaterThan(defined(low));
    expect(-defined(high)).toBeGreaterThanOrEqual(main.top);
    expect(-defined(low)).toBeLessThanOrEqual(main.top + main.height);
    // A flat body is still one pixel tall.
    expect(defined(data.px.bodies[4]) - defined(data.px.bodies[3])).toBeCloseTo(1, 9);
    // Candle 1 is up: its volume bar rises from the bottom of the VOL pane (open) to its height (close).
    const [, vOpen, vClose] = Array.from(data.px.volume.subarray(5, 10));
    expect(-defined(vOpen)).toBeCloseTo(vol.top + vol.height, 9);
    expect(defined(vClose)).toBeGreaterThan(defined(vOpen));
  });

  it('puts lines of one colour in one series with a gap between them, and draws no bodies when they would be 1 px', () => {
    const data = buildFrameData(
      frame,
      [line('MA-0', 0, [10, 10, 10, 10]), line('VOL-0', 4, [100, 100, 100, 100], 'VOL'), line('MA-1', 1, [11, 11, 11, 11])],
      0,
      60_000,
      -1,
      layout,
      4,
    );
    const first = defined(data.px.lines[0]);
    expect(first).toHaveLength(2 * 2 * 5);
    expect(first[9]).toBeNaN();
    expect(-defined(first[11])).toBeGreaterThan(vol.top);
    expect(defined(data.px.lines[1])).toHaveLength(10);
    expect(data.px.lines[2]).toHaveLength(0);
    const wide = buildFrameData(frame, [], 800, 60_000, -1, layout);
    expect(wide.px.bodies).toHaveLength(0);
  });
});
