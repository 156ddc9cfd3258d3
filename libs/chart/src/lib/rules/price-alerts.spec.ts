import { createAlert, crossedAlerts, parseAlertPrice, parseAlerts, type PriceAlert } from './price-alerts';

describe('price alerts', () => {
  it.each<[unknown, ReturnType<typeof parseAlertPrice>]>([
    ['64000', { ok: true, value: 64000 }],
    [' 64,000.5 ', { ok: true, value: 64000.5 }],
    [0.5, { ok: true, value: 0.5 }],
    ['', { ok: false, error: 'chart.priceAlert.priceRequired' }],
    ['0', { ok: false, error: 'chart.priceAlert.pricePositive' }],
    ['-5', { ok: false, error: 'chart.priceAlert.pricePositive' }],
    ['abc', { ok: false, error: 'chart.priceAlert.pricePositive' }],
  ])('price %p', (input, expected) => {
    expect(parseAlertPrice(input)).toEqual(expected);
  });

  const up = createAlert('u', 'BTC_USDT', 110, 100, 0);
  const down = createAlert('d', 'BTC_USDT', 90, 100, 0);

  it('sets the direction from the current price', () => {
    expect([up.direction, down.direction]).toEqual(['up', 'down']);
  });

  it.each<[string, number, number, string[]]>([
    ['rising through the up alert', 105, 111, ['u']],
    ['touching the up alert exactly', 109, 110, ['u']],
    ['already above (no crossing)', 111, 112, []],
    ['falling through the down alert', 95, 89, ['d']],
    ['a wild move through both', 80, 120, ['u']],
    ['NaN price', NaN, 120, []],
  ])('%s', (_name, prev, next, ids) => {
    expect(crossedAlerts([up, down], prev, next).map((a) => a.id)).toEqual(ids);
  });

  it('reads stored alerts and drops malformed ones', () => {
    const good: PriceAlert = { id: 'a', symbol: 'X', price: 1, direction: 'up', createdAt: 1 };
    expect(parseAlerts(JSON.stringify([good, { id: 'b' }, null, { ...good, price: -1 }]))).toEqual([good]);
    expect(parseAlerts('{bad')).toEqual([]);
    expect(parseAlerts('{}')).toEqual([]);
    expect(parseAlerts(null)).toEqual([]);
  });
});
