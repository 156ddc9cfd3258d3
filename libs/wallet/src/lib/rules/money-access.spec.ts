import { moneyAccess, type MoneyAccessInput } from './money-access';

const KYC2: MoneyAccessInput = { isLoggedIn: true, verified: 1, menu: [], withdrawOnly: false };

describe('moneyAccess (issue 22; spec 01 §6 withdraw-only; 03 §4 KYC levels)', () => {
  it.each([
    ['KYC 2 deposits', 'deposit', KYC2, 'allowed'],
    ['KYC 1 (code 2) withdraws', 'withdraw', { ...KYC2, verified: 2 }, 'allowed'],
    ['visitor logs in first', 'deposit', { ...KYC2, isLoggedIn: false }, 'login'],
    ['KYC 0 is asked to verify', 'withdraw', { ...KYC2, verified: 0 }, 'kyc'],
    ['KYC 0.5 (code 5) is asked to verify', 'buy', { ...KYC2, verified: 5 }, 'kyc'],
    ['unknown level counts as 0', 'deposit', { ...KYC2, verified: null }, 'kyc'],
    ['menu closes withdrawals', 'withdraw', { ...KYC2, menu: ['withdraw'] }, 'restricted'],
    ['withdraw-only user withdraws', 'withdraw', { ...KYC2, withdrawOnly: true }, 'allowed'],
    ['withdraw-only user cannot deposit', 'deposit', { ...KYC2, withdrawOnly: true }, 'withdrawOnly'],
    ['withdraw-only user cannot buy', 'buy', { ...KYC2, withdrawOnly: true }, 'withdrawOnly'],
  ] as const)('%s', (_label, feature, input, kind) => expect(moneyAccess(feature, input).kind).toBe(kind));
});
