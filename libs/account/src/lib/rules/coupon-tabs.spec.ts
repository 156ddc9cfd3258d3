import { couponTab, expiresSoon, normalizeCouponCode } from './coupon-tabs';

const NOW = Date.UTC(2026, 10, 28, 12);
const DAY = 86_400_000;

describe('coupon tabs (decision 1934)', () => {
  it.each([
    ['available, expires tomorrow', 'available', NOW + DAY, 'available', true],
    ['available, expires in 3 days exactly', 'available', NOW + 3 * DAY, 'available', true],
    ['available, expires in 14 days', 'available', NOW + 14 * DAY, 'available', false],
    ['available, expires this instant', 'available', NOW, 'expired', false],
    ['available, expired yesterday', 'available', NOW - DAY, 'expired', false],
    ['used before its expiry', 'used', NOW + DAY, 'used', false],
    ['used, and since expired', 'used', NOW - DAY, 'used', false],
  ] as const)('%s → %s (expiring soon: %s)', (_label, status, expires_at, tab, soon) => {
    expect(couponTab({ status, expires_at }, NOW)).toBe(tab);
    expect(expiresSoon({ status, expires_at }, NOW)).toBe(soon);
  });

  it.each([
    ['welcome10', 'WELCOME10'],
    ['  spring-2025 ', 'SPRING-2025'],
    ['abc', null],
    ['WELCOME 10', null],
    ['x'.repeat(33), null],
    ['', null],
  ])('code %j → %j', (code, expected) => expect(normalizeCouponCode(code)).toBe(expected));
});
