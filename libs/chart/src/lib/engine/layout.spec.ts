import { layoutPanes } from './layout';

describe('pane layout', () => {
  it.each<[string, ('VOL' | 'MACD' | 'KDJ')[], number[]]>([
    ['candles only', [], [24, 672]],
    ['candles and volume (sub-panes 18% = 121 px)', ['VOL'], [24, 543, 575, 121]],
    ['three panes keep at least 40% for candles', ['VOL', 'MACD', 'KDJ'], [24, 285, 317, 121, 446, 121, 575, 121]],
  ])('%s', (_name, panes, expected) => {
    const l = layoutPanes(1280, 720, panes);
    expect(l.panes.flatMap((p) => [p.top, p.height])).toEqual(expected);
    expect(l.plotWidth).toBe(1208);
  });
});
