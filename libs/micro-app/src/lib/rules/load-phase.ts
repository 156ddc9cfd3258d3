/** What the host shows for a micro-app (issue 11 item 1; the chatroom's loading / mounted / hidden of spec 01 §3). */
export type MicroAppPhase =
  | { kind: 'hidden' }
  | { kind: 'loading' }
  | { kind: 'mounted'; version: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'fallback'; reason: 'missing' | 'version-mismatch' };

/** The result of the HEAD check of the entry. */
export type EntryCheck = { ok: true; version: string | null } | { ok: false; status: number | null };

/** A hidden micro-app loads nothing; a shown one loads once, and only from `hidden` or a first render. */
export const shouldLoad = (hidden: boolean, phase: MicroAppPhase): boolean =>
  !hidden && (phase.kind === 'hidden' || phase.kind === 'loading');

/**
 * After the HEAD check (decision 1110): a missing entry (any non-2xx answer or no answer) degrades to the link; a
 * version header that does not fit degrades too; otherwise the script loads (an entry without the header is checked
 * again once it registers).
 */
export function phaseAfterCheck(check: EntryCheck, fits: (version: string) => boolean): MicroAppPhase | null {
  if (!check.ok) return { kind: 'fallback', reason: 'missing' };
  if (check.version !== null && !fits(check.version)) return { kind: 'fallback', reason: 'version-mismatch' };
  return null;
}
