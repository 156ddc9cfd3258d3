/**
 * A frozen sandbox clock for screenshots (issue 14 item 2, the visual regression suite): a browser that sends
 * `sandbox_clock=<epoch ms>` gets every answer computed at that instant (tickers, klines, fills), so live data
 * renders the same on every run. Without the cookie, or with a value that is no plausible instant
 * (2001-09-09 … 2100-01-01, an integer), the sandbox uses the real clock.
 */
export const CLOCK_COOKIE = 'sandbox_clock';

const MIN_MS = 1_000_000_000_000;
const MAX_MS = 4_102_444_800_000;

export function parseSandboxClock(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{13}$/.test(value.trim())) return null;
  const ms = Number(value.trim());
  return ms >= MIN_MS && ms < MAX_MS ? ms : null;
}
