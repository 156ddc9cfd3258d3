import { hitTestMarker, MARKER_HIT_RADIUS, placeMarkers, type BuySellMarker } from './markers';

const m = (time: number, price: number, type: 'buy' | 'sell' = 'buy', symbol = 'BTC_USDT'): BuySellMarker => ({
  time,
  type,
  price,
  quantity: 0.5,
  symbol,
  rawTimestamp: time,
});
const xOfTime = (t: number) => (t >= 0 && t <= 100 ? t * 10 : null);
const priceToY = (p: number) => 1000 - p;
const pane = { top: 0, height: 500 };

describe('buy/sell markers (spec 02 §3, §9: hit radius 10)', () => {
  const placed = placeMarkers(
    [m(10, 600), m(11, 600, 'sell'), m(50, 900), m(200, 600), m(20, 600, 'buy', 'ETH_USDT'), m(30, 100)],
    'BTC_USDT',
    xOfTime,
    priceToY,
    pane,
  );

  it('places markers of the symbol that are on screen', () => {
    expect(placed.map((p) => [p.marker.time, p.x, p.y])).toEqual([
      [10, 100, 400],
      [11, 110, 400],
      [50, 500, 100],
    ]);
  });

  it.each<[string, number, number, number | null]>([
    ['exactly on a marker', 100, 400, 10],
    ['at the 10 px radius', 100, 410, 10],
    ['just outside the radius', 100, 410.5, null],
    ['between two markers picks the nearest', 106, 400, 11],
    ['a diagonal within radius (6, 8)', 506, 108, 50],
    ['far away', 300, 300, null],
  ])('%s', (_name, x, y, time) => {
    expect(MARKER_HIT_RADIUS).toBe(10);
    expect(hitTestMarker(placed, x, y)?.marker.time ?? null).toBe(time);
  });
});
