import { DEFAULT_COIN_ICON_WHITELIST } from '@exchange/api';
import { localizeFields } from '../content/localized-text';
import { homeEarnStats } from '../earn/earn-catalog';
import { sandboxFingerprint } from '../rules/device-fingerprint';
import { ok, raw, refuse, type Responder } from './context';
import { forUser } from './for-user';

/** Sandbox rule for verify_invite_info: codes ending in 135 answer 10530135, INVALID answers 10530001, others 0. */
export const inviteCodeAnswer = (inviteCode: unknown): number => {
  if (typeof inviteCode !== 'string' || inviteCode === 'INVALID') return 10530001;
  return inviteCode.endsWith('135') ? 10530135 : 0;
};

/** The device-id call without a token (decision 0530). */
export const MISSING_TOKEN_CODE = 10002;

/** `c` is a page of the site (the app-download page, tagged with the entry) so the banner's link works in the sandbox. */
const downloadEntry = (page: string) => ({
  c: `/mobileapp?from=${page}`,
  china_apk: `https://sandbox.invalid/download/${page}/cn.apk`,
  overseas_apk: `https://sandbox.invalid/download/${page}/global.apk`,
});

/** Site settings (decision 1320): the coupon centre is marked "new" in the side navigation. */
export const SANDBOX_SITE_SETTINGS = { menu_badges: { coupons: 'new' } };

/** The new-user reward's steps for a visitor (decision 1320): 10 + 20 + 30 + 40 = the 100 USDT of the register task. */
export const SANDBOX_NEWBIE_GUIDE = {
  reward_currency: 'USDT',
  steps: [
    { key: 'signup', title: '', reward_num: '10', url: '/signup' },
    { key: 'kyc', title: '', reward_num: '20', url: '/myaccount/kyc_home' },
    { key: 'deposit', title: '', reward_num: '30', url: '/myaccount/deposit/USDT' },
    { key: 'trade', title: '', reward_num: '40', url: '/trade/BTC_USDT' },
  ],
};

/** The rewards hub's campaign preview (decision 1320); other pages keep their own Open Graph data (null). */
export const SANDBOX_REWARDS_OG = {
  title: 'Rewards Hub: up to 100 USDT for new users',
  description: 'Sign up, verify, deposit and trade to collect the new-user reward in four steps.',
  image: '',
};

/** og_show's `url` is the page's path with its locale prefix; the sandbox answers the rewards hub in every locale. */
export const sandboxOgShow = (url: unknown) =>
  typeof url === 'string' && /(^|\/)rewards_hub\/?$/.test(url.split(/[?#]/)[0] ?? '') ? SANDBOX_REWARDS_OG : null;

export const siteResponders = {
  headerCommonData: ({ persona }) => ok(persona.headerCommonData),
  commonConfig: () => raw({ coinIconVersionWhiteList: [...DEFAULT_COIN_ICON_WHITELIST, 'PEPE', 'WIF'] }),
  downloadLinks: () =>
    raw({ home: { h5: downloadEntry('home-h5'), web: downloadEntry('home') }, mobileapp: { web: downloadEntry('mobileapp') } }),
  siteSettings: () => ok(SANDBOX_SITE_SETTINGS),
  homeStats: () =>
    ok({
      trading_volume: '1523000000',
      curr_count: '3800',
      user_register_count: '30000000',
      ...homeEarnStats(),
      max_profit_rate: '1250',
      total_reserve_rate: '128',
    }),
  ogShow: ({ input }) => ok(sandboxOgShow(input['url'])),
  deviceId: ({ input, now }) => {
    const fingerprint = sandboxFingerprint(input['token'], now);
    return fingerprint === null ? refuse(MISSING_TOKEN_CODE, 'Missing device token') : ok({ finger_print: fingerprint });
  },
  newbiePrizePop: ({ persona, account }) => ok(account === null ? persona.marketing.newbiePrize : null),
  targetedPopupPlan: ({ persona, account, input, locale }) => {
    const vipPopup = String(input['resource_type']) === '5' || input['position'] === 'vip_index';
    const plan = vipPopup ? (account === null ? null : persona.marketing.vipPopup) : persona.marketing.homeBanner;
    // The campaign's words in the request's language (issue 24 item 5), English where a text has no translation.
    return ok({ list: plan === null ? [] : [localizeFields(plan, ['title', 'content'], locale)] });
  },
  alphaUserPlans: ({ persona, input, locale }) =>
    ok({
      ...persona.marketing.alpha,
      card: persona.marketing.alpha.card.map((card) => localizeFields(card, ['title'], locale)),
      currency: typeof input['currency'] === 'string' ? input['currency'] : persona.marketing.alpha.currency,
    }),
  rebateUserInfo: forUser(({ account }) => ok(account.rebate)),
  downloadTaskInfo: ({ persona }) => ok(persona.marketing.downloadTask),
  registerTaskInfo: ({ persona }) => ok(persona.marketing.registerTask),
  newbiePrizeGuide: ({ account }) => ok(account === null ? SANDBOX_NEWBIE_GUIDE : null),
  verifyInvite: ({ input }) => {
    const code = inviteCodeAnswer(input['invite_code']);
    return code === 0 ? ok(null) : refuse(code, code === 10530135 ? 'Invite already bound' : 'Invalid invite code');
  },
} satisfies Record<string, Responder>;
