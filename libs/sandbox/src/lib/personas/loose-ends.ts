import { buildAccount, definePersona } from './persona';

/**
 * Issue 24 item 2: the clauses no persona reached before. Each has an e2e test (apps/web-e2e/src/loose-ends.spec.ts)
 * and a line in the sandbox README.
 */

/** 02 §4: the business-compliance top notice; its ok navigates (any type but the dismiss type). */
export const businessNotice = definePersona({
  name: 'business-notice',
  description: 'Business-compliance top notice (02 §4) with content and a link; "View details" navigates to /announcements.',
  account: buildAccount('24001', 'business-user'),
  compliance: {
    business: {
      title: 'Service notice',
      content: 'Some services in your region change on 1 March. See {details} for what this means for your account.',
      text_link: [{ key: 'details', link: '/announcements' }],
      ok_button: 'View details',
      cancel_button: '',
      ok_button_router: '/announcements',
      no_close_button: false,
      type: 'navigate',
    },
  },
});

/** 02 §4: the same notice of the dismiss type: its ok only closes it. */
export const businessNoticeDismiss = definePersona({
  name: 'business-notice-dismiss',
  description: 'Business-compliance top notice of the dismiss type (02 §4): "I Got it" closes it, nothing else happens.',
  account: buildAccount('24002', 'business-dismiss'),
  compliance: {
    business: {
      title: 'Notice',
      content: 'Deposits of some tokens are paused while their networks upgrade.',
      text_link: [],
      ok_button: 'I Got it',
      cancel_button: '',
      ok_button_router: '/announcements',
      no_close_button: false,
      type: 'dismiss',
    },
  },
});

/** 01 §8: a visitor from a restricted location (limit_country set, not a prohibited country). */
export const restrictedLocationVisitor = definePersona({
  name: 'restricted-location-visitor',
  description: 'Visitor from a restricted location (limit_country BY): told to sign up or log in and verify, with "I Got it" (01 §8).',
  account: null,
  compliance: { limit: { limit_country: 'BY' } },
});

/** 01 §8: the IP-limit tip for the Netherlands. */
export const nlIpVisitor = definePersona({
  name: 'nl-ip-visitor',
  description: 'Visitor on a Netherlands IP (limit.is_nl_limit): the IP-limit tip for the Netherlands (01 §8).',
  account: null,
  compliance: { limit: { is_nl_limit: true } },
});

/** 01 §8: the IP-limit tip for Italy. */
export const itIpVisitor = definePersona({
  name: 'it-ip-visitor',
  description: 'Visitor on an Italian IP (limit.is_italy_limit): the IP-limit tip for Italy (01 §8).',
  account: null,
  compliance: { limit: { is_italy_limit: true } },
});

/** 01 §4: country 233 with verified above 0 never sees the app-download banner. */
export const country233Verified = definePersona({
  name: 'country-233-verified',
  description: 'Verified user (verified 1) of country 233: the app-download banner stays hidden on phones (01 §4).',
  account: buildAccount('24003', 'c233-verified', { userInfo: { country: 233, verified: 1 } }),
});

/** 01 §4: the same country with verified 0 still sees it (the rule's other side). */
export const country233Unverified = definePersona({
  name: 'country-233-unverified',
  description: 'Unverified user (verified 0) of country 233: the app-download banner shows on phones (01 §4).',
  account: buildAccount('24004', 'c233-unverified', { userInfo: { country: 233, verified: 0 } }),
});

/**
 * 01 §6 "high-KYC limited users": fully verified (raw verified 2, past KYC2) in a restricted location whose verified
 * identity's country differs from where they are (limit_country_user_status 2): the account-conflict notice.
 */
export const highKycLimited = definePersona({
  name: 'high-kyc-limited',
  description: 'High-KYC limited user (verified 2, limit_country BY, status 2): the account-conflict notice with "I Got it" (01 §6).',
  account: buildAccount('24005', 'high-kyc', { userInfo: { verified: 2 } }),
  compliance: { limit: { limit_country: 'BY' }, toast: { limit_country_user_status: 2 } },
});
