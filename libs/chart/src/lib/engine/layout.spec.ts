import { layoutPanes, priceAxisWidthFor } from './layout';

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

describe('price scale width (decision 1974)', () => {
  it.each<[string, string, number]>([
    ['BTC/USDT futures, one decimal', '67,033.0', 72],
    ['BTC/USDT spot, two decimals', '67,033.00', 72],
    ['a small coin, eight decimals: nine digits need more too', '0.00001234', 78],
    ['SOL/USDT, three decimals', '165.000', 72],
    ['BTC/TRY: seven digits before the point', '3,850,000.0', 78],
    ['eight digits and two decimals', '38,500,000.00', 92],
  ])('%s: "%s" → %p px', (_name, label, width) => {
    expect(priceAxisWidthFor(label)).toBe(width);
  });

  it('the plot gives the scale the room; never more than a third of the chart', () => {
    expect(layoutPanes(1280, 720, [], 0, 92)).toMatchObject({ axisWidth: 92, plotWidth: 1188 });
    expect(layoutPanes(240, 720, [], 0, 200)).toMatchObject({ axisWidth: 80, plotWidth: 160 });
  });
});
