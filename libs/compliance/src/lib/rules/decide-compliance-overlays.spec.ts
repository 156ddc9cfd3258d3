import { apiCheck, apiCheckOrFallback } from '../../testing/api-shapes';
import { COMPLIANCE_OVERLAYS } from '../overlays';
import { decideComplianceOverlays, type ComplianceOverlaysContext } from './decide-compliance-overlays';
import type { StoredValues } from './stored-values';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const H = 3_600_000;

/** The context for a raw check, parsed by the api's schema as the app receives it (null and undefined: not loaded). */
const ctx = (rawCheck: unknown, over: Partial<ComplianceOverlaysContext> = {}): ComplianceOverlaysContext => ({
  site: 'main',
  locale: 'en',
  path: '/',
  user: { isLogin: true, uid: 1 },
  check: rawCheck === null || rawCheck === undefined ? rawCheck : apiCheck(rawCheck),
  now: NOW,
  ...over,
});
const kinds = (c: ComplianceOverlaysContext) => decideComplianceOverlays(c).map((o) => o.kind);

describe('decideComplianceOverlays: which notice each field triggers', () => {
  it.each<[string, object, Partial<ComplianceOverlaysContext>, string[]]>([
    ['nothing set', { limit: {}, toast: {} }, {}, []],
    [
      'blocked country → prohibited-countries (I Acknowledge)',
      { limit: { is_blocked_country: true, limit_country: 'US' } },
      { user: { isLogin: false } },
      ['prohibited-countries'],
    ],
    ['UK-limited, en on main → UK notice', { limit: { is_uk_limit: true } }, {}, ['uk-notice']],
    ['UK-limited, zh on main → UK modal', { limit: { is_uk_limit: true } }, { locale: 'zh' }, ['uk-modal']],
    ['UK-limited, zh-tw on main → UK modal', { limit: { is_uk_limit: true } }, { locale: 'zh-tw' }, ['uk-modal']],
    ['UK-limited on the UK site → nothing', { limit: { is_uk_limit: true } }, { site: 'uk', locale: 'zh' }, []],
    ['UK IP on main → region switch', { limit: { is_uk_ip: true } }, {}, ['region-switch']],
    [
      'blocked country: no region switch on a regional site',
      { limit: { is_blocked_country: true, is_main: true } },
      { site: 'eu' },
      ['prohibited-countries'],
    ],
    ['visitor from a restricted location', { limit: { limit_country: 'Canada' } }, { user: { isLogin: false } }, ['restricted-location']],
    ['logged-in user, limit_country only → nothing', { limit: { limit_country: 'Canada' } }, {}, []],
    ['user status 1 → restricted location (verify)', { toast: { limit_country_user_status: 1 } }, {}, ['restricted-location']],
    ['user status 2 → account conflict', { toast: { limit_country_user_status: '2' } }, {}, ['account-conflict']],
    ['user status 3 → account conflict', { toast: { limit_country_user_status: 3 } }, {}, ['account-conflict']],
    ['user status 9 → nothing', { toast: { limit_country_user_status: 9 } }, {}, []],
    ['status ignored for visitors', { toast: { limit_country_user_status: 2 } }, { user: { isLogin: false } }, []],
    ['withdraw-only user', { toast: { is_withdraw_only_user: true } }, {}, ['only-withdraw']],
    ['NL limit → IP-limit tip', { limit: { is_nl_limit: 1 } }, {}, ['ip-limit']],
    ['Italy limit → IP-limit tip', { limit: { is_italy_limit: 1 } }, {}, ['ip-limit']],
    ['HK user on main', { toast: { is_hk_user: true } }, {}, ['hk-dialog']],
    ['HK user on the HK site → nothing', { toast: { is_hk_user: true } }, { site: 'hk' }, []],
    ['Uzbekistan user', { limit: { is_uzbekistan_toast: true } }, {}, ['uzbekistan-dialog']],
    ['Brazil toast', { limit: { brazil_toast: true } }, {}, ['brazil-toast']],
    ['LTW toast', { limit: { ltw_toast: true } }, {}, ['ltw-toast']],
    [
      'cooling-down reminder (business.reminder)',
      { business: { reminder: { content: 'You are in a 24-hour cooling-down period.', ok_button_router: '/myaccount' } } },
      {},
      ['cooling-down'],
    ],
    [
      'cooling-down reminder for a visitor → nothing',
      { business: { reminder: { content: 'Cooling down.' } } },
      { user: { isLogin: false } },
      [],
    ],
    ['empty cooling-down reminder → nothing', { business: { reminder: { content: '  ' } } }, {}, []],
    ['cooling-down period over → nothing', { business: { reminder: { content: 'Cooling down.', end_time: NOW / 1000 - 1 } } }, {}, []],
    [
      'cooling-down dismissed 23 h ago → nothing',
      { business: { reminder: { content: 'Cooling down.' } } },
      { stored: { local: { compliance_cooling_down_at_1: String(NOW - 23 * H) } } },
      [],
    ],
    ['a top notice alone is not a reminder', { business: { content: 'Top notice' } }, {}, []],
  ])('%s', (_label, check, over, expected) => {
    expect(kinds(ctx(check, over))).toEqual(expected);
  });

  it('orders several notices by their documented rank', () => {
    const check = {
      limit: { is_uk_limit: true, is_uk_ip: true, brazil_toast: true, is_uzbekistan_toast: true },
      toast: { is_withdraw_only_user: true, is_hk_user: true, limit_country_user_status: 2 },
    };
    expect(kinds(ctx(check))).toEqual([
      'uk-notice',
      'region-switch',
      'account-conflict',
      'only-withdraw',
      'hk-dialog',
      'uzbekistan-dialog',
      'brazil-toast',
    ]);
    const ranks = decideComplianceOverlays(ctx(check)).map((o) => COMPLIANCE_OVERLAYS[o.kind].rank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('the only-withdraw tip carries the create-ticket path', () => {
    expect(decideComplianceOverlays(ctx({ toast: { is_withdraw_only_user: true } }))[0]).toMatchObject({
      ticketPath: '/myaccount/tickets',
    });
  });
});

describe('decideComplianceOverlays: dismissal persistence', () => {
  const all = {
    limit: { is_uk_limit: true, brazil_toast: true, ltw_toast: true, is_nl_limit: true, is_uzbekistan_toast: true, is_uk_ip: true },
    toast: { is_withdraw_only_user: true, is_hk_user: true, limit_country_user_status: 2 },
  };

  it.each<[string, StoredValues, string[]]>([
    [
      'nothing stored',
      {},
      [
        'uk-notice',
        'region-switch',
        'account-conflict',
        'only-withdraw',
        'ip-limit',
        'hk-dialog',
        'uzbekistan-dialog',
        'brazil-toast',
        'ltw-toast',
      ],
    ],
    [
      'session notices seen',
      {
        session: {
          compliance_seen_uk_notice: '1',
          compliance_seen_account_conflict: '1',
          compliance_seen_only_withdraw: '1',
          compliance_seen_ip_limit: '1',
          compliance_seen_brazil_toast: '1',
          compliance_seen_ltw_toast: '1',
        },
      },
      ['region-switch', 'hk-dialog', 'uzbekistan-dialog'],
    ],
    [
      'region switch stayed, HK 23 h ago, Uzbekistan seen',
      {
        cookie: { compliance_region_stay: 'main:uk' },
        local: { compliance_hk_dialog_at: String(NOW - 23 * H), compliance_uzbekistan_dialog: '1' },
      },
      ['uk-notice', 'account-conflict', 'only-withdraw', 'ip-limit', 'brazil-toast', 'ltw-toast'],
    ],
    [
      'HK dismissed 25 h ago comes back',
      {
        local: { compliance_hk_dialog_at: String(NOW - 25 * H), compliance_uzbekistan_dialog: '1' },
        cookie: { compliance_region_stay: 'main:uk' },
        session: {
          compliance_seen_uk_notice: '1',
          compliance_seen_account_conflict: '1',
          compliance_seen_only_withdraw: '1',
          compliance_seen_ip_limit: '1',
          compliance_seen_brazil_toast: '1',
          compliance_seen_ltw_toast: '1',
        },
      },
      ['hk-dialog'],
    ],
  ])('%s', (_label, stored, expected) => {
    expect(kinds(ctx(all, { stored }))).toEqual(expected);
  });

  it.each([
    ['uk-notice', { storageKey: 'compliance_seen_uk_notice', value: '1', ttlMs: null, storage: 'session' }],
    ['region-switch', { storageKey: 'compliance_region_stay', value: 'main:uk', ttlMs: 86_400_000, storage: 'cookie' }],
    ['hk-dialog', { storageKey: 'compliance_hk_dialog_at', value: String(NOW), ttlMs: 86_400_000, storage: 'local' }],
    ['uzbekistan-dialog', { storageKey: 'compliance_uzbekistan_dialog', value: '1', ttlMs: null, storage: 'local' }],
    ['cooling-down', { storageKey: 'compliance_cooling_down_at_1', value: String(NOW), ttlMs: 86_400_000, storage: 'local' }],
  ])('%s stores %p', (kind, write) => {
    expect(
      decideComplianceOverlays(ctx({ ...all, business: { reminder: { content: 'Cooling down.' } } })).find((o) => o.kind === kind)
        ?.onDismiss,
    ).toEqual(write);
  });
});

describe('decideComplianceOverlays: bad input never throws', () => {
  it.each([[null], [undefined], [apiCheckOrFallback('oops')], [apiCheckOrFallback({ limit: 'x', toast: 5 })]])('%p → []', (check) => {
    expect(decideComplianceOverlays({ ...ctx(null), check })).toEqual([]);
  });

  it('a non-finite now still decides', () => {
    expect(kinds(ctx({ toast: { is_hk_user: true } }, { now: Number.NaN }))).toEqual(['hk-dialog']);
  });
});
