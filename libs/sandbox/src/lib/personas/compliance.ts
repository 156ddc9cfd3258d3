import { SITE_IDS } from '@exchange/site-config';
import { buildAccount, definePersona } from './persona';

export const ukLimited = definePersona({
  name: 'uk-limited',
  description: 'UK-limited user on a UK IP (is_uk_ip): UK notice (modal in Chinese), main and other sites offer the UK site.',
  account: buildAccount('30001', 'uk-user'),
  compliance: { limit: { is_uk_limit: true, is_uk_ip: true, limit_country: 'GB' } },
});

export const blockedCountry = definePersona({
  name: 'blocked-country',
  description:
    'User from a prohibited country (limit.is_blocked_country): always redirected to /state_compliance_tips; "I Acknowledge" notice.',
  account: buildAccount('30002', 'blocked-user'),
  compliance: { limit: { is_blocked_country: true, limit_country: 'CU' } },
});

export const restrictedFeature = definePersona({
  name: 'restricted-feature',
  description:
    'Futures, alpha, pilot and ETF restricted in the region (menu has "futures", "alpha", "pilot", "etf"; tips off): their pages redirect to /state_compliance_tips.',
  account: buildAccount('30003', 'restricted-user'),
  compliance: { menu: ['futures', 'alpha', 'pilot', 'etf'], tips: { enable: false } },
});

/**
 * Issue 25: a region that forbids the product pages of issue 25 (copy trading, earn, alpha, strategy bots, launchpool
 * and candy drop, startup, premint and pre-market, pilot, etf; tips off): each redirects to /state_compliance_tips.
 */
export const productsRestricted = definePersona({
  name: 'products-restricted',
  description:
    'Copy trading, earn, alpha, bots, launchpool, startup, pre-market, pilot and etf restricted in the region (menu codes, tips off): those pages redirect to /state_compliance_tips.',
  account: buildAccount('30025', 'products-restricted-user'),
  compliance: {
    menu: ['copy_trading', 'earn', 'alpha', 'strategy_bot', 'launchpool', 'startup', 'pre_market', 'pilot', 'etf'],
    tips: { enable: false },
  },
});

export const complianceTips = definePersona({
  name: 'compliance-tips',
  description: 'Compliance tips on (home, register, login; 2 a day) and a business-compliance footer notice.',
  account: buildAccount('30004', 'tips-user'),
  compliance: {
    tips: {
      enable: true,
      path: ['home', 'register', 'login'],
      options: { maxCount: 2 },
      title: 'Notice',
      content: 'Some products are not available in your region. See {terms}.',
      text_link: [{ key: 'terms', link: '/user-agreement' }],
      ok_button: 'I Got it',
      ok_button_router: '',
    },
  },
  footerTips: [
    {
      content: 'Deposits in your region are paused for maintenance. See {notice}.',
      title: 'Notice',
      ok_button: 'I Got it',
      cancel_button: '',
      ok_button_router: '',
      text_link: [{ key: 'notice', link: '/announcements' }],
      no_close_button: false,
      type: '1',
    },
  ],
});

export const withdrawOnly = definePersona({
  name: 'withdraw-only',
  description: 'Withdraw-only user: the only-withdraw tip with a create-ticket button (/myaccount/tickets).',
  account: buildAccount('30005', 'withdraw-only'),
  compliance: { toast: { is_withdraw_only_user: true, limit_country_user_status: 2 } },
});

export const hkUser = definePersona({
  name: 'hk-user',
  description: 'Hong Kong user (toast.is_hk_user): the HK dialog, repeated after 24 hours.',
  account: buildAccount('30006', 'hk-user'),
  compliance: { toast: { is_hk_user: true }, limit: { limit_country: 'HK' } },
});

export const uzbekistanUser = definePersona({
  name: 'uzbekistan-user',
  description: 'Uzbekistan user (limit.is_uzbekistan_toast): the Uzbekistan dialog, shown once; a global-region IP (is_main).',
  account: buildAccount('30007', 'uz-user'),
  // Uzbekistan has no regional site: its IPs belong to the main site's region (decision 0311).
  compliance: { limit: { is_uzbekistan_toast: true, limit_country: 'UZ', is_main: true } },
});

/** Decision 0310: the reminder rides on the compliance check's `business.reminder`; no end_time (the server's answer is the period). */
export const coolingDown = definePersona({
  name: 'cooling-down',
  description: 'First-time investor in the 24-hour cooling-down period (business.reminder): the "Notice" reminder; ok opens verification.',
  account: buildAccount('30008', 'cooling-user'),
  compliance: {
    business: {
      reminder: {
        content:
          'As a first-time investor you are in a 24-hour cooling-down period before you can invest. You can finish setting up your account in the meantime.',
        ok_button: 'Continue setup',
        cancel_button: 'Later',
        ok_button_router: '/myaccount/kyc_home',
        end_time: 0,
      },
    },
  },
});

export const turkeyDeclaration = definePersona({
  name: 'turkey-declaration',
  description: 'Turkey-site user who has not signed the declaration (status 1): the declaration modal; footer link once signed.',
  account: buildAccount('40001', 'tr-user', { declaration: 1 }),
  headerCommonData: { sub_site_id: SITE_IDS.tr, curr_fiat: 'TRY', defaultBuyCryptoFiat: 'TRY', defaultP2PFiat: 'TRY' },
});

export const agreementPending = definePersona({
  name: 'agreement-pending',
  description: 'User who must accept the updated user agreement (status 1): the non-dismissable agreement modal with "I Agree".',
  account: buildAccount('40002', 'agreement-user', {
    agreement: {
      status: 1,
      content: '<p>We have updated our User Agreement. Please read and accept it to continue.</p>',
      submit_button: 'I Agree',
    },
  }),
});
