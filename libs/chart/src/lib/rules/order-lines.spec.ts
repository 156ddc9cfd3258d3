import { layoutOrderLines, ORDER_TYPE, orderLineTone, SIDE, type OrderLine } from './order-lines';

const line = (id: string, avgPrice: number, extra: Partial<OrderLine> = {}): OrderLine => ({
  id,
  type: ORDER_TYPE.Limit,
  side: SIDE.Buy,
  avgPrice,
  visible: true,
  sideText: 'Buy',
  ...extra,
});
// Price 100 at y = 0, 0 at y = 500 (5 px per unit).
const priceToY = (p: number) => (100 - p) * 5;
const pane = { top: 0, height: 500 };

describe('order lines (spec 02 §3)', () => {
  it('has the seven order types and two sides by code', () => {
    expect(ORDER_TYPE).toEqual({ Limit: 0, Market: 1, Stop: 2, TrailingLimit: 3, Position: 4, TakeProfit: 5, StopLoss: 6 });
    expect(SIDE).toEqual({ Buy: 1, Sell: -1 });
  });

  it.each<[string, Partial<OrderLine>, ReturnType<typeof orderLineTone>]>([
    ['buy limit', { side: 1 }, 'buy'],
    ['sell stop', { side: -1, type: 2 }, 'sell'],
    ['position in profit', { type: 4, pnlValue: 12 }, 'profit'],
    ['position at a loss', { type: 4, pnlValue: -3 }, 'loss'],
    ['position flat', { type: 4, pnlValue: 0 }, 'neutral'],
    ['take profit', { type: 5, side: -1 }, 'profit'],
    ['stop loss', { type: 6, side: -1 }, 'loss'],
  ])('%s is coloured %s', (_name, extra, tone) => {
    expect(orderLineTone(line('x', 50, extra))).toBe(tone);
  });

  it.each<[string, OrderLine[], { id: string; y: number; labelY: number; clamped: string | null }[]]>([
    [
      'far apart lines keep their own label position',
      [line('a', 80), line('b', 40)],
      [
        { id: 'a', y: 100, labelY: 100, clamped: null },
        { id: 'b', y: 300, labelY: 300, clamped: null },
      ],
    ],
    [
      'two lines 1 unit (5 px) apart stack their labels 22 px apart',
      [line('b', 49), line('a', 50)],
      [
        { id: 'a', y: 250, labelY: 250, clamped: null },
        { id: 'b', y: 255, labelY: 272, clamped: null },
      ],
    ],
    [
      'three equal prices stack in id order',
      [line('c', 50), line('a', 50), line('b', 50)],
      [
        { id: 'a', y: 250, labelY: 250, clamped: null },
        { id: 'b', y: 250, labelY: 272, clamped: null },
        { id: 'c', y: 250, labelY: 294, clamped: null },
      ],
    ],
    [
      'off-range prices are pinned to the edges',
      [line('hi', 150), line('lo', 5)],
      [
        { id: 'hi', y: 0, labelY: 10, clamped: 'above' },
        { id: 'lo', y: 400, labelY: 390, clamped: 'below' },
      ],
    ],
    [
      'a stack at the bottom is pushed up to fit',
      [line('a', 0.2), line('b', 0.1)],
      [
        { id: 'a', y: 499, labelY: 468, clamped: null },
        { id: 'b', y: 499.5, labelY: 490, clamped: null },
      ],
    ],
    [
      'hidden, non-positive and malformed lines are skipped',
      [
        line('hidden', 50, { visible: false }),
        line('zero', 0),
        line('nan', NaN),
        line('badtype', 50, { type: 9 as never }),
        line('badside', 50, { side: 0 as never }),
      ],
      [],
    ],
  ])('%s', (name, lines, expected) => {
    // The off-range case uses a pane that shows prices 20–100 only.
    const p = name.startsWith('off-range') ? { top: 0, height: 400 } : pane;
    expect(layoutOrderLines(lines, priceToY, p).map((p) => ({ id: p.line.id, y: p.y, labelY: p.labelY, clamped: p.clamped }))).toEqual(
      expected,
    );
  });
});
