/**
 * The realtime client's timing rules (issue 20, decision 1801). Pure: the caller passes `random` and times.
 *
 * - Heartbeat: a ping every 3 s; a socket that has sent nothing for 7 s is dead (a stalled socket is replaced
 *   within 7 s + the first reconnect delay, under the 10 s).
 * - Backoff: exponential from 500 ms, doubling, capped at 15 s, with "equal jitter" (half fixed, half random).
 * - A server restart (close codes 1001 going away, 1012 service restart) spreads the first reconnect uniformly over
 *   5 s, so 1,000 clients dropped at once come back over 5 s, not in one storm; the next tries back off as usual.
 * - Clock jump: the 1 s tick seeing the wall clock move 30 s more (or any amount less) than expected means the
 *   machine slept or its clock was set: resync.
 */
export const REALTIME_TIMING: {
  readonly pingIntervalMs: number;
  readonly deadAfterMs: number;
  readonly tickMs: number;
  readonly backoffBaseMs: number;
  readonly backoffMaxMs: number;
  readonly restartSpreadMs: number;
  readonly clockJumpMs: number;
} = {
  pingIntervalMs: 3_000,
  deadAfterMs: 7_000,
  tickMs: 1_000,
  backoffBaseMs: 500,
  backoffMaxMs: 15_000,
  restartSpreadMs: 5_000,
  clockJumpMs: 30_000,
};
export type RealtimeTiming = typeof REALTIME_TIMING;

/** Close codes by which a server says it is going away or restarting (RFC 6455 §7.4.1, IANA registry). */
export const RESTART_CLOSE_CODES: readonly number[] = [1001, 1012];

const clamp01 = (r: number) => (Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0.5);

/**
 * The wait before reconnect number `attempt` (0 = the first after a drop). `closeCode` of the drop, if any: after a
 * server restart the first try is spread over `restartSpreadMs`.
 */
export function reconnectDelay(attempt: number, random: number, closeCode?: number, timing: RealtimeTiming = REALTIME_TIMING): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const r = clamp01(random);
  if (n === 0 && closeCode !== undefined && RESTART_CLOSE_CODES.includes(closeCode)) return Math.round(timing.restartSpreadMs * r);
  const ceiling = Math.min(timing.backoffMaxMs, timing.backoffBaseMs * 2 ** Math.min(n, 20));
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}

/** Whether a socket that last sent something at `lastMessageAt` is dead at `now` (monotonic ms). */
export function isSocketSilent(lastMessageAt: number, now: number, timing: RealtimeTiming = REALTIME_TIMING): boolean {
  return now - lastMessageAt > timing.deadAfterMs;
}

/**
 * Whether the wall clock jumped between two ticks: `wallBefore`/`wallNow` from `Date.now()`, `elapsed` the
 * monotonic time between them. A sleeping laptop's tick comes late in both clocks' eyes on some systems and only in
 * the wall clock's on others: both count, as does a clock set back.
 */
export function isClockJump(wallBefore: number, wallNow: number, elapsed: number, timing: RealtimeTiming = REALTIME_TIMING): boolean {
  const wallElapsed = wallNow - wallBefore;
  return wallElapsed < -1_000 || wallElapsed - Math.min(elapsed, timing.tickMs) > timing.clockJumpMs;
}

/** The socket host to try after `current` failed: the next of the site's `ws` hosts, round robin (spec 03 §3). */
export function nextHostIndex(current: number, hostCount: number): number {
  if (hostCount <= 1) return 0;
  return (((current + 1) % hostCount) + hostCount) % hostCount;
}

/**
 * The shared worker's view of its tabs (issue 20, decision 1850): each tab beats every 5 s with the channels it
 * holds; a tab not heard from for 75 s is gone (crashed, discarded or frozen without a `pagehide`) and its channels
 * are released. 75 s outlasts Chrome's intensive throttling of hidden tabs (timers once a minute), so a tab left in
 * the background keeps its channels; a tab that closes says so at once (`pagehide`, or the port's `close` event).
 */
export const TAB_TIMING: { readonly beatMs: number; readonly goneAfterMs: number } = { beatMs: 5_000, goneAfterMs: 75_000 };

/** Whether a tab last heard from at `lastBeatAt` is gone at `now` (monotonic ms). */
export function isTabGone(lastBeatAt: number, now: number, timing: typeof TAB_TIMING = TAB_TIMING): boolean {
  return now - lastBeatAt > timing.goneAfterMs;
}
