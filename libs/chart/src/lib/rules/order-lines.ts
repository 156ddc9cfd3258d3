/** Spec 02 §3: order types by code. */
export const ORDER_TYPE = { Limit: 0, Market: 1, Stop: 2, TrailingLimit: 3, Position: 4, TakeProfit: 5, StopLoss: 6 } as const;
export type OrderTypeCode = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];

/** Spec 02 §3: sides. */
export const SIDE = { Buy: 1, Sell: -1 } as const;
export type SideCode = (typeof SIDE)[keyof typeof SIDE];

/** Spec 02 §3 "Chart order-line data". */
export interface OrderLine {
  id: string;
  type: OrderTypeCode;
  side: SideCode;
  avgPrice: number;
  visible: boolean;
  sideText: string;
  pnlText?: string;
  pnlValue?: number;
  qtyText?: string;
  qty?: number;
  showCloseButton?: boolean;
  showTPSLButton?: boolean;
  showReverseButton?: boolean;
  tooltips?: { line?: string; close?: string; tpsl?: string; reverse?: string };
  callbacks?: {
    onClose?: (id: string) => void;
    onTPSL?: (id: string) => void;
    onReverse?: (id: string) => void;
    onClick?: (id: string) => void;
  };
}

export function isOrderType(x: unknown): x is OrderTypeCode {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 6;
}

export function isSide(x: unknown): x is SideCode {
  return x === 1 || x === -1;
}

/** Colour role of a line: positions by PnL sign, TP/SL by kind, orders by side. */
export function orderLineTone(line: Pick<OrderLine, 'type' | 'side' | 'pnlValue'>): 'buy' | 'sell' | 'profit' | 'loss' | 'neutral' {
  if (line.type === ORDER_TYPE.Position)
    return line.pnlValue === undefined || line.pnlValue === 0 ? 'neutral' : line.pnlValue > 0 ? 'profit' : 'loss';
  if (line.type === ORDER_TYPE.TakeProfit) return 'profit';
  if (line.type === ORDER_TYPE.StopLoss) return 'loss';
  return line.side === SIDE.Buy ? 'buy' : 'sell';
}

export interface PlacedOrderLine {
  line: OrderLine;
  /** y of the price (clamped to the pane when outside). */
  y: number;
  /** y of the label's centre after stacking. */
  labelY: number;
  /** The price is above or below the visible range; the line is pinned to that edge. */
  clamped: 'above' | 'below' | null;
}

/** Label height and gap used to keep labels of close lines apart. */
export const ORDER_LABEL_HEIGHT = 20;
export const ORDER_LABEL_GAP = 2;

/**
 * Lays out visible, well-formed order lines: y from the price, pinned to the pane edge when off range,
 * and labels pushed apart so that two lines closer than a label's height do not overlap (the lower
 * label moves down; if that runs out of room, the stack is shifted up to fit).
 */
export function layoutOrderLines(
  lines: readonly OrderLine[],
  priceToY: (price: number) => number,
  pane: { top: number; height: number },
  labelHeight = ORDER_LABEL_HEIGHT,
): PlacedOrderLine[] {
  const top = pane.top;
  const bottom = pane.top + pane.height;
  const placed = lines
    .filter((l) => l.visible && Number.isFinite(l.avgPrice) && l.avgPrice > 0 && isOrderType(l.type) && isSide(l.side))
    .map<PlacedOrderLine>((line) => {
      const raw = priceToY(line.avgPrice);
      const clamped = raw < top ? 'above' : raw > bottom ? 'below' : null;
      const y = Math.min(bottom, Math.max(top, raw));
      return { line, y, labelY: y, clamped };
    })
    .sort((a, b) => a.y - b.y || a.line.id.localeCompare(b.line.id));
  const step = labelHeight + ORDER_LABEL_GAP;
  for (let i = 0; i < placed.length; i++) {
    const cur = placed[i] as PlacedOrderLine;
    const min = Math.max(top + labelHeight / 2, i > 0 ? (placed[i - 1] as PlacedOrderLine).labelY + step : -Infinity);
    cur.labelY = Math.max(cur.labelY, min);
  }
  const overflow = placed.length ? (placed[placed.length - 1] as PlacedOrderLine).labelY - (bottom - labelHeight / 2) : 0;
  if (overflow > 0) {
    for (let i = placed.length - 1; i >= 0; i--) {
      const cur = placed[i] as PlacedOrderLine;
      const max = i === placed.length - 1 ? bottom - labelHeight / 2 : (placed[i + 1] as PlacedOrderLine).labelY - step;
      cur.labelY = Math.min(cur.labelY, max);
    }
  }
  return placed;
}
