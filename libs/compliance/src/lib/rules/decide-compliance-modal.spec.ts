import { apiCheckOrFallback, apiTips } from '../../testing/api-shapes';
import { countToday, decideComplianceModal, parseComplianceCounter, type ComplianceModalContext } from './decide-compliance-modal';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const EARLIER_TODAY = Date.UTC(2025, 0, 15, 0, 0, 1);
const YESTERDAY_LATE = Date.UTC(2025, 0, 14, 23, 59, 59);
const tip = apiTips({
  enable: true,
  path: ['register', 'home', 'login'],
  options: { maxCount: 3 },
  title: 'Notice',
  content: 'Read this.',
});

const ctx = (over: Partial<ComplianceModalContext> = {}): ComplianceModalContext => ({
  site: 'main',
  path: '/',
  tip,
  stored: {},
  now: NOW,
  ...over,
});

describe('decideComplianceModal: conditions (02 §4)', () => {
  it.each<[string, Partial<ComplianceModalContext>, string]>([
    ['US site', { site: 'us' }, 'not-main'],
    ['testnet site', { site: 'testnet' }, 'not-main'],
    ['tip disabled', { tip: { ...tip, enable: false } }, 'disabled'],
    ['no tip', { tip: null }, 'disabled'],
    ['path not allowed', { path: '/trade/BTC_USDT' }, 'path'],
    ['login not in the tip paths', { path: '/login', tip: { ...tip, path: ['home'] } }, 'path'],
    [
      'tip path list malformed (the api gives its fallback: no tip)',
      { tip: apiCheckOrFallback({ tips: { ...tip, path: 'home' } }).tips },
      'disabled',
    ],
    ['already shown this session', { stored: { session: { compliance_modal_shown: '1' } } }, 'session'],
    ['daily count reached (3/3)', { stored: { local: { compliance_modal_count_home: `3/${EARLIER_TODAY}` } } }, 'daily-limit'],
    [
      'maxCount 0 (what the api gives for a missing one) is once a day',
      { tip: apiTips({ ...tip, options: { maxCount: 0 } }), stored: { local: { compliance_modal_count_home: `1/${EARLIER_TODAY}` } } },
      'daily-limit',
    ],
  ])('%s → hidden (%s)', (_label, over, reason) => {
    expect(decideComplianceModal(ctx(over))).toEqual({ show: false, reason });
  });

  it.each<[string, Partial<ComplianceModalContext>, string, number]>([
    ['home, nothing stored', {}, 'home', 1],
    ['register /signup', { path: '/signup' }, 'register', 1],
    ['login /login/', { path: '/login/' }, 'login', 1],
    ['2 shown today', { stored: { local: { compliance_modal_count_home: `2/${EARLIER_TODAY}` } } }, 'home', 3],
    ['3 shown yesterday (new UTC day resets)', { stored: { local: { compliance_modal_count_home: `3/${YESTERDAY_LATE}` } } }, 'home', 1],
    ['malformed counter treated as absent', { stored: { local: { compliance_modal_count_home: '3-abc' } } }, 'home', 1],
    ['counter of another path does not count', { stored: { local: { compliance_modal_count_login: `3/${EARLIER_TODAY}` } } }, 'home', 1],
    [
      'maxCount as a string',
      { tip: apiTips({ ...tip, options: { maxCount: '2' } }), stored: { local: { compliance_modal_count_home: `1/${EARLIER_TODAY}` } } },
      'home',
      2,
    ],
    ['maxCount missing → once a day', { tip: apiTips({ ...tip, options: null }) }, 'home', 1],
  ])('%s → shown', (_label, over, pathKey, count) => {
    expect(decideComplianceModal(ctx(over))).toMatchObject({ show: true, pathKey, count });
  });

  it('missing maxCount allows one per day', () => {
    expect(
      decideComplianceModal(
        ctx({ tip: apiTips({ ...tip, options: {} }), stored: { local: { compliance_modal_count_home: `1/${EARLIER_TODAY}` } } }),
      ),
    ).toEqual({ show: false, reason: 'daily-limit' });
  });

  it('returns the session flag and the next counter to store', () => {
    const decision = decideComplianceModal(ctx({ stored: { local: { compliance_modal_count_home: `2/${EARLIER_TODAY}` } } }));
    expect(decision).toEqual({
      show: true,
      pathKey: 'home',
      count: 3,
      maxCount: 3,
      onShow: [
        { storageKey: 'compliance_modal_shown', value: '1', ttlMs: null, storage: 'session' },
        { storageKey: 'compliance_modal_count_home', value: `3/${NOW}`, ttlMs: null, storage: 'local' },
      ],
    });
  });
});

describe('counter (02 §5 number/number)', () => {
  it.each([
    ['2/1736942400000', { count: 2, at: 1736942400000 }],
    [' 2/5 ', { count: 2, at: 5 }],
    ['2', null],
    ['a/b', null],
    ['2/', null],
    ['-1/5', null],
    ['1.5/5', null],
    ['', null],
    [null, null],
  ])('%p → %p', (raw, expected) => {
    expect(parseComplianceCounter(raw)).toEqual(expected);
  });

  it.each([
    [`2/${EARLIER_TODAY}`, 2],
    [`2/${YESTERDAY_LATE}`, 0],
    ['junk', 0],
    [null, 0],
  ])('countToday(%p) → %p', (raw, expected) => {
    expect(countToday(raw, NOW)).toBe(expected);
  });
});
