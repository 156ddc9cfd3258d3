import { csrfTokenFromCookies } from './csrf-token';

describe('csrfTokenFromCookies (spec 03 §7: cookie value or 1)', () => {
  it.each([
    ['uid=1; csrftoken=abc123', 'abc123'],
    ['csrftoken=a%3Db', 'a=b'],
    ['csrftoken=', '1'],
    ['csrftoken=   ', '1'],
    ['uid=1', '1'],
    ['', '1'],
    [undefined, '1'],
  ])('%s -> %s', (cookies, out) => expect(csrfTokenFromCookies(cookies)).toBe(out));
});
