import type { Coupon, CouponKind } from '@exchange/api';

export type CouponTab = 'available' | 'used' | 'expired';
export const COUPON_TABS: readonly CouponTab[] = ['available', 'used', 'expired'];

/** A coupon counts as "expiring soon" within this long of its expiry (ours: 3 days, like the large exchanges' badges). */
export const EXPIRING_SOON_MS = 3 * 86_400_000;

/** Decision 1934: used wins; else past its expiry it is expired; else available. */
export const couponTab = (coupon: Pick<Coupon, 'status' | 'expires_at'>, now: number): CouponTab =>
  coupon.status === 'used' ? 'used' : coupon.expires_at <= now ? 'expired' : 'available';

export const couponsOfTab = (list: readonly Coupon[], tab: CouponTab, now: number): Coupon[] =>
  list
    .filter((c) => couponTab(c, now) === tab)
    // Available: the one to use first (soonest expiry) on top; used and expired: the latest first.
    .sort((a, b) => (tab === 'available' ? a.expires_at - b.expires_at : b.expires_at - a.expires_at));

export const expiresSoon = (coupon: Pick<Coupon, 'status' | 'expires_at'>, now: number): boolean =>
  couponTab(coupon, now) === 'available' && coupon.expires_at - now <= EXPIRING_SOON_MS;

/** A code as typed: trimmed and upper-cased; null when it cannot be a code (4–32 letters, digits or "-"). */
export const normalizeCouponCode = (code: string): string | null => {
  const value = code.trim().toUpperCase();
  return /^[A-Z0-9-]{4,32}$/.test(value) ? value : null;
};

/** Where a coupon is used (the path without the language prefix). */
export const COUPON_USE_PATH: Readonly<Record<CouponKind, string>> = {
  trading_fee: '/trade/BTC_USDT',
  futures_bonus: '/futures/usdt/BTC_USDT',
  cashback: '/trade/BTC_USDT',
  deposit_bonus: '/myaccount/deposit/USDT',
};
