import { isWithinDedupeWindow } from '../rules/dedupe';
import type { TransportResult } from './transport-types';

interface Entry {
  issuedAt: number;
  promise: Promise<TransportResult>;
  settled: boolean;
  reusable: boolean;
}

/**
 * In-flight and recently settled requests of one transport (spec 03 §7 "duplicate requests within
 * 30 s are de-duplicated"). In-flight requests are always shared; a settled answer is reused inside
 * the window only when it succeeded and the request is a read (decision 0201).
 */
export class DedupeCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  run(key: string, reuse: boolean, start: () => Promise<TransportResult>): Promise<TransportResult> {
    const issuedAt = this.now();
    const existing = this.#entries.get(key);
    if (existing !== undefined && (!existing.settled || (existing.reusable && isWithinDedupeWindow(existing.issuedAt, issuedAt)))) {
      return existing.promise;
    }
    const entry: Entry = { issuedAt, promise: Promise.resolve(start()), settled: false, reusable: false };
    this.#entries.set(key, entry);
    entry.promise = entry.promise.then((result) => {
      entry.settled = true;
      entry.reusable = reuse && result.ok;
      if (!entry.reusable && this.#entries.get(key) === entry) this.#entries.delete(key);
      return result;
    });
    return entry.promise;
  }

  /**
   * Forgets every answer, settled or in flight (after a write, a login or a logout). A request in flight still answers
   * those already waiting on it, but a request made from now on starts its own: one that left before a write may carry
   * the state before it (decision 1970: an alpha buy's balances read again got the read in flight before the buy).
   */
  clear(): void {
    this.#entries.clear();
  }
}
