/** @jest-environment node */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkBodyType,
  checkCsrfToken,
  checkSameOrigin,
  createCsrfToken,
  csrfSessionId,
  importCsrfKey,
  isBrowserId,
  randomId,
  verifyCsrfToken,
} from './csrf';
import { CSRF_SECRET_FILE, csrfSecret, csrfSecretProblem } from './csrf-secret';

const SECRET = 'a'.repeat(64);
const OTHER_SECRET = 'b'.repeat(64);
const SITE = 'http://localhost:3205';

describe('csrf tokens', () => {
  it('verifies a token for its own session only', async () => {
    const key = await importCsrfKey(SECRET);
    const token = await createCsrfToken(key, 'bid:abc');
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    await expect(verifyCsrfToken(key, 'bid:abc', token)).resolves.toBe(true);
    await expect(verifyCsrfToken(key, 'bid:abd', token)).resolves.toBe(false);
    await expect(verifyCsrfToken(key, 'session:abc', token)).resolves.toBe(false);
    await expect(verifyCsrfToken(await importCsrfKey(OTHER_SECRET), 'bid:abc', token)).resolves.toBe(false);
  });

  it('gives the same verdicts once a token is remembered as verified (decision 1936)', async () => {
    const key = await importCsrfKey(SECRET);
    const token = await createCsrfToken(key, 'bid:xyz');
    const verify = jest.spyOn(crypto.subtle, 'verify');
    await expect(verifyCsrfToken(key, 'bid:xyz', token)).resolves.toBe(true);
    await expect(verifyCsrfToken(key, 'bid:xyz', token)).resolves.toBe(true);
    expect(verify).toHaveBeenCalledTimes(1);
    // Another session, another key or a changed signature is verified again, and refused.
    await expect(verifyCsrfToken(key, 'bid:xyw', token)).resolves.toBe(false);
    await expect(verifyCsrfToken(await importCsrfKey(OTHER_SECRET), 'bid:xyz', token)).resolves.toBe(false);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    await expect(verifyCsrfToken(key, 'bid:xyz', tampered)).resolves.toBe(false);
    await expect(verifyCsrfToken(key, 'bid:xyz', tampered)).resolves.toBe(false);
    expect(verify).toHaveBeenCalledTimes(5);
    verify.mockRestore();
  });

  it.each([
    ['the constant 1 the client used to send', '1'],
    ['empty', ''],
    ['null', null],
    ['a tampered signature', 'v1.AAAAAAAAAAAAAAAAAAAAAA.' + 'A'.repeat(43)],
    ['a wrong version', 'v2.AAAAAAAAAAAAAAAAAAAAAA.' + 'A'.repeat(43)],
    ['junk', 'v1.<script>.x'],
  ])('refuses %s', async (_label, token) => {
    await expect(verifyCsrfToken(await importCsrfKey(SECRET), 'bid:abc', token)).resolves.toBe(false);
  });

  it('refuses a short secret', () => {
    expect(() => importCsrfKey('short')).toThrow(/32/);
  });

  it('binds to the exchange session cookie, else the browser id', () => {
    expect(csrfSessionId({ session: 's1', token: 't1' }, 'B')).toBe('session:s1');
    expect(csrfSessionId({ token: 't1' }, 'B')).toBe('token:t1');
    expect(csrfSessionId({ session: '' }, 'B')).toBe('bid:B');
    expect(csrfSessionId({}, 'B')).toBe('bid:B');
  });

  it('makes browser ids of the checked shape', () => {
    expect(isBrowserId(randomId())).toBe(true);
    expect(isBrowserId('short')).toBe(false);
    expect(isBrowserId(undefined)).toBe(false);
  });

  it('checks the double submit: header equals cookie, cookie signed for the session', async () => {
    const key = await importCsrfKey(SECRET);
    const token = await createCsrfToken(key, 'bid:B');
    await expect(checkCsrfToken(key, 'bid:B', { header: token, cookie: token })).resolves.toEqual({ ok: true });
    await expect(checkCsrfToken(key, 'bid:B', { header: null, cookie: token })).resolves.toMatchObject({ ok: false, status: 403 });
    await expect(checkCsrfToken(key, 'bid:B', { header: token, cookie: undefined })).resolves.toMatchObject({ ok: false, status: 403 });
    await expect(checkCsrfToken(key, 'bid:B', { header: '1', cookie: '1' })).resolves.toMatchObject({ ok: false, status: 403 });
    const other = await createCsrfToken(key, 'bid:B');
    await expect(checkCsrfToken(key, 'bid:B', { header: other, cookie: token })).resolves.toMatchObject({ ok: false, status: 403 });
    // A pair planted from another browser (cookie tossing from a sibling subdomain) is bound to another id.
    const planted = await createCsrfToken(key, 'bid:ATTACKER');
    await expect(checkCsrfToken(key, 'bid:B', { header: planted, cookie: planted })).resolves.toMatchObject({ ok: false, status: 403 });
  });
});

