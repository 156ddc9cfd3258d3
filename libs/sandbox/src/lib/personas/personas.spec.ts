import { kycAbilities } from '@exchange/api';
import { DEFAULT_PERSONA, PERSONAS, PERSONA_NAMES, getPersona, isPersonaName } from '.';

describe('PERSONAS', () => {
  it('has every persona the brief asks for', () => {
    expect(PERSONA_NAMES).toEqual(
      expect.arrayContaining([
        'visitor',
        'user-kyc2',
        'user-kyc0',
        'uk-limited',
        'blocked-country',
        'restricted-feature',
        'withdraw-only',
        'hk-user',
        'uzbekistan-user',
        'risk-user',
        'kyc-upgrade',
        'turkey-declaration',
        'agreement-pending',
        'ip-check-upgrade',
        'ip-check-vpn',
        'ip-check-detected',
        'sub-account',
        'vip',
        'cooling-down',
        'main-ip-visitor',
        'eu-ip-visitor',
        'fiat-entitled',
        'fiat-restricted',
        'deposit-other-ways-off',
        'empty-wallet',
        'dust-wallet',
      ]),
    );
  });

  it.each(PERSONA_NAMES)('%s is keyed by its name and describes its notices in one line', (name) => {
    expect(PERSONAS[name].name).toBe(name);
    expect(PERSONAS[name].description).toMatch(/^[^\n]{20,200}$/);
  });

  it('only the visitors have no account', () => {
    expect(PERSONA_NAMES.filter((name) => PERSONAS[name].account === null)).toEqual([
      'visitor',
      'main-ip-visitor',
      'eu-ip-visitor',
      'alpha-plans',
      'no-plans',
      'restricted-location-visitor',
      'nl-ip-visitor',
      'it-ip-visitor',
    ]);
  });

  it('sends is_main only for a global-region IP, and each region flag only where the persona says (decision 0311)', () => {
    const flagged = (flag: 'is_main' | 'is_uk_ip' | 'is_eu_toast' | 'is_us_toast' | 'is_jp_toast' | 'is_ae_toast' | 'is_au_ip') =>
      PERSONA_NAMES.filter((name) => PERSONAS[name].compliance.limit[flag]);
    expect(flagged('is_main')).toEqual(['uzbekistan-user', 'main-ip-visitor']);
    expect(flagged('is_uk_ip')).toEqual(['uk-limited']);
    expect(flagged('is_eu_toast')).toEqual(['eu-ip-visitor']);
    for (const flag of ['is_us_toast', 'is_jp_toast', 'is_ae_toast', 'is_au_ip'] as const) expect(flagged(flag)).toEqual([]);
  });

  it('only cooling-down carries a cooling-down reminder (decision 0310)', () => {
    expect(PERSONA_NAMES.filter((name) => PERSONAS[name].compliance.business.reminder)).toEqual(['cooling-down']);
    expect(PERSONAS['cooling-down'].compliance.business.reminder).toMatchObject({ ok_button_router: '/myaccount/kyc_home', end_time: 0 });
  });

  it('gives every account its own uid', () => {
    const uids = PERSONA_NAMES.flatMap((name) => PERSONAS[name].account?.userInfo.uid ?? []);
    expect(new Set(uids).size).toBe(uids.length);
  });

  it.each([
    ['blocked-country has limit.is_blocked_country', () => PERSONAS['blocked-country'].compliance.limit.is_blocked_country, true],
    [
      'restricted-feature has the futures, alpha, pilot and ETF codes in its menu (issue 25)',
      () => PERSONAS['restricted-feature'].compliance.menu,
      ['futures', 'alpha', 'pilot', 'etf'],
    ],
    ['restricted-feature has tips off', () => PERSONAS['restricted-feature'].compliance.tips.enable, false],
    ['uk-limited has limit.is_uk_limit', () => PERSONAS['uk-limited'].compliance.limit.is_uk_limit, true],
    ['withdraw-only has toast.is_withdraw_only_user', () => PERSONAS['withdraw-only'].compliance.toast.is_withdraw_only_user, true],
    ['hk-user has toast.is_hk_user', () => PERSONAS['hk-user'].compliance.toast.is_hk_user, true],
    ['uzbekistan-user has limit.is_uzbekistan_toast', () => PERSONAS['uzbekistan-user'].compliance.limit.is_uzbekistan_toast, true],
    ['risk-user guides every time', () => PERSONAS['risk-user'].compliance.toast.kyc_toast.risk_user_guide_frequency, 0],
    ['kyc-upgrade shows the upgrade notice', () => PERSONAS['kyc-upgrade'].compliance.toast.kyc_toast.show_kyc_upgrade_notice, true],
    ['user-kyc0 is KYC level 0', () => PERSONAS['user-kyc0'].account?.userInfo.verified, 0],
    ['user-kyc2 is KYC level 2 (verified 1)', () => PERSONAS['user-kyc2'].account?.userInfo.verified, 1],
    ['turkey-declaration needs to sign', () => PERSONAS['turkey-declaration'].account?.declaration, 1],
    ['agreement-pending shows the agreement', () => PERSONAS['agreement-pending'].account?.agreement.status, 1],
    [
      'ip-check-upgrade is result 2, closable',
      () => [PERSONAS['ip-check-upgrade'].ipCheck.result, PERSONAS['ip-check-upgrade'].ipCheck.closable],
      [2, true],
    ],
    ['ip-check-vpn is result 3', () => PERSONAS['ip-check-vpn'].ipCheck.result, 3],
    [
      'ip-check-detected is result 4, not closable',
      () => [PERSONAS['ip-check-detected'].ipCheck.result, PERSONAS['ip-check-detected'].ipCheck.closable],
      [4, false],
    ],
    ['sub-account is managed', () => PERSONAS['sub-account'].account?.subUserType.type, 4],
    ['vip has a trial tier above 0', () => PERSONAS.vip.account?.vip.trial.tier, 2],
  ])('%s', (_label, read, expected) => expect(read()).toEqual(expected));
});

describe('getPersona', () => {
  it.each([
    ['vip', 'vip'],
    ['nobody', DEFAULT_PERSONA],
    ['toString', DEFAULT_PERSONA],
    [null, DEFAULT_PERSONA],
    [undefined, DEFAULT_PERSONA],
  ])('%s -> %s', (name, out) => expect(getPersona(name).name).toBe(out));

  it('recognises names', () => {
    expect(isPersonaName('hk-user')).toBe(true);
    expect(isPersonaName('__proto__')).toBe(false);
  });

  // Decision 1909: level 0 may not trade, so no persona at that level starts with an order or a position.
  it.each(PERSONA_NAMES.filter((name) => PERSONAS[name].account !== null))(
    '%s: seeded trading only where its KYC level may trade',
    (name) => {
      const account = PERSONAS[name].account;
      if (account === null) throw new Error(`${name} has an account`);
      const seeded = account.spotOrders.length + account.futuresOrders.length + account.positions.length;
      if (!kycAbilities(account.userInfo.verified).trade) expect(seeded).toBe(0);
      if (name === 'user-kyc0') expect(kycAbilities(account.userInfo.verified).trade).toBe(false);
      if (name === 'user-kyc2') expect(seeded).toBeGreaterThan(0);
    },
  );
});
