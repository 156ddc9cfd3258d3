import { csrfToken, readLoginAnswer } from './login-api';

describe('csrfToken (spec 03 §7)', () => {
  it.each([
    ['csrftoken=v1.a.b', 'v1.a.b'],
    ['a=1; csrftoken=v1.x%2Ey; b=2', 'v1.x.y'],
    ['csrftoken=', '1'],
    ['', '1'],
    ['xcsrftoken=nope', '1'],
    ['csrftoken=%E0%A4%A', '%E0%A4%A'],
  ])('%p → %p', (cookies, token) => {
    expect(csrfToken(cookies)).toBe(token);
  });
});

describe('readLoginAnswer', () => {
  it.each<[number, unknown, ReturnType<typeof readLoginAnswer>]>([
    [200, { code: 0, data: { uid: '1', nickname: 'n' } }, { ok: true, uid: '1', nickname: 'n' }],
    [200, { code: 0, data: { uid: 7 } }, { ok: true, uid: '7', nickname: '' }],
    [200, { code: 0, data: null }, { ok: false, message: null }],
    [200, { code: 10002, message: 'No account', data: null }, { ok: false, message: 'No account' }],
    [403, { msg: 'Invalid CSRF token' }, { ok: false, message: 'Invalid CSRF token' }],
    [500, null, { ok: false, message: null }],
    [200, 'text', { ok: false, message: null }],
  ])('%p %p', (status, body, outcome) => {
    expect(readLoginAnswer(status, body)).toEqual(outcome);
  });
});
