/**
 * The overlay queue's decision: at most one blocking modal is open at a time.
 * Lower priority number wins; ties go to the request registered first.
 */
export const OVERLAY_PRIORITY = {
  /** Blocking compliance: IP detection modal (non-closable). */
  ipDetection: 10,
  ipCheck: 11,
  agreement: 20,
  declaration: 30,
  /** Compliance notices and region prompts. */
  compliance: 40,
  /** KYC prompts. */
  kyc: 50,
  /** Promotions and marketing popups. */
  promotion: 60,
} as const;

export type OverlayPriority = number;

export interface OverlayRequest {
  id: string;
  priority: OverlayPriority;
  /** Monotonic registration order (first come, first served on ties). */
  order: number;
}

export function pickActiveOverlay(requests: readonly OverlayRequest[], dismissed: ReadonlySet<string>): string | null {
  let best: OverlayRequest | null = null;
  for (const r of requests) {
    if (dismissed.has(r.id)) continue;
    if (!best || r.priority < best.priority || (r.priority === best.priority && r.order < best.order)) best = r;
  }
  return best ? best.id : null;
}
