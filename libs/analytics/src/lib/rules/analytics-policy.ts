/**
 * The analytics pipeline's numbers (decision 1200). Spec 01 §7 gives only the collector's 5000 ms timeout;
 * the batch size, flush delay, retry back-off and queue cap are ours.
 */
export const ANALYTICS_POLICY = {
  /** Spec 01 §7: "Session analytics: to an analytics collector, 5000 ms timeout". */
  sendTimeoutMs: 5000,
  /** A batch goes out when it holds this many events ... */
  batchSize: 10,
  /** ... or this long after its first event. */
  flushDelayMs: 2000,
  /** Back-off after a failed send: base × 2^(attempt − 1), at most maxRetryDelayMs. */
  retryBaseMs: 1000,
  maxRetryDelayMs: 30000,
  /** A batch that failed this many times is dropped. */
  maxAttempts: 5,
  /** Events waiting beyond this are dropped, oldest first (a page that cannot send must not grow without bound). */
  maxQueue: 200,
} as const;

export type AnalyticsPolicy = { readonly [K in keyof typeof ANALYTICS_POLICY]: number };

/**
 * The wait before retry number `attempt` (1 = the first retry), doubling from `retryBaseMs` and capped at
 * `maxRetryDelayMs`; null when the batch has used its `maxAttempts` sends and is dropped.
 */
export function retryDelayMs(attempt: number, policy: AnalyticsPolicy = ANALYTICS_POLICY): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt >= policy.maxAttempts) return null;
  return Math.min(policy.retryBaseMs * 2 ** (attempt - 1), policy.maxRetryDelayMs);
}
