import { fundPasswordVerdict, type FundPasswordVerdict } from './fund-password-strength';

describe('fundPasswordVerdict (issue 23 item 1, decision 1906)', () => {
  it.each<[string, string, FundPasswordVerdict]>([
    ['empty', '', { missing: ['length', 'letter', 'digit'], strength: 'empty', acceptable: false }],
    ['7 characters', 'abc1234', { missing: ['length'], strength: 'weak', acceptable: false }],
    ['letters only', 'abcdefgh', { missing: ['digit'], strength: 'weak', acceptable: false }],
    ['digits only', '12345678', { missing: ['letter'], strength: 'weak', acceptable: false }],
    ['65 characters', `a1${'x'.repeat(63)}`, { missing: ['length'], strength: 'weak', acceptable: false }],
    ['8 with a letter and a digit', 'abcdefg1', { missing: [], strength: 'fair', acceptable: true }],
    ['mixed case but 9 long', 'Abcdefgh1', { missing: [], strength: 'fair', acceptable: true }],
    ['10+ with mixed case', 'Abcdefghi1', { missing: [], strength: 'strong', acceptable: true }],
    ['10+ with a symbol', 'abcdefgh-1', { missing: [], strength: 'strong', acceptable: true }],
    ['Arabic letters and digits', 'كلمةسر١٢٣٤', { missing: [], strength: 'fair', acceptable: true }],
  ])('%s', (_label, password, verdict) => expect(fundPasswordVerdict(password)).toEqual(verdict));
});
