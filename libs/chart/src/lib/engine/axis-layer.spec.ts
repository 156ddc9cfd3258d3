import { defined } from '../../testing';
import { AggregationLevels } from '../data/aggregation-levels';
import { CandleStore } from '../data/candle-store';
import { decimate } from '../data/decimate';
import { candlesFromCloses } from '../indicators/reference';
import {
  axisKey,
  axisLabelItems,
  computeAxisTicks,
  drawAxisLabels,
  gridRows,
  LABEL_SPACING_PX,
  MIN_LABEL_GAP_PX,
  priceAxisRect,
  type AxisLabel,
} from './axis-layer';
import { buildFrameData } from './frame-data';
import { axisLeft, layoutPanes } from './layout';
import type { LiveSprite } from './live-canvas';
import type { LiveContext } from './live-layer';
import { PALETTES } from './palette';
import { niceTicks } from './scales';
import { niceTimeStep, onTimeStep, startsTimeStep, timeBucket } from './time-steps';

describe('axis layer', () => {
  // 300 one-minute candles from midnight: round times every 30 min at this zoom.
  const closes = Array.from({ length: 300 }, (_, i) => 100 + Math.sin(i / 20) * 10);
  const store = CandleStore.fromCandles(candlesFromCloses(closes, Date.UTC(2024, 0, 1), 60_000));
  const frame = decimate(store, new AggregationLevels(store), 0, 300, 600);
  const layout = layoutPanes(1280, 720, ['VOL']);
  const data = buildFrameData(frame, [], 0, 60_000, -1, layout);
  const ticks = computeAxisTicks(layout, data, 60_000);

  it('labels round times and round prices inside each pane', () => {
    expect(ticks.slots.map((j) => (defined(data.times[j]) - Date.UTC(2024, 0, 1)) / 60_000)).toEqual([
      0, 30, 60, 90, 120, 150, 180, 210, 240, 270,
    ]);
    const main = defined(ticks.panes.find((p) => p.id === 'main'));
    expect(main.values.length).toBeGreaterThanOrEqual(4);
    expect(main.values.every((v) => v > defined(data.ranges.main).min && v < defined(data.ranges.main).max)).toBe(true);
    // Each pane adds its edges to the grid lines.
    expect(gridRows(layout, data, ticks)).toHaveLength(2 * layout.panes.length + ticks.panes.reduce((n, p) => n + p.values.length, 0));
  });

  it('keeps time labels and grid lines when bar times are not on round boundaries (offset by 17 s)', () => {
    const offset = Date.UTC(2024, 0, 1) + 17_000;
    const offStore = CandleStore.fromCandles(candlesFromCloses(closes, offset, 60_000));
    const offFrame = decimate(offStore, new AggregationLevels(offStore), 0, 300, 600);
    const offData = buildFrameData(offFrame, [], 0, 60_000, -1, layout);
    const offTicks = computeAxisTicks(layout, offData, 60_000);
    // The first bar after each half hour (00:30:17, 01:00:17, …); the first bar (00:00:17) starts no step it can see.
    expect(offTicks.slots.map((j) => Math.round((defined(offData.times[j]) - offset) / 60_000))).toEqual([
      30, 60, 90, 120, 150, 180, 210, 240, 270,
    ]);
    expect(gridRows(layout, offData, offTicks).length).toBeGreaterThan(2 * layout.panes.length);
  });

  it.each([
    // [bar time, previous bar time, step, starts a step]
    ['on the boundary', Date.UTC(2024, 0, 1, 1), Date.UTC(2024, 0, 1, 0, 59), 3_600_000, true],
    ['first bar after the boundary', Date.UTC(2024, 0, 1, 1, 0, 30), Date.UTC(2024, 0, 1, 0, 59, 30), 3_600_000, true],
    ['inside the step', Date.UTC(2024, 0, 1, 1, 1, 30), Date.UTC(2024, 0, 1, 1, 0, 30), 3_600_000, false],
    ['daily bars at 08:00, weekly step (Mondays)', Date.UTC(2024, 0, 8, 8), Date.UTC(2024, 0, 7, 8), 7 * 86_400_000, true],
    ['daily bars at 08:00, mid-week', Date.UTC(2024, 0, 9, 8), Date.UTC(2024, 0, 8, 8), 7 * 86_400_000, false],
    ['monthly step, first bar of February', Date.UTC(2024, 1, 1, 8), Date.UTC(2024, 0, 31, 8), 30 * 86_400_000, true],
    ['first bar off a boundary', Date.UTC(2024, 0, 1, 1, 0, 30), undefined, 3_600_000, false],
    ['no previous time (NaN)', Date.UTC(2024, 0, 1, 1, 0, 30), Number.NaN, 3_600_000, false],
    ['not a time', Number.NaN, Date.UTC(2024, 0, 1), 3_600_000, false],
  ] as const)('startsTimeStep: %s', (_name, time, previous, step, expected) => {
    expect(startsTimeStep(time, previous, step)).toBe(expected);
  });

  it.each<[string, number, number]>([
    ['a 390 px phone', 390, 420],
    ['a short phone chart', 390, 260],
    ['a 1440 px desktop', 780, 520],
    ['a tall desktop', 1280, 900],
  ])('price labels never crowd (decision 1974): %s, %p × %p px', (_name, width, height) => {
    for (const panes of [[], ['VOL'], ['VOL', 'MACD', 'KDJ']] as ('VOL' | 'MACD' | 'KDJ')[][]) {
      const l = layoutPanes(width, height, panes);
      const d = buildFrameData(frame, [], 0, 60_000, -1, l);
      const items = axisLabelItems(l, d, computeAxisTicks(l, d, 60_000), { time: String, price: String, pane: String });
      const ys = items.price.map((p) => p.y).sort((a, b) => a - b);
      // Across and within panes: 20 px at least between 12 px labels.
      ys.slice(1).forEach((y, i) => expect(y - defined(ys[i])).toBeGreaterThanOrEqual(MIN_LABEL_GAP_PX));
      // Every pane tall enough for one label has one.
      for (const pane of l.panes) {
        const inPane = ys.filter((y) => y >= pane.top && y <= pane.top + pane.height);
        if (pane.height >= LABEL_SPACING_PX) expect(inPane.length).toBeGreaterThanOrEqual(1);
      }
      // A main pane with room for two labels has two at least.
      const main = defined(l.panes[0]);
      const inMain = ys.filter((y) => y >= main.top && y <= main.top + main.height);
      if (main.height >= 2 * LABEL_SPACING_PX) expect(inMain.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('with a liquidation band the price scale starts after the band (decision 1973)', () => {
    const banded = layoutPanes(1280, 720, ['VOL'], 120);
    expect(banded.plotWidth).toBe(1280 - 72 - 120);
    expect(axisLeft(banded)).toBe(1280 - 72);
    expect(priceAxisRect(banded).x).toBe(1280 - 72);
    const d = buildFrameData(frame, [], 0, 60_000, -1, banded);
    const items = axisLabelItems(banded, d, computeAxisTicks(banded, d, 60_000), { time: String, price: String, pane: String });
    expect(items.price.every((p) => p.x === 1280 - 72 + 8)).toBe(true);
    // Time labels stay over the candles.
    expect(items.time.every((t) => t.x < banded.plotWidth)).toBe(true);
  });

  it('timeBucket is NaN for junk', () => {
    expect(timeBucket(Number.POSITIVE_INFINITY, 60_000)).toBeNaN();
    expect(timeBucket(0, 0)).toBeNaN();
  });

  it('draws the labels on the price and time canvases, and leaves a scale whose labels did not change alone', () => {
    const texts: string[] = [];
    const ctx = { fillText: (t: string) => void texts.push(t) } as unknown as LiveContext;
    // Like the canvas sprite: a draw with the key drawn last is skipped.
    const sprite = (): LiveSprite => {
      let last: string | undefined;
      return {
        draw: (_rect, key) => {
          if (key !== undefined && key === last) return null;
          last = key;
          return ctx;
        },
        snapshot: () => null,
        dispose: () => undefined,
      };
    };
    const sprites = { price: sprite(), time: sprite() };
    const labels = { time: (t: number) => `t${t}`, price: (v: number) => `p${v}`, pane: (v: number) => `v${v}` };
    drawAxisLabels(sprites, layout, data, ticks, PALETTES.dark, labels);
    expect(texts.filter((t) => t.startsWith('t'))).toHaveLength(ticks.slots.length);
    expect(texts.some((t) => t.startsWith('p'))).toBe(true);
    expect(texts.some((t) => t.startsWith('v'))).toBe(true);
    const drawn = texts.length;
    drawAxisLabels(sprites, layout, data, ticks, PALETTES.dark, labels);
    expect(texts).toHaveLength(drawn);
    // Another theme's colour: both scales are drawn again.
    drawAxisLabels(sprites, layout, data, ticks, PALETTES.light, labels);
    expect(texts).toHaveLength(2 * drawn);
  });

  it.each<[string, AxisLabel[], AxisLabel[], boolean]>([
    ['same texts and places', [{ text: '10:00', x: 10.04, y: 700 }], [{ text: '10:00', x: 10.01, y: 700 }], true],
    ['a label moved a tenth of a pixel', [{ text: '10:00', x: 10.1, y: 700 }], [{ text: '10:00', x: 10.2, y: 700 }], false],
    ['another text', [{ text: '10:00', x: 10, y: 700 }], [{ text: '10:30', x: 10, y: 700 }], false],
    [
      'a label more',
      [{ text: '10:00', x: 10, y: 700 }],
      [
        { text: '10:00', x: 10, y: 700 },
        { text: '10:30', x: 40, y: 700 },
      ],
      false,
    ],
  ])('axis key: %s → same %s', (_name, a, b, same) => {
    expect(axisKey(a, '#fff') === axisKey(b, '#fff')).toBe(same);
  });

  it.each<[string, number, number, number[]]>([
    ['1-2-3-5 steps', 0, 10, [2, 4, 6, 8]],
    ['the nearest step, not the next larger', 0, 439, [100, 200, 300, 400]],
    ['decimals', 0.01, 0.09, [0.02, 0.04, 0.06, 0.08]],
    ['no range', 5, 5, []],
  ])('nice ticks: %s', (_name, min, max, expected) => {
    niceTicks({ min, max }, 5).forEach((v, i) => expect(v).toBeCloseTo(defined(expected[i]), 9));
    expect(niceTicks({ min, max }, 5)).toHaveLength(expected.length);
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
});
