import type { MessageDescriptor } from 'react-intl';
import { growthMessages as m } from '../../messages';
import type { AgencyType } from '../../rules/agency-type';

/** The label and the rebate line of each agency type (spec 03 §6; the wording is ours). */
export const AGENCY_LABELS: Readonly<Record<AgencyType, { label: MessageDescriptor; info: MessageDescriptor }>> = {
  normal: { label: m.agencyNormal, info: m.agencyNormalInfo },
  affiliate: { label: m.agencyAffiliate, info: m.agencyAffiliateInfo },
  agentsDirect: { label: m.agencyAgentsDirect, info: m.agencyAgentsDirectInfo },
  partner: { label: m.agencyPartner, info: m.agencyPartnerInfo },
  partnerDirect: { label: m.agencyPartnerDirect, info: m.agencyPartnerDirectInfo },
};
