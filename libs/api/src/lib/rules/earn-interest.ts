import Decimal from 'decimal.js';

/**
 * The earn arithmetic (issue 25 item 3, decision 1895), one home for the sandbox's payouts and the page's live
 * figures: simple interest on the principal at the product's APR, accrued per whole minute on a 365-day year, cut
 * (never rounded up) to 8 decimals. A locked position stops accruing at maturity; redeemed before maturity it pays
 * back the principal without interest.
 */
export const EARN_DECIMALS = 8;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const MINUTES_PER_YEAR = 365 * 24 * 60;

export interface EarnHolding {
  /** Principal, as text. */
  amount: string;
  /** Annual percentage rate, "8.5" for 8.5 %. */
  apr: string;
  /** Epoch ms the principal started to accrue. */
  subscribed_at: number;
  /** Lock in days, 0 for flexible. */
  term_days: number;
}

const dec = (value: string): Decimal => {
  try {
    const d = new Decimal(value);
    return d.isFinite() && d.gte(0) ? d : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
};
const text = (value: Decimal): string => value.toDecimalPlaces(EARN_DECIMALS, Decimal.ROUND_DOWN).toFixed();

/** When a position locked for `termDays` matures (epoch ms); 0 for flexible. */
export const earnMaturity = (subscribedAt: number, termDays: number): number => (termDays > 0 ? subscribedAt + termDays * DAY_MS : 0);

/** Whole minutes of accrual at `now`: none before the subscription, none after maturity. */
export function accrualMinutes(holding: Pick<EarnHolding, 'subscribed_at' | 'term_days'>, now: number): number {
  const maturity = earnMaturity(holding.subscribed_at, holding.term_days);
  const end = maturity > 0 ? Math.min(now, maturity) : now;
  return Math.max(0, Math.floor((end - holding.subscribed_at) / MINUTE_MS));
}

/** Interest accrued at `now` on the whole principal. */
export function accruedInterest(holding: EarnHolding, now: number): string {
  const minutes = accrualMinutes(holding, now);
  return text(dec(holding.amount).mul(dec(holding.apr)).div(100).mul(minutes).div(MINUTES_PER_YEAR));
}

/** What `amount` at `apr` earns in `days` (the subscribe preview: a flexible product shows a day, a locked one its term). */
export const estimatedInterest = (amount: string, apr: string, days: number): string =>
  text(dec(amount).mul(dec(apr)).div(100).mul(Math.max(0, days)).div(365));

export interface EarnPayout {
  principal: string;
  interest: string;
  /** What reaches spot: principal plus interest. */
  total: string;
  /** A locked position redeemed before maturity: the interest is forfeited. */
  early: boolean;
}

/**
 * Redeeming `redeem` of a holding at `now`: that part of the principal and the same share of the accrued interest
 * (none before a locked position matures). `null` when `redeem` is not above 0 or exceeds the principal.
 */
export function earnPayout(holding: EarnHolding, redeem: string, now: number): EarnPayout | null {
  const principal = dec(holding.amount);
  const part = dec(redeem);
  if (part.lte(0) || part.gt(principal)) return null;
  const maturity = earnMaturity(holding.subscribed_at, holding.term_days);
  const early = maturity > 0 && now < maturity;
  const interest = early ? new Decimal(0) : dec(accruedInterest(holding, now)).mul(part).div(principal);
  const paid = interest.toDecimalPlaces(EARN_DECIMALS, Decimal.ROUND_DOWN);
  return { principal: text(part), interest: text(paid), total: text(part.plus(paid)), early };
}
