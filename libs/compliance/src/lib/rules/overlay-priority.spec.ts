import { OVERLAY_PRIORITY } from '@exchange/ui';
import { COMPLIANCE_NOTICE_RANK, COMPLIANCE_PRIORITY, compliancePriority } from './overlay-priority';

describe('compliance overlay priorities', () => {
  it('use the same bands as the shared overlay queue', () => {
    expect(COMPLIANCE_PRIORITY).toEqual({
      ipDetection: OVERLAY_PRIORITY.ipDetection,
      ipCheck: OVERLAY_PRIORITY.ipCheck,
      agreement: OVERLAY_PRIORITY.agreement,
      declaration: OVERLAY_PRIORITY.declaration,
      compliance: OVERLAY_PRIORITY.compliance,
    });
  });

  it.each(Object.keys(COMPLIANCE_NOTICE_RANK) as Array<keyof typeof COMPLIANCE_NOTICE_RANK>)(
    '%s stays inside the compliance band, before KYC',
    (kind) => {
      const p = compliancePriority(kind);
      expect(p).toBeGreaterThanOrEqual(OVERLAY_PRIORITY.compliance);
      expect(p).toBeLessThan(OVERLAY_PRIORITY.kyc);
    },
  );

  it('ranks are unique', () => {
    const ranks = Object.values(COMPLIANCE_NOTICE_RANK);
    expect(new Set(ranks).size).toBe(ranks.length);
  });
});
