/** Spec 03 §3 rebate user info: agency_type 0 normal, 1 affiliate/agent, 2 agents direct, 3 partners, 4 partner direct. */
export const AGENCY_TYPE = {
  normal: 0,
  affiliate: 1,
  agentsDirect: 2,
  partner: 3,
  partnerDirect: 4,
} as const;

export type AgencyType = keyof typeof AGENCY_TYPE;

/** Rebate user info (spec 03 §3). */
export interface RebateUserInfo {
  kol_code?: string | null;
  encrypted_uid?: string | null;
  agency_type?: number | string | null;
}

const BY_CODE = new Map<number, AgencyType>(Object.entries(AGENCY_TYPE).map(([name, code]) => [code, name as AgencyType]));

/** The user's agency type from the rebate info; missing or unknown values are a normal user. */
export function agencyType(rebateInfo: RebateUserInfo | null | undefined): AgencyType {
  const raw = rebateInfo?.agency_type;
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  if (!/^\d$/.test(text)) return 'normal';
  return BY_CODE.get(Number(text)) ?? 'normal';
}
