import { KYC_VERIFIED } from '@exchange/api';
import { REVIEW_MS, canSubmit, decideReview, settleReview, upgradeTarget, verifiedAfter, type KycReview } from './kyc-review';

const T = 1_800_000_000_000;
const review = (over: Partial<KycReview> = {}): KycReview => ({
  target: KYC_VERIFIED.level1,
  status: 'under_review',
  submittedAt: T,
  decidedAt: 0,
  reason: '',
  fromCode: KYC_VERIFIED.level0,
  ...over,
});

describe('kyc review (issue 23 item 6, decision 1866)', () => {
  it.each([
    ['level 0 (code 0) asks for level 1 (code 2)', 0, KYC_VERIFIED.level1],
    ['level 0.5 (code 5) asks for level 1 (code 2)', 5, KYC_VERIFIED.level1],
    ['level 1 (code 2) asks for level 2 (code 1)', 2, KYC_VERIFIED.level2],
    ['level 2 (code 1) asks for level 3 (code 4)', 1, KYC_VERIFIED.level3],
    ['level 3 (code 4) asks for nothing', 4, null],
    ['company (code 3) asks for nothing', 3, null],
    ['an unknown code is level 0 (decision 0501)', 9, KYC_VERIFIED.level1],
  ])('%s', (_label, verified, target) => {
    expect(upgradeTarget(verified)).toBe(target);
  });

  it.each([
    ['nothing pending, next level', null, 0, KYC_VERIFIED.level1, { ok: true }],
    ['one under review', review(), 0, KYC_VERIFIED.level1, { ok: false, reason: 'pending' }],
    ['rejected before: may apply again', review({ status: 'rejected' }), 0, KYC_VERIFIED.level1, { ok: true }],
    ['skipping a level', null, 0, KYC_VERIFIED.level2, { ok: false, reason: 'target' }],
    ['nothing above level 3', null, 4, KYC_VERIFIED.level3, { ok: false, reason: 'target' }],
  ] as const)('submit: %s', (_label, current, verified, target, expected) => {
    expect(canSubmit(current, verified, target)).toEqual(expected);
  });

  it.each([
    ['just sent', 0, 'under_review'],
    ['1 ms before the review time', REVIEW_MS - 1, 'under_review'],
    ['at the review time', REVIEW_MS, 'approved'],
    ['long after', 10 * REVIEW_MS, 'approved'],
  ])('auto approval: %s', (_label, after, status) => {
    expect(settleReview(review(), T + after).status).toBe(status);
  });

  it('a decided application stays decided', () => {
    const rejected = decideReview(review(), 'reject', T + 1000);
    expect(rejected.status).toBe('rejected');
    expect(rejected.reason).toMatch(/blurred/);
    expect(settleReview(rejected, T + 10 * REVIEW_MS)).toBe(rejected);
    expect(decideReview(rejected, 'approve', T + 2000)).toBe(rejected);
    expect(decideReview(review(), 'approve', T + 1000)).toMatchObject({ status: 'approved', decidedAt: T + 1000 });
  });

  it.each([
    ['no application', null, 0, 0],
    ['under review keeps the old code', review(), 0, 0],
    ['approved gives the target', review({ status: 'approved' }), 0, KYC_VERIFIED.level1],
    ['rejected keeps the old code', review({ status: 'rejected' }), 0, 0],
  ])('verified after: %s', (_label, current, base, expected) => {
    expect(verifiedAfter(current, base)).toBe(expected);
  });
});
