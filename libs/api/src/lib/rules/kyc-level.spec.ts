import {
  isVerified,
  kycAbilities,
  kycLevel,
  kycLevelLabel,
  kycLevelOneOrAbove,
  kycTradeGate,
  kycUpgradePrompt,
  parseVerified,
  unfinishedKyc2,
  type KycAbilities,
  type KycLevel,
  type VerifiedInput,
} from './kyc-level';

describe('kycLevel (spec 03 §4 KYC levels)', () => {
  it.each<[VerifiedInput, KycLevel]>([
    [0, 0],
    [5, 0.5],
    [2, 1],
    [1, 2],
    [4, 3],
    [3, 'company'],
  ])('verified %p is level %p', (verified, level) => expect(kycLevel(verified)).toBe(level));

  it.each<[string, VerifiedInput]>([
    ['a numeric string', '4'],
    ['a padded numeric string', ' 4 '],
  ])('accepts %s', (_label, verified) => expect(kycLevel(verified)).toBe(3));

  it.each<[string, VerifiedInput]>([
    ['undefined', undefined],
    ['null', null],
    ['an unknown code', 9],
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['text', 'level2'],
    ['an empty string', ''],
    ['NaN', Number.NaN],
  ])('falls back to level 0 for %s', (_label, verified) => expect(kycLevel(verified)).toBe(0));
});

describe('isVerified', () => {
  it.each<[VerifiedInput, boolean]>([
    [0, false],
    [5, false],
    [2, false],
    [1, true],
    [4, true],
    [3, true],
    ['1', true],
    [undefined, false],
    [null, false],
    [7, false],
  ])('verified %p → %p', (verified, expected) => expect(isVerified(verified)).toBe(expected));
});

describe('unfinishedKyc2 (spec 01 §6)', () => {
  it.each<[VerifiedInput, boolean]>([
    [0, true],
    [5, true],
    [2, true],
    [1, false],
    [4, false],
    [3, false],
    [undefined, false],
    [null, false],
    ['x', false],
  ])('verified %p → %p', (verified, expected) => expect(unfinishedKyc2(verified)).toBe(expected));
});

describe('parseVerified', () => {
  it.each<[VerifiedInput, number | null]>([
    [1, 1],
    ['3', 3],
    [6, null],
    ['1e0', null],
  ])('%p → %p', (verified, expected) => expect(parseVerified(verified)).toBe(expected));
});

// Moved from account's securityKycLevel (the security page's label) when the two tables became one (decision 1710).
describe('kycLevelLabel (spec 03 §4 KYC levels, the security page)', () => {
  it.each([
    [0, '0'],
    [5, '0.5'],
    [2, '1'],
    [1, '2'],
    [4, '3'],
    [3, 'company'],
    [99, '0'],
    [-1, '0'],
  ])('kyc_status %d → level %s', (value, level) => expect(kycLevelLabel(value)).toBe(level));
});

describe('kycAbilities (issue 23 item 6: one rule for what each level may do; 03 §4 codes)', () => {
  it.each<[string, VerifiedInput, Omit<KycAbilities, 'level'> & { level: KycLevel }]>([
    ['code 0 = level 0: deposit only', 0, { level: 0, deposit: true, trade: false, withdraw: false, dailyWithdrawUsd: 0, nextLevel: 1 }],
    ['code 5 = level 0.5', 5, { level: 0.5, deposit: true, trade: true, withdraw: true, dailyWithdrawUsd: 2_000, nextLevel: 1 }],
    ['code 2 = level 1', 2, { level: 1, deposit: true, trade: true, withdraw: true, dailyWithdrawUsd: 50_000, nextLevel: 2 }],
    ['code 1 = level 2', 1, { level: 2, deposit: true, trade: true, withdraw: true, dailyWithdrawUsd: 2_000_000, nextLevel: 3 }],
    ['code 4 = level 3', 4, { level: 3, deposit: true, trade: true, withdraw: true, dailyWithdrawUsd: null, nextLevel: null }],
    ['code 3 = company', 3, { level: 'company', deposit: true, trade: true, withdraw: true, dailyWithdrawUsd: null, nextLevel: null }],
    ['unknown code = level 0', 9, { level: 0, deposit: true, trade: false, withdraw: false, dailyWithdrawUsd: 0, nextLevel: 1 }],
    ['missing = level 0', undefined, { level: 0, deposit: true, trade: false, withdraw: false, dailyWithdrawUsd: 0, nextLevel: 1 }],
  ])('%s', (_case, verified, abilities) => {
    expect(kycAbilities(verified)).toEqual(abilities);
  });
});

describe('kycUpgradePrompt and kycTradeGate (issue 23 item 3, decision 1909: one rule for every KYC message)', () => {
  it.each<[string, VerifiedInput, ReturnType<typeof kycUpgradePrompt>, ReturnType<typeof kycTradeGate>]>([
    [
      'level 0 (code 0): unlock trading',
      0,
      { level: 0, nextLevel: 1, topic: 'unlock-trading' },
      { allowed: false, level: 0, requiredLevel: 1 },
    ],
    [
      'unknown user: level 0',
      undefined,
      { level: 0, nextLevel: 1, topic: 'unlock-trading' },
      { allowed: false, level: 0, requiredLevel: 1 },
    ],
    ['level 0.5 (code 5) may trade: raise limits', 5, { level: 0.5, nextLevel: 1, topic: 'raise-limits' }, { allowed: true }],
    ['level 1 (code 2): raise limits, next 2', 2, { level: 1, nextLevel: 2, topic: 'raise-limits' }, { allowed: true }],
    ['level 2 (code 1): sees level 2, next 3', 1, { level: 2, nextLevel: 3, topic: 'raise-limits' }, { allowed: true }],
    ['level 3 (code 4): nothing to upgrade', 4, null, { allowed: true }],
    ['company (code 3): nothing to upgrade', 3, null, { allowed: true }],
  ])('%s', (_label, verified, prompt, gate) => {
    expect(kycUpgradePrompt(verified)).toEqual(prompt);
    expect(kycTradeGate(verified)).toEqual(gate);
  });

  it.each<VerifiedInput>([0, 5, 2, 1, 4, 3])(
    'the prompt never says "unlock trading" to a level that may trade (verified %p)',
    (verified) => {
      const prompt = kycUpgradePrompt(verified);
      if (prompt?.topic === 'unlock-trading') expect(kycAbilities(verified).trade).toBe(false);
      expect(kycTradeGate(verified).allowed).toBe(kycAbilities(verified).trade);
    },
  );
});

describe('kycLevelOneOrAbove (the bar for money, convert, earn, launch and Alpha; spec 03 §4 codes)', () => {
  it.each([
    [0, false],
    [5, false],
    [2, true],
    [1, true],
    [4, true],
    [3, true],
    [null, false],
    ['2', true],
    ['junk', false],
  ] as const)('verified %p → %p', (verified, expected) => {
    expect(kycLevelOneOrAbove(verified)).toBe(expected);
  });
});
