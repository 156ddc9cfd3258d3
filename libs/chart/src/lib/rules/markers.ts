/** Spec 02 §3 "Buy/sell marker". */
export interface BuySellMarker {
  time: number;
  type: 'buy' | 'sell';
  price: number;
  quantity: number;
  symbol: string;
  rawTimestamp: number;
}

/** Spec 02 §9: kline marker hit radius. */
export const MARKER_HIT_RADIUS = 10;

export interface PlacedMarker {
  marker: BuySellMarker;
  x: number;
  y: number;
}

/** Places well-formed markers of the symbol that are on screen (xOfTime → null when off screen). */
export function placeMarkers(
  markers: readonly BuySellMarker[],
  symbol: string,
  xOfTime: (time: number) => number | null,
  priceToY: (price: number) => number,
  pane: { top: number; height: number },
): PlacedMarker[] {
  const out: PlacedMarker[] = [];
  for (const m of markers) {
    if (!m || m.symbol !== symbol || (m.type !== 'buy' && m.type !== 'sell') || !Number.isFinite(m.price) || !Number.isFinite(m.time))
      continue;
    const x = xOfTime(m.time);
    const y = priceToY(m.price);
    if (x === null || y < pane.top || y > pane.top + pane.height) continue;
    out.push({ marker: m, x, y });
  }
  return out;
}

/** The marker nearest to (x, y) within the hit radius (10 px), or null. */
export function hitTestMarker(placed: readonly PlacedMarker[], x: number, y: number, radius = MARKER_HIT_RADIUS): PlacedMarker | null {
  let best: PlacedMarker | null = null;
  let bestD = radius * radius;
  for (const p of placed) {
    const d = (p.x - x) ** 2 + (p.y - y) ** 2;
    if (d <= bestD) {
      best = p;
      bestD = d;
    }
  }
  return best;
}