describe('checkSameOrigin', () => {
  it.each([
    [SITE, null, true],
    [SITE, 'same-origin', true],
    [null, 'same-origin', true],
    [null, null, false],
    ['http://us.localhost:3205', null, false],
    ['http://us.localhost:3205', 'same-site', false],
    [SITE, 'same-site', false],
    [SITE, 'cross-site', false],
    [null, 'same-site', false],
    [null, 'none', false],
    ['null', null, false],
    ['http://localhost:3205/', null, false],
    ['https://evil.example', 'cross-site', false],
  ])('Origin %p, Sec-Fetch-Site %p → ok %p', (origin, secFetchSite, ok) => {
    expect(checkSameOrigin({ origin, secFetchSite }, SITE).ok).toBe(ok);
  });
});

describe('checkBodyType', () => {
  it.each([
    ['application/json', '12', null, true],
    ['application/json; charset=utf-8', '12', null, true],
    ['Application/X-WWW-Form-Urlencoded', '3', null, true],
    ['multipart/form-data; boundary=x', '40', null, true],
    [null, null, null, true],
    [null, '0', null, true],
    ['text/plain', '12', null, false],
    ['text/plain;charset=UTF-8', null, 'chunked', false],
    [null, '12', null, false],
    [null, null, 'chunked', false],
    ['application/xml', '12', null, false],
  ])('Content-Type %p, length %p, transfer %p → ok %p', (contentType, contentLength, transferEncoding, ok) => {
    const verdict = checkBodyType({ contentType, contentLength, transferEncoding });
    expect(verdict.ok).toBe(ok);
    if (!verdict.ok) expect(verdict.status).toBe(415);
  });
});

describe('csrfSecret', () => {
  it('uses CSRF_SECRET when long enough', () => {
    expect(csrfSecret({ CSRF_SECRET: SECRET }, '/nonexistent')).toBe(SECRET);
  });

  it('writes one secret per build folder and every later call (another process) reads the same', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csrf-'));
    const first = csrfSecret({ CSRF_SECRET: 'too short' }, dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(csrfSecret({}, dir)).toBe(first);
    expect(readFileSync(join(dir, CSRF_SECRET_FILE), 'utf8')).toBe(first);
    expect(statSync(join(dir, CSRF_SECRET_FILE)).mode & 0o077).toBe(0);
  });

  it('falls back to a per-process secret when the stored one is junk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csrf-'));
    csrfSecret({}, dir);
    writeFileSync(join(dir, CSRF_SECRET_FILE), 'junk');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(csrfSecret({}, dir)).toMatch(/^[0-9a-f]{64}$/);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('never falls back in production against a real exchange: a token must verify on every instance (decision 1740)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csrf-'));
    const real = { NODE_ENV: 'production', EXCHANGE_API_ORIGIN: 'https://api.exchange.example' };
    expect(csrfSecret({ ...real, CSRF_SECRET: SECRET }, dir)).toBe(SECRET);
    expect(() => csrfSecret(real, dir)).toThrow(/CSRF_SECRET is not set/);
    expect(() => csrfSecret({ ...real, CSRF_SECRET: 'too short' }, dir)).toThrow(/shorter than 32/);
  });
});

describe('csrfSecretProblem (the start-up check, decision 1740)', () => {
  const origin = 'https://api.exchange.example';
  it.each([
    [
      'production, real exchange, no secret',
      { NODE_ENV: 'production', EXCHANGE_API_ORIGIN: origin },
      /CSRF_SECRET is not set.*openssl rand -hex 32/,
    ],
    [
      'production, real exchange, short secret',
      { NODE_ENV: 'production', EXCHANGE_API_ORIGIN: origin, CSRF_SECRET: 'x'.repeat(31) },
      /shorter than 32/,
    ],
    [
      'production, real exchange, 32 characters',
      { NODE_ENV: 'production', EXCHANGE_API_ORIGIN: origin, CSRF_SECRET: 'x'.repeat(32) },
      null,
    ],
    ['production, sandbox (no origin)', { NODE_ENV: 'production' }, null],
    ['production, sandbox (blank origin)', { NODE_ENV: 'production', EXCHANGE_API_ORIGIN: ' ' }, null],
    ['development, real exchange', { NODE_ENV: 'development', EXCHANGE_API_ORIGIN: origin }, null],
  ])('%s', (_label, env, expected) => {
    const problem = csrfSecretProblem(env);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});
