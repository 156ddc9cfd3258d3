import { buildAccount, definePersona } from './persona';

// Growth personas (issue 12 item 4): users whose rebate info makes them an affiliate or a partner (spec 03 §6).

export const affiliateUser = definePersona({
  name: 'affiliate-user',
  description: 'Affiliate (agency_type 1, code AFF2026): the referral page shows the affiliate type and the affiliate tab.',
  account: buildAccount('70001', 'affiliate-user', { rebate: { kol_code: 'AFF2026', encrypted_uid: 'enc-70001', agency_type: 1 } }),
});

export const partnerUser = definePersona({
  name: 'partner-user',
  description: 'Partner (agency_type 3, code PARTNER88): the referral page shows the partner type and the broker tab.',
  account: buildAccount('70002', 'partner-user', { rebate: { kol_code: 'PARTNER88', encrypted_uid: 'enc-70002', agency_type: 3 } }),
});
