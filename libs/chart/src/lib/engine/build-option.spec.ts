import { defined } from '../../testing';
import { AggregationLevels } from '../data/aggregation-levels';
import { CandleStore } from '../data/candle-store';
import { decimate } from '../data/decimate';
import { candlesFromCloses } from '../indicators/reference';
import { computeAxisTicks } from './axis-layer';
import { buildDataOption, buildFullOption, type OptionInput } from './build-option';
import { buildFrameData } from './frame-data';
import { layoutPanes } from './layout';
import { PALETTES } from './palette';
import { bodyWidth } from './scales';

describe('option building', () => {
  const store = CandleStore.fromCandles(candlesFromCloses([10, 11, 9, 12]));
  const frame = decimate(store, new AggregationLevels(store), 0, 4, 100);
  const layout = layoutPanes(1000, 600, ['VOL']);
  const data = buildFrameData(frame, [], 0, 60_000, -1, layout);
  const input: OptionInput = { layout, palette: PALETTES.light, series: [], data, ticks: computeAxisTicks(layout, data, 60_000) };

  it('builds one grid with value axes and no echarts labels (ours are drawn on the axis canvases)', () => {
    const full = buildFullOption(input);
    expect(full.animation).toBe(false);
    expect(full.grid).toEqual([expect.objectContaining({ left: 0, width: layout.plotWidth, top: 0, height: 600 - layout.timeAxisHeight })]);
    const [x] = full.xAxis as { type: string; min: number; max: number; axisLabel: { show: boolean } }[];
    expect(defined(x)).toMatchObject({ type: 'value', min: -0.5, max: 3.5, axisLabel: { show: false } });
    expect((full.series as { id: string }[]).map((s) => s.id)).toEqual(['wicks', 'bodies', 'volume']);
  });

  it('sends only extents, grid lines and data on a data render', () => {
    const option = buildDataOption(input);
    expect(option.grid).toBeUndefined();
    const [y] = option.yAxis as { min: number; max: number; axisTick: { customValues: number[] } }[];
    // Grid lines along both panes' edges.
    for (const p of layout.panes) expect(defined(y).axisTick.customValues).toEqual(expect.arrayContaining([-p.top, -(p.top + p.height)]));
    expect((option.series as { id: string; itemStyle?: unknown }[]).map((s) => [s.id, s.itemStyle !== undefined])).toEqual([
      ['wicks', false],
      ['bodies', true],
      ['volume', true],
    ]);
  });

  it.each<[number, number, number]>([
    [1208, 200, 4],
    [1208, 20, 14],
    [1208, 600, 1],
  ])('candle bodies are 70%% of a slot within 1–14 px (%d px, %d slots → %d)', (w, slots, px) => {
    expect(bodyWidth(w, slots)).toBe(px);
  });
});
