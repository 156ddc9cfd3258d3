/**
 * The sandbox's rate limit on log-in, sign-up, code and password calls (issue 26 item 6b, decision 1832), as an
 * exchange would: at most RATE_LIMIT requests per key in a sliding RATE_WINDOW_MS; past it the call answers 429 with
 * `Retry-After` (whole seconds until the oldest counted request leaves the window). Pure: `now` is passed in.
 */
export const RATE_LIMIT = 10;
export const RATE_WINDOW_MS = 60_000;

export type RateDecision = { allowed: true; hits: number[] } | { allowed: false; hits: number[]; retryAfterSeconds: number };

export function takeRateToken(hits: readonly number[], now: number, limit = RATE_LIMIT, windowMs = RATE_WINDOW_MS): RateDecision {
  const recent = hits.filter((at) => at > now - windowMs && at <= now);
  if (recent.length >= limit) {
    const oldest = Math.min(...recent);
    return { allowed: false, hits: recent, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }
  return { allowed: true, hits: [...recent, now] };
}
