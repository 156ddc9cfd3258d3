import {
  canConfirmDeclaration,
  isDeclarationSubmitted,
  normalizeDeclarationStatus,
  shouldFetchDeclaration,
  shouldShowDeclaration,
} from './turkey-declaration';

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

describe('declaration status', () => {
  it.each([
    [{ code: 0, data: { status: 2 } }, 2, false],
    [{ code: 0, data: { status: '2' } }, 2, false],
    [{ code: 0, data: { status: 1 } }, 1, true],
    [{ code: 1, data: { status: 2 } }, 1, true],
    [{ code: 0 }, 1, true],
    [null, 1, true],
    ['x', 1, true],
  ])('%p → status %p, shown %p', (response, status, shown) => {
    const s = normalizeDeclarationStatus(response);
    expect(s).toBe(status);
    expect(shouldShowDeclaration(s)).toBe(shown);
  });

  it.each([
    [{ code: 0 }, true],
    [{ code: '0' }, true],
    [{ code: 10001 }, false],
    [null, false],
  ])('submit %p → signed %p', (response, expected) => {
    expect(isDeclarationSubmitted(response)).toBe(expected);
  });
});
