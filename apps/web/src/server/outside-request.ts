// No `import 'server-only'`: loaded by instrumentation.ts's register hook, outside React's server layer (decision 0800).
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Runs exchange fetches in the async context the process started with, not in the page request's (issue 26 item 1,
 * decision 1810). undici keeps one process-wide timer for its connection and body timeouts. Whichever fetch first
 * creates it, that timer keeps the AsyncLocalStorage stores of that fetch's request: Next's request store, with
 * its IncomingMessage and ServerResponse. Heap snapshots after a soak showed that store at the root of a chain of
 * aborted requests, linked by their abort reasons' unformatted stack traces. The chain held hundreds of requests
 * (tens of MB) until the timer was replaced after an idle spell.
 */
const KEY = Symbol.for('exchange.outside-request');

type Runner = <R>(fn: () => R) => R;

/** Called once by the register hook, before any request: remembers the context without any request's stores. */
export function captureOutsideRequestContext(): void {
  const holder = globalThis as unknown as Record<symbol, Runner | undefined>;
  if (typeof AsyncLocalStorage.snapshot === 'function') holder[KEY] ??= AsyncLocalStorage.snapshot() as Runner;
}

/** `fn()` outside any request's async context when the register hook captured one, else as is (tests, dev). */
export function outsideRequest<R>(fn: () => R): R {
  const run = (globalThis as unknown as Record<symbol, Runner | undefined>)[KEY];
  return run ? run(fn) : fn();
}
