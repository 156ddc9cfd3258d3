import { KYC_VERIFIED, kycAbilities, type VerifiedInput } from '@exchange/api';

/**
 * The sandbox's KYC review (issue 23 item 6, decision 1866): what an application may ask for, and how it is decided.
 * An application under review is approved REVIEW_MS after it was sent unless the sandbox control
 * (`/_sandbox/kyc/approve|reject`) decided it first. Pure: the caller passes `now`.
 */
export const REVIEW_MS = 8_000;

export type KycReviewStatus = 'under_review' | 'approved' | 'rejected';

export interface KycReview {
  /** The `verified` code asked for. */
  target: number;
  status: KycReviewStatus;
  submittedAt: number;
  decidedAt: number;
  reason: string;
  /** The code the account had when it applied (a decision applies on top of it). */
  fromCode: number;
}

const CODE_OF_LEVEL: Readonly<Record<number, number>> = { 1: KYC_VERIFIED.level1, 2: KYC_VERIFIED.level2, 3: KYC_VERIFIED.level3 };

/** The `verified` code an upgrade from `verified` asks for (the level rule's next level), or null: nothing to ask. */
export function upgradeTarget(verified: VerifiedInput): number | null {
  const next = kycAbilities(verified).nextLevel;
  return next === null ? null : (CODE_OF_LEVEL[next] ?? null);
}

export type SubmitCheck = { ok: true } | { ok: false; reason: 'pending' | 'target' };

/** A new application is accepted when none is under review and it asks for the next level exactly. */
export function canSubmit(current: KycReview | null, verified: VerifiedInput, target: number): SubmitCheck {
  if (current !== null && current.status === 'under_review') return { ok: false, reason: 'pending' };
  return upgradeTarget(verified) === target ? { ok: true } : { ok: false, reason: 'target' };
}

/** The review as of `now`: an application under review past REVIEW_MS is approved. */
export function settleReview(review: KycReview, now: number): KycReview {
  if (review.status !== 'under_review' || now - review.submittedAt < REVIEW_MS) return review;
  return { ...review, status: 'approved', decidedAt: review.submittedAt + REVIEW_MS };
}

/** The sandbox control's decision; only an application under review can be decided. */
export function decideReview(review: KycReview, decision: 'approve' | 'reject', now: number): KycReview {
  if (review.status !== 'under_review') return review;
  return decision === 'approve'
    ? { ...review, status: 'approved', decidedAt: now }
    : {
        ...review,
        status: 'rejected',
        decidedAt: now,
        reason: 'The document photo is blurred. Upload a sharp photo of the whole document.',
      };
}

/** The account's `verified` code after the review: the target once approved, else what it had. */
export const verifiedAfter = (review: KycReview | null, base: number): number =>
  review !== null && review.status === 'approved' ? review.target : base;
