/**
 * Priorities of the compliance overlays in the shared overlay queue (lower goes first). The bands mirror
 * `OVERLAY_PRIORITY` of @exchange/ui (a spec keeps them equal); inside the compliance band each notice
 * gets its own rank so the queue order is stable and documented (decision 0303).
 */
export const COMPLIANCE_PRIORITY = {
  ipDetection: 10,
  ipCheck: 11,
  agreement: 20,
  declaration: 30,
  compliance: 40,
} as const;

/** Order of the compliance notices inside the compliance band. */
export const COMPLIANCE_NOTICE_RANK = {
  'eu-upcoming-feature': 0,
  'prohibited-countries': 1,
  'uk-modal': 2,
  'uk-notice': 3,
  'region-switch': 4,
  'restricted-location': 5,
  'account-conflict': 6,
  'only-withdraw': 7,
  'ip-limit': 8,
  'hk-dialog': 9,
  'uzbekistan-dialog': 10,
  'brazil-toast': 11,
  'ltw-toast': 12,
  'cooling-down': 13,
  'compliance-tips': 14,
} as const;

export type ComplianceNoticeRankKey = keyof typeof COMPLIANCE_NOTICE_RANK;

/** The queue priority of one compliance notice: the compliance band plus its rank in hundredths. */
export function compliancePriority(kind: ComplianceNoticeRankKey): number {
  return COMPLIANCE_PRIORITY.compliance + COMPLIANCE_NOTICE_RANK[kind] / 100;
}
