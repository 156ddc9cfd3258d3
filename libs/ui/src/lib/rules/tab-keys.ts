/**
 * The WAI-ARIA tabs pattern's keys (decision 1948): ArrowRight / ArrowLeft move to the next / previous tab (mirrored
 * in a right-to-left page, where the next tab is on the left), wrapping around; Home and End go to the first and last.
 * Returns the index to select, or null for any other key (the caller leaves the event alone).
 */
export function nextTabIndex(key: string, index: number, count: number, rtl: boolean): number | null {
  if (count < 1) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = key === 'ArrowRight' ? (rtl ? -1 : 1) : key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
  if (step === 0) return null;
  const from = index >= 0 && index < count ? index : 0;
  return (from + step + count) % count;
}
