/** First reconnect of a live stream waits about this long (decision 0410). */
export const STREAM_RETRY_BASE_MS = 1000;
/** Reconnects never wait longer than this. */
export const STREAM_RETRY_MAX_MS = 30_000;

/**
 * How long to wait before reconnect number `attempt` (0 = the first after a failure): exponential from
 * 1 s, capped at 30 s, with "equal jitter" (half fixed, half scaled by `random` in [0, 1]) so that many
 * browsers dropped at once do not come back at once. Bad inputs count as attempt 0 and random 0.5.
 */
export function streamRetryDelay(attempt: number, random: number): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const ceiling = Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_BASE_MS * 2 ** Math.min(n, 16));
  const r = Number.isFinite(random) ? Math.min(1, Math.max(0, random)) : 0.5;
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}
