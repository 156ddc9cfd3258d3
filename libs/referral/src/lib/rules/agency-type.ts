import type { RebateUserInfo } from '@exchange/api';

/** Spec 03 §3 rebate user info: agency_type 0 normal, 1 affiliate/agent, 2 agents direct, 3 partners, 4 partner direct. */
export const AGENCY_TYPE = {
  normal: 0,
  affiliate: 1,
  agentsDirect: 2,
  partner: 3,
  partnerDirect: 4,
} as const;

export type AgencyType = keyof typeof AGENCY_TYPE;

const BY_CODE = new Map<number, AgencyType>(Object.entries(AGENCY_TYPE).map(([name, code]) => [code, name as AgencyType]));

/** The user's agency type from the rebate info; missing or unknown values are a normal user. */
export function agencyType(rebateInfo: Pick<RebateUserInfo, 'agency_type'> | null | undefined): AgencyType {
  return BY_CODE.get(rebateInfo?.agency_type ?? AGENCY_TYPE.normal) ?? 'normal';
}
