import type { KycToast } from '@exchange/api';
import {
  DEFAULT_RISK_GUIDE_COOKIE,
  KYC_UPGRADE_NOTICE_COOKIE,
  decideKycModal,
  isFlagSet,
  parseGuideFrequencyHours,
  riskGuideCookieName,
  type KycModalDecision,
} from './decide-kyc-modal';

const NOW = Date.UTC(2024, 5, 1, 12, 0, 0);
const H = 60 * 60 * 1000;
const KEY = 'risk_guide_123';
const toast: KycToast = {
  is_risk_user: false,
  show_kyc_upgrade_notice: false,
  risk_user_guide_frequency: 0,
  risk_user_guide_cookie_key: KEY,
};
const upgradeStore = { name: KYC_UPGRADE_NOTICE_COOKIE, value: String(NOW), maxAgeSeconds: 43200 };
type Cookies = Record<string, string>;

describe('decideKycModal (spec 01 §4, spec 02 §4)', () => {
  it.each<[string, Partial<KycToast>, Cookies, KycModalDecision]>([
    ['neither flag: no modal', {}, {}, { modal: null, store: null }],
    // Risk user, frequency 0 = every time.
    ['risk, frequency 0: every time, nothing stored', { is_risk_user: true }, {}, { modal: 'risk', store: null }],
    ['risk, frequency 0 ignores an existing cookie', { is_risk_user: true }, { [KEY]: String(NOW - 1000) }, { modal: 'risk', store: null }],
    // Risk user, frequency N hours.
    [
      'risk, frequency 24, no cookie: show and store a 24 h cookie under the server key',
      { is_risk_user: true, risk_user_guide_frequency: 24 },
      {},
      { modal: 'risk', store: { name: KEY, value: String(NOW), maxAgeSeconds: 86400 } },
    ],
    [
      'risk, frequency 24, cookie 23 h old: hidden',
      { is_risk_user: true, risk_user_guide_frequency: 24 },
      { [KEY]: String(NOW - 23 * H) },
      { modal: null, store: null },
    ],
    [
      'risk, frequency 24, cookie 24 h old: shows again',
      { is_risk_user: true, risk_user_guide_frequency: 24 },
      { [KEY]: String(NOW - 24 * H) },
      { modal: 'risk', store: { name: KEY, value: String(NOW), maxAgeSeconds: 86400 } },
    ],
    [
      'risk, frequency 2: 2 h cookie',
      { is_risk_user: true, risk_user_guide_frequency: 2 },
      {},
      { modal: 'risk', store: { name: KEY, value: String(NOW), maxAgeSeconds: 7200 } },
    ],
    [
      'risk, a fresh cookie under another name does not count',
      { is_risk_user: true, risk_user_guide_frequency: 2 },
      { other: String(NOW - H) },
      { modal: 'risk', store: { name: KEY, value: String(NOW), maxAgeSeconds: 7200 } },
    ],
    [
      'risk, malformed cookie value is ignored',
      { is_risk_user: true, risk_user_guide_frequency: 1 },
      { [KEY]: 'yes' },
      { modal: 'risk', store: { name: KEY, value: String(NOW), maxAgeSeconds: 3600 } },
    ],
    [
      'risk, cookie from the future is ignored',
      { is_risk_user: true, risk_user_guide_frequency: 1 },
      { [KEY]: String(NOW + H) },
      { modal: 'risk', store: { name: KEY, value: String(NOW), maxAgeSeconds: 3600 } },
    ],
    [
      'risk, no cookie key from the server: the default key is read and written',
      { is_risk_user: true, risk_user_guide_frequency: 1, risk_user_guide_cookie_key: ' ' },
      { [DEFAULT_RISK_GUIDE_COOKIE]: String(NOW - 2 * H) },
      { modal: 'risk', store: { name: DEFAULT_RISK_GUIDE_COOKIE, value: String(NOW), maxAgeSeconds: 3600 } },
    ],
    [
      'risk, default key fresh: hidden',
      { is_risk_user: true, risk_user_guide_frequency: 1, risk_user_guide_cookie_key: '' },
      { [DEFAULT_RISK_GUIDE_COOKIE]: String(NOW - 10 * 60_000) },
      { modal: null, store: null },
    ],
    [
      'risk, negative frequency falls back to every time',
      { is_risk_user: true, risk_user_guide_frequency: -5 },
      {},
      { modal: 'risk', store: null },
    ],
    // Priority: risk over upgrade.
    ['both flags: risk wins', { is_risk_user: true, show_kyc_upgrade_notice: true }, {}, { modal: 'risk', store: null }],
    [
      'both flags, risk cookie fresh: no upgrade notice for a risk user',
      { is_risk_user: true, show_kyc_upgrade_notice: true, risk_user_guide_frequency: 24 },
      { [KEY]: String(NOW - H) },
      { modal: null, store: null },
    ],
    // Upgrade notice once per 12 h.
    ['upgrade, never shown', { show_kyc_upgrade_notice: true }, {}, { modal: 'upgrade', store: upgradeStore }],
    [
      'upgrade, shown 11 h 59 min ago: hidden',
      { show_kyc_upgrade_notice: true },
      { [KYC_UPGRADE_NOTICE_COOKIE]: String(NOW - 12 * H + 60_000) },
      { modal: null, store: null },
    ],
    [
      'upgrade, shown exactly 12 h ago: shows',
      { show_kyc_upgrade_notice: true },
      { [KYC_UPGRADE_NOTICE_COOKIE]: String(NOW - 12 * H) },
      { modal: 'upgrade', store: upgradeStore },
    ],
    [
      'upgrade, malformed stored time is ignored',
      { show_kyc_upgrade_notice: true },
      { [KYC_UPGRADE_NOTICE_COOKIE]: '12/abc' },
      { modal: 'upgrade', store: upgradeStore },
    ],
  ])('%s', (_label, overrides, cookies, expected) =>
    expect(decideKycModal({ toast: { ...toast, ...overrides }, cookies, now: NOW })).toEqual(expected),
  );
});

describe('riskGuideCookieName', () => {
  it.each([
    ['risk_guide_1', 'risk_guide_1'],
    ['  risk_guide_1 ', 'risk_guide_1'],
    ['', DEFAULT_RISK_GUIDE_COOKIE],
  ])('%p → %p', (key, expected) => expect(riskGuideCookieName({ risk_user_guide_cookie_key: key })).toBe(expected));
});

describe('isFlagSet (the notice modal riskClosable prop)', () => {
  it.each<[Parameters<typeof isFlagSet>[0], boolean]>([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    [2, false],
    ['1', true],
    ['TRUE', true],
    ['0', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%p → %p', (flag, expected) => expect(isFlagSet(flag)).toBe(expected));
});

describe('parseGuideFrequencyHours', () => {
  it.each<[number, number]>([
    [0, 0],
    [12, 12],
    [-1, 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NaN, 0],
  ])('%p → %p', (frequency, expected) => expect(parseGuideFrequencyHours(frequency)).toBe(expected));
});
