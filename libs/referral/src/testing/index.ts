import type { RebateUserInfo } from '../lib/rules/agency-type';

export { renderWithAppProviders } from './render';

/** Referral cookies of a visitor who already came through an invite. */
export const storedReferralCookies = { ref_uid: 'ABC123', ref_type: '1', ref_channel: 'twitter', group_id: 'g1' };

/** A landing query carrying a new invite. */
export const newInviteQuery = { ref: 'NEW999', ref_type: '2', ch: 'telegram', group_id: 'g7' };

export const partnerRebateInfo: RebateUserInfo = { kol_code: 'KOL42', encrypted_uid: 'enc-uid-42', agency_type: 3 };
