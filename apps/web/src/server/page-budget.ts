import 'server-only';
/**
 * The time one page request may spend on server-side exchange calls (decision 0810): every call of the request
 * shares one deadline, so a hanging exchange costs a page at most the budget, not one timeout per call.
 */

/** Total time of a page request's exchange calls. */
export const PAGE_BUDGET_MS = 3000;

export interface PageDeadline {
  /** Aborts when the budget is spent; its reason is a `TimeoutError` DOMException. */
  readonly signal: AbortSignal;
  /** Epoch ms at which the budget is spent. */
  readonly at: number;
  /** Milliseconds left (0 once spent). */
  remaining(): number;
}

/**
 * A deadline `budgetMs` from now. The timer does not keep the process alive; `now` is injectable for tests
 * (with fake timers, Date.now is faked too).
 */
export function createPageDeadline(budgetMs: number = PAGE_BUDGET_MS, now: () => number = Date.now): PageDeadline {
  const controller = new AbortController();
  const at = now() + budgetMs;
  const timer = setTimeout(
    () => controller.abort(new DOMException(`Page budget of ${budgetMs} ms spent`, 'TimeoutError')),
    Math.max(0, budgetMs),
  );
  (timer as { unref?: () => void }).unref?.();
  return { signal: controller.signal, at, remaining: () => Math.max(0, at - now()) };
}
