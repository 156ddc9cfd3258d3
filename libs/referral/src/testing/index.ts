import type { FuturesPosition, RebateUserInfo } from '@exchange/api';
import { SAMPLE_FUTURES_POSITION } from '@exchange/api/testing';
import type { SiteContext } from '@exchange/ui';
import { fixtureSiteContext } from '@exchange/ui/testing';

export { renderWithAppProviders } from './render';

/** Referral cookies of a visitor who already came through an invite. */
export const storedReferralCookies = { ref_uid: 'ABC123', ref_type: '1', ref_channel: 'twitter', group_id: 'g1' };

/** A landing query carrying a new invite. */
export const newInviteQuery = { ref: 'NEW999', ref_type: '2', ch: 'telegram', group_id: 'g7' };

export const partnerRebateInfo: RebateUserInfo = { kol_code: 'KOL42', encrypted_uid: 'enc-uid-42', agency_type: 3 };

/** The site context of a visitor on the main site's home page in English. */
export const referralSiteContext: SiteContext = fixtureSiteContext;

export { renderWithApi, ReferralTestProviders } from './api';

/** A logged-in user's context (the referral page's). */
export const loggedInReferralContext: SiteContext = {
  ...referralSiteContext,
  pathname: '/referral',
  user: { isLoggedIn: true, uid: '70002', nickname: 'partner-user' },
  siteOrigins: { main: 'https://www.exchange.test' } as SiteContext['siteOrigins'],
};

export const affiliateRebateInfo: RebateUserInfo = { kol_code: 'AFF2026', encrypted_uid: 'enc-70001', agency_type: 1 };
export const normalRebateInfo: RebateUserInfo = { kol_code: '', encrypted_uid: 'enc-10001', agency_type: 0 };

/** Share image renderers for tests and stories: an image at once, a failure, and one that never finishes. */
export const instantShareImage = () => Promise.resolve(new Blob(['png'], { type: 'image/png' }));
export const failingShareImage = () => Promise.reject(new Error('canvas unavailable'));
export const hangingShareImage = () => new Promise<Blob>(() => undefined);

/** An open futures position (the sandbox accounts' one): 3 BTC_USDT long at 10x, entry 59000, mark 60200 (+20.34 %). */
export const openFuturesPosition: FuturesPosition = SAMPLE_FUTURES_POSITION;
