import { canConfirmDeclaration, shouldFetchDeclaration, shouldShowDeclaration, type DeclarationStatus } from './turkey-declaration';

describe('canConfirmDeclaration (03 §4)', () => {
  it.each([
    [true, 1, false, true],
    [false, 1, false, false],
    [true, 2, false, false],
    [true, 1, true, false],
    [false, 2, true, false],
  ])('ticked %p, status %p, submitting %p → %p', (ticked, status, submitting, expected) => {
    expect(canConfirmDeclaration({ ticked, status, submitting })).toBe(expected);
  });
});

describe('shouldFetchDeclaration (03 §6)', () => {
  it.each([
    ['tr', true, true],
    ['tr', false, false],
    ['main', true, false],
    ['tr', null, false],
  ])('%s, logged in %p → %p', (site, isLogin, expected) => {
    expect(shouldFetchDeclaration({ site, isLogin })).toBe(expected);
  });
});

describe('shouldShowDeclaration (03 §4, §8: a failed status call gives need-sign)', () => {
  it.each<[DeclarationStatus, boolean]>([
    [1, true],
    [2, false],
  ])('status %p → shown %p', (status, shown) => {
    expect(shouldShowDeclaration(status)).toBe(shown);
  });
});
