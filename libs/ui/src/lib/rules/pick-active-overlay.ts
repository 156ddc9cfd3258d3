/**
 * The overlay queue's decision: at most one blocking modal is open at a time.
 *
 * Every popup is registered once by the domain that owns it (`defineOverlays`, decision 1720) with a band and a rank;
 * this library knows the bands, never a domain's dialog. A popup in an earlier band goes first; inside a band the
 * lower rank; on a tie the popup that asked first.
 */
export const OVERLAY_BANDS = [
  /** The page cannot be used until the user answers (a non-closable check). */
  'blocking',
  /** Terms the user must accept or sign before going on. */
  'consent',
  /** Legal, regulatory and regional notices, and the prompts to another site. */
  'notice',
  /** Prompts about the user's own account (identity verification). */
  'prompt',
  /** Promotions and marketing: whatever is left, last. */
  'marketing',
] as const;

export type OverlayBand = (typeof OVERLAY_BANDS)[number];

/** One popup's place in the overlay queue, declared once by the domain that owns it (`defineOverlays`). */
export interface OverlayRegistration {
  /** Unique in the app: the queue's key for "dismissed" and "shown once". Domains prefix theirs (`compliance.`). */
  readonly id: string;
  readonly band: OverlayBand;
  /** Order inside the band, lower first: a non-negative integer. Equal ranks go to the popup that asked first. */
  readonly rank: number;
}

export interface OverlayRequest extends OverlayRegistration {
  /** Monotonic request order (first come, first served on ties). */
  order: number;
}

/** Negative when `a` goes before `b`, positive after, 0 on a tie (then the first request wins). */
export function compareOverlays(a: OverlayRegistration, b: OverlayRegistration): number {
  return OVERLAY_BANDS.indexOf(a.band) - OVERLAY_BANDS.indexOf(b.band) || a.rank - b.rank;
}

export function pickActiveOverlay(requests: readonly OverlayRequest[], dismissed: ReadonlySet<string>): string | null {
  let best: OverlayRequest | null = null;
  for (const r of requests) {
    if (dismissed.has(r.id)) continue;
    if (!best) {
      best = r;
      continue;
    }
    const c = compareOverlays(r, best);
    if (c < 0 || (c === 0 && r.order < best.order)) best = r;
  }
  return best ? best.id : null;
}
