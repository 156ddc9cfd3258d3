/** One year of a price projection. */
export interface PredictedPrice {
  year: number;
  price: number;
  /** Change from today's price, in percent. */
  changePct: number;
}

/** The user's growth input is clamped to this range (percent per year): −99 % keeps prices positive. */
export const GROWTH_LIMITS = { min: -99, max: 1000 } as const;

/**
 * The price-prediction calculator (issue 25 item 5): today's price compounded by the user's yearly growth for each
 * of the next `years` years (`price × (1 + g)^n`). Not a forecast: the page says so. A growth outside the limits is
 * clamped; a non-finite or non-positive price gives no rows.
 */
export function predictPrices(price: number, yearlyGrowthPct: number, startYear: number, years = 5): PredictedPrice[] {
  if (!Number.isFinite(price) || price <= 0 || !Number.isFinite(yearlyGrowthPct)) return [];
  const g = Math.min(GROWTH_LIMITS.max, Math.max(GROWTH_LIMITS.min, yearlyGrowthPct)) / 100;
  return Array.from({ length: Math.max(0, Math.floor(years)) }, (_, i) => {
    const n = i + 1;
    const projected = price * (1 + g) ** n;
    return { year: startYear + n, price: projected, changePct: ((projected - price) / price) * 100 };
  });
}
