import {
  decideReferralCookies,
  readReferralQuery,
  type ReferralCookieDecision,
  type ReferralCookieInput,
  type ReferralCookieName,
  type ReferralCookieWrite,
} from './referral-cookies';

const AGE = 604800;
const w = (name: ReferralCookieName, value: string): ReferralCookieWrite => ({ name, value, maxAgeSeconds: AGE });
const clear = (name: ReferralCookieName): ReferralCookieWrite => ({ name, value: '', maxAgeSeconds: 0 });
const stored = { ref_uid: 'ABC123', ref_type: '1', ref_channel: 'old', group_id: 'g0' };

const saveAll: ReferralCookieDecision = {
  kind: 'write',
  writes: [w('ref_uid', 'NEW999'), w('ref_type', '2'), w('ref_channel', 'twitter'), w('group_id', 'g7')],
  fireEvent: true,
};
const newQuery = { ref: 'NEW999', ref_type: '2', ch: 'twitter', group_id: 'g7' };

describe('decideReferralCookies (spec 03 §4 referral cookie flow, §9 lifetime 604800 s)', () => {
  it.each<[string, ReferralCookieInput, ReferralCookieDecision]>([
    ['no ref in the query: nothing', { query: { ch: 'x' }, cookies: {} }, { kind: 'none', reason: 'no-ref' }],
    ['first visit: save all and fire the event', { query: newQuery, cookies: {} }, saveAll],
    [
      'ref_uid and ref_channel spellings',
      { query: { ref_uid: 'NEW999', ref_type: '2', ref_channel: 'twitter', group_id: 'g7' }, cookies: {} },
      saveAll,
    ],
    [
      'first visit with only a ref: clears stale type, channel and group',
      { query: { ref: 'NEW999' }, cookies: {} },
      { kind: 'write', writes: [w('ref_uid', 'NEW999'), clear('ref_type'), clear('ref_channel'), clear('group_id')], fireEvent: true },
    ],
    // Step 1: same ref and type.
    [
      'step 1: same ref and type refreshes only channel and group',
      { query: { ref: 'ABC123', ref_type: '1', ch: 'tg', group_id: 'g2' }, cookies: stored },
      { kind: 'write', writes: [w('ref_channel', 'tg'), w('group_id', 'g2')], fireEvent: false },
    ],
    [
      'step 1: same ref and type, only a channel',
      { query: { ref: 'ABC123', ref_type: '1', ch: 'tg' }, cookies: stored },
      { kind: 'write', writes: [w('ref_channel', 'tg')], fireEvent: false },
    ],
    [
      'step 1: same ref and type, no channel or group: nothing',
      { query: { ref: 'ABC123', ref_type: '1' }, cookies: stored },
      { kind: 'none', reason: 'unchanged' },
    ],
    // Step 2: a different ref is stored.
    [
      'step 2: stored ref differs: verify first',
      { query: newQuery, cookies: stored },
      { kind: 'verify', invite: { invite_code: 'NEW999', ref_type: 2 } },
    ],
    [
      'step 2: same ref, other type: verify',
      { query: { ref: 'ABC123', ref_type: '3' }, cookies: stored },
      { kind: 'verify', invite: { invite_code: 'ABC123', ref_type: 3 } },
    ],
    [
      'step 2: non-numeric type is left out of the call',
      { query: { ref: 'NEW999', ref_type: 'kol' }, cookies: stored },
      { kind: 'verify', invite: { invite_code: 'NEW999' } },
    ],
    // Step 3: code 10530135.
    [
      'step 3: code 10530135 still refreshes channel and group',
      { query: newQuery, cookies: stored, verifyResultCode: 10530135 },
      { kind: 'write', writes: [w('ref_channel', 'twitter'), w('group_id', 'g7')], fireEvent: false },
    ],
    [
      'step 3: code 10530135 with neither channel nor group: nothing to write',
      { query: { ref: 'NEW999' }, cookies: stored, verifyResultCode: 10530135 },
      { kind: 'none', reason: 'unchanged' },
    ],
    // Step 4: other non-zero codes.
    ['step 4: code 1 stops', { query: newQuery, cookies: stored, verifyResultCode: 1 }, { kind: 'none', reason: 'rejected' }],
    ['step 4: code -1 stops', { query: newQuery, cookies: stored, verifyResultCode: -1 }, { kind: 'none', reason: 'rejected' }],
    // Step 5: verified.
    ['step 5: code 0 saves all and fires the event', { query: newQuery, cookies: stored, verifyResultCode: 0 }, saveAll],
    // Bad input.
    ['unsafe ref value is ignored', { query: { ref: '<script>', ch: 'x' }, cookies: {} }, { kind: 'none', reason: 'no-ref' }],
    ['over-long ref is ignored', { query: { ref: 'A'.repeat(65) }, cookies: {} }, { kind: 'none', reason: 'no-ref' }],
    [
      'array values take the first',
      { query: { ref: ['NEW999', 'OTHER'], ref_type: ['2'], ch: ['twitter'], group_id: 'g7' }, cookies: {} },
      saveAll,
    ],
  ])('%s', (_label, input, expected) => expect(decideReferralCookies(input)).toEqual(expected));
});

describe('readReferralQuery', () => {
  it('prefers ref_uid over ref and ref_channel over ch', () => {
    expect(readReferralQuery({ ref_uid: 'A1', ref: 'B2', ref_channel: 'c1', ch: 'c2' })).toEqual({
      ref: 'A1',
      refType: null,
      channel: 'c1',
      groupId: null,
    });
  });
  it('falls back to the alias when the main key is unsafe', () => {
    expect(readReferralQuery({ ref_uid: 'a b', ref: 'B2' }).ref).toBe('B2');
  });
});
