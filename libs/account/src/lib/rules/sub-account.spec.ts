import type { ApiError, CallResult, SubUserType } from '@exchange/api';
import {
  SUB_USER_REDIRECT_MS,
  decideSubUserGuard,
  isSubAccountName,
  runsSubUserGuard,
  subAccountKind,
  subAccountPageView,
  subAccountPurpose,
  type SubAccountPageView,
} from './sub-account';

const fallback: SubUserType = { type: 1, sub_type: 0 };
const ok = (data: SubUserType): CallResult<SubUserType> => ({ ok: true, data, error: null });
const failed = (error: Partial<ApiError>): CallResult<SubUserType> => ({
  ok: false,
  data: fallback,
  error: { endpoint: 'subUserType', kind: 'code', message: '', ...error },
});

describe('subAccountKind / subAccountPurpose (spec 03 §3, §6)', () => {
  it.each([
    [1, 'normal'],
    [4, 'managed'],
    [0, 'unknown'],
    [9, 'unknown'],
  ])('type %d → %s', (type, kind) => expect(subAccountKind(type)).toBe(kind));
  it.each([
    [6, 'bugs'],
    [7, 'asset-management'],
    [0, null],
  ])('sub_type %d → %s', (subType, purpose) => expect(subAccountPurpose(subType)).toBe(purpose));
});

describe('decideSubUserGuard (spec 03 §8: non-zero code → warning toast, homepage after 2 s)', () => {
  it.each<[string, CallResult<SubUserType>, ReturnType<typeof decideSubUserGuard>]>([
    ['managed, asset management', ok({ type: 4, sub_type: 7 }), { action: 'stay', kind: 'managed', purpose: 'asset-management' }],
    ['normal, bugs', ok({ type: 1, sub_type: 6 }), { action: 'stay', kind: 'normal', purpose: 'bugs' }],
    [
      'non-zero code with a message',
      failed({ code: 40003, message: 'Sub-account access revoked' }),
      { action: 'leave', message: 'Sub-account access revoked', afterMs: 2000 },
    ],
    [
      'non-zero code without a message',
      failed({ code: 1, message: 'Unsuccessful response' }),
      { action: 'leave', message: null, afterMs: 2000 },
    ],
    [
      'network failure stays (fallback normal)',
      failed({ kind: 'network', message: 'Failed' }),
      { action: 'stay', kind: 'normal', purpose: null },
    ],
    ['timeout stays', failed({ kind: 'timeout', message: 'Timed out' }), { action: 'stay', kind: 'normal', purpose: null }],
    [
      'declaration not loaded stays (no data, type unknown; decision 1970)',
      { ok: false, data: undefined, error: { endpoint: 'subUserType', kind: 'unloaded', message: 'Could not load the call declaration' } },
      { action: 'stay', kind: 'unknown', purpose: null },
    ],
  ])('%s', (_name, result, expected) => expect(decideSubUserGuard(result)).toEqual(expected));

  it('waits 2000 ms', () => expect(SUB_USER_REDIRECT_MS).toBe(2000));
});

describe('runsSubUserGuard', () => {
  it.each([
    [true, '/myaccount/security', true],
    [true, '/myaccount', true],
    [true, '/', false],
    [true, '/myaccounts', false],
    [false, '/myaccount/security', false],
  ])('isSub %s on %s → %s', (isSub, pathname, expected) => expect(runsSubUserGuard({ isSub, pathname })).toBe(expected));
});

describe('isSubAccountName (issue 23 item 5, decision 1907)', () => {
  it.each<[string, boolean]>([
    ['ab', false],
    ['abc', true],
    ['desk_one-2', true],
    [' padded ', true],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['has space', false],
    ['émile', false],
    ['', false],
  ])('%p → %p', (name, expected) => expect(isSubAccountName(name)).toBe(expected));
});

describe('subAccountPageView (issue 23 item 5: only a main account; a sub-account sees why not)', () => {
  const list = (n: number, frozen = 0, limit = 20) => ({
    is_main: true,
    limit,
    list: Array.from({ length: n }, (_, i) => ({ frozen: i < frozen })),
  });
  it.each<[string, Parameters<typeof subAccountPageView>[0], SubAccountPageView]>([
    ['a visitor', { isLoggedIn: false, isSub: null, list: null, failed: false }, { kind: 'visitor' }],
    ['user info not in yet', { isLoggedIn: true, isSub: null, list: list(1), failed: false }, { kind: 'loading' }],
    ['the list not in yet', { isLoggedIn: true, isSub: false, list: null, failed: false }, { kind: 'loading' }],
    ['a sub-account (is_sub)', { isLoggedIn: true, isSub: true, list: null, failed: false }, { kind: 'not-main' }],
    [
      'the exchange says not main',
      { isLoggedIn: true, isSub: false, list: { is_main: false, limit: 20, list: [] }, failed: false },
      { kind: 'not-main' },
    ],
    [
      'the fallback (limit 0)',
      { isLoggedIn: true, isSub: false, list: { is_main: true, limit: 0, list: [] }, failed: false },
      { kind: 'failed' },
    ],
    ['the list failed', { isLoggedIn: true, isSub: false, list: null, failed: true }, { kind: 'failed' }],
    ['an empty list', { isLoggedIn: true, isSub: false, list: list(0), failed: false }, { kind: 'list', canCreate: true, frozenCount: 0 }],
    [
      'two, one frozen',
      { isLoggedIn: true, isSub: false, list: list(2, 1), failed: false },
      { kind: 'list', canCreate: true, frozenCount: 1 },
    ],
    [
      'at the limit',
      { isLoggedIn: true, isSub: false, list: list(20, 0), failed: false },
      { kind: 'list', canCreate: false, frozenCount: 0 },
    ],
  ])('%s', (_label, input, view) => expect(subAccountPageView(input)).toEqual(view));
});
