import { clearCookie, isLocalHost, setCookie } from './sandbox-cookies';

describe('isLocalHost', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['sandbox.example.test', false],
    ['127.0.0.1.evil.test', false],
  ])('%s -> %s', (host, out) => expect(isLocalHost(host)).toBe(out));
});

describe('setCookie / clearCookie', () => {
  it.each([
    [setCookie('sandbox_persona', 'vip', { secure: false }), 'sandbox_persona=vip; Path=/; SameSite=Lax'],
    [setCookie('sandbox_persona', 'vip', { secure: true }), 'sandbox_persona=vip; Path=/; SameSite=Lax; Secure'],
    [setCookie('nickname', 'a b;c', { secure: false, maxAge: 60 }), 'nickname=a%20b%3Bc; Max-Age=60; Path=/; SameSite=Lax'],
    [clearCookie('uid', true), 'uid=; Max-Age=0; Path=/; SameSite=Lax; Secure'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});
