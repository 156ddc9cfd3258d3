import { BASE_MARKETING, buildAccount, definePersona, vipPopupPlan } from './persona';

/** Issue 12 item 1: a VIP just upgraded to VIP 4, whose home page shows the VIP_UPGRADED popup (closes after 10 s). */
export const vipUpgraded = definePersona({
  name: 'vip-upgraded',
  description: 'VIP 4 just upgraded: the VIP page popup (VIP_UPGRADED, three benefits) on the home page, closing after 10 s.',
  account: buildAccount('10031', 'vip-upgraded', {
    userInfo: { tier: 4 },
    vip: { trial: { tier: 0 }, tier: 4, expire_time: 1893456000 },
    userTier: 4,
  }),
  marketing: { vipPopup: { ...vipPopupPlan(4, 'VIP_UPGRADED'), plan_id: '204', title: 'Welcome to VIP 4' } },
});

/** A VIP whose tier ran out: the VIP_EXPIRED popup. */
export const vipExpired = definePersona({
  name: 'vip-expired',
  description: 'VIP tier expired: the VIP page popup (VIP_EXPIRED) on the home page.',
  account: buildAccount('10032', 'vip-expired', { userInfo: { tier: 0 }, vip: { trial: { tier: 0 }, tier: 0, expire_time: 1700000000 } }),
  marketing: { vipPopup: { ...vipPopupPlan(2, 'VIP_EXPIRED'), plan_id: '205', title: 'Your VIP 2 benefits have ended' } },
});

/** Issue 12 item 1: three alpha cards that rotate round-robin across reloads; no homepage banner. */
export const alphaPlans = definePersona({
  name: 'alpha-plans',
  description: 'Visitor with three alpha banner cards (rotating per reload, closed → hidden 24 h) and no homepage banner 2.',
  account: null,
  marketing: {
    homeBanner: null,
    alpha: {
      currency: 'PEPE',
      card: [
        ...BASE_MARKETING.alpha.card,
        {
          id: '3',
          title: 'Pre-market: WIF',
          url: '/pre-market',
          img: '/static/sandbox/alpha-3.svg',
          img_v2: '',
          sort: 3,
          plan_name: 'alpha-3',
          data_type: '1',
        },
      ],
    },
  },
});

/** A visitor for whom no plan is returned: no banner 2, no alpha banner (the first-load budget's baseline). */
export const noPlans = definePersona({
  name: 'no-plans',
  description: 'Visitor without targeted plans: no homepage banner 2 and no alpha banner; promo cards and popups as a visitor.',
  account: null,
  marketing: { homeBanner: null, alpha: { card: [], currency: '' } },
});
