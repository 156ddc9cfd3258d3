import type { ApiError, CallResult, SubUserType } from '@exchange/api';
import { SUB_USER_REDIRECT_MS, decideSubUserGuard, runsSubUserGuard, subAccountKind, subAccountPurpose } from './sub-account';

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
