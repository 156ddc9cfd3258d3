import { createSandboxFetch } from '../handle-request';
import { mailbox, resetAccounts } from './account-store';
import { totpCodeAt } from './totp';

afterEach(() => resetAccounts());

/** A tiny browser: plain JSON posts to the sandbox, keeping the cookies it sets (HttpOnly ones too). */
const browser = () => {
  const jar = new Map<string, string>();
  const inner = createSandboxFetch();
  const call = async (path: string, body?: Record<string, unknown>) => {
    const response = await inner(`http://localhost${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', cookie: [...jar].map(([n, v]) => `${n}=${v}`).join('; ') },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    }
    const json = (await response.json()) as { code: number; message: string; data: unknown };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), ...json };
  };
  return { jar, call };
};

const LOGIN = '/api/web/v1/usercenter/login';
const codeIn = (to: string): string => /(\d{6})/.exec(mailbox(to)[0]?.body ?? '')?.[1] ?? '';

describe('accounts that hold (issue 23 item 1)', () => {
  it('signs up, confirms the mailed code, logs out, refuses a wrong password and logs in', async () => {
    const b = browser();
    expect((await b.call('/api/web/v1/usercenter/register', { email: 'Ana@Sandbox.invalid', password: 'long enough pw' })).code).toBe(0);
    expect((await b.call(LOGIN, { email: 'ana@sandbox.invalid', password: 'long enough pw' })).code).toBe(10005);
    const verified = await b.call('/api/web/v1/usercenter/register/verify', {
      email: 'ana@sandbox.invalid',
      code: codeIn('ana@sandbox.invalid'),
    });
    expect(verified).toMatchObject({ code: 0, data: { nickname: 'ana' } });
    expect(b.jar.get('sandbox_persona')).toBe('user-kyc0');
    const info = await b.call('/api/web/v1/usercenter/get_info');
    expect(info).toMatchObject({ code: 0, data: { email: 'ana@sandbox.invalid', verified: 0 } });
    await b.call('/api/web/v1/usercenter/logout', {});
    expect(b.jar.has('uid')).toBe(false);
    const wrong = await b.call(LOGIN, { email: 'ana@sandbox.invalid', password: 'not the password' });
    expect(wrong).toMatchObject({ code: 10003, message: 'Incorrect e-mail or password. 4 attempts left before the account is locked.' });
    expect((await b.call(LOGIN, { email: 'ana@sandbox.invalid', password: 'long enough pw' })).code).toBe(0);
  });

  it('refuses a second sign-up with the same e-mail and a reused code', async () => {
    const b = browser();
    await b.call('/api/web/v1/usercenter/register', { email: 'bo@sandbox.invalid', password: 'long enough pw' });
    const code = codeIn('bo@sandbox.invalid');
    expect((await b.call('/api/web/v1/usercenter/register', { email: 'bo@sandbox.invalid', password: 'other password' })).code).toBe(10006);
    expect((await b.call('/api/web/v1/usercenter/register/verify', { email: 'bo@sandbox.invalid', code })).code).toBe(0);
    expect((await b.call('/api/web/v1/usercenter/register/verify', { email: 'bo@sandbox.invalid', code })).code).toBe(10007);
  });

  it('locks after five wrong passwords, with the time left, even for the right one', async () => {
    const b = browser();
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await b.call(LOGIN, { email: 'vip@sandbox.invalid', password: `wrong ${i}xxxx` })).message);
    expect(answers.at(-1)).toBe('Too many failed attempts. This account is locked; try again in 15 minutes.');
    const right = await b.call(LOGIN, { email: 'vip@sandbox.invalid', password: 'correct horse battery' });
    expect(right).toMatchObject({ code: 10004, message: 'Too many failed attempts. This account is locked; try again in 15 minutes.' });
  });

  it('asks a 2FA account for its code, refuses a wrong one and accepts the authenticator’s', async () => {
    const b = browser();
    const credentials = { email: 'user-2fa@sandbox.invalid', password: 'correct horse battery' };
    expect((await b.call(LOGIN, credentials)).code).toBe(10010);
    expect((await b.call(LOGIN, { ...credentials, totp: '000000' })).code).toBe(10011);
    const ok = await b.call(LOGIN, { ...credentials, totp: totpCodeAt('JBSWY3DPEHPK3PXP', Date.now()) });
    expect(ok).toMatchObject({ code: 0, data: { uid: '10010' } });
  });

  it('turns TOTP on with a confirmed code, and off only with a code', async () => {
    const b = browser();
    await b.call(LOGIN, { email: 'reviewer@sandbox.invalid', password: 'correct horse battery' });
    const setup = (await b.call('/api/web/v1/usercenter/totp/setup?issuer=Example')) as { data: { secret: string; uri: string } };
    expect(setup.data.uri).toContain('issuer=Example');
    expect((await b.call('/api/web/v1/usercenter/totp/enable', { code: '000000' })).code).toBe(10011);
    expect((await b.call('/api/web/v1/usercenter/totp/enable', { code: totpCodeAt(setup.data.secret, Date.now()) })).code).toBe(0);
    await b.call('/api/web/v1/usercenter/logout', {});
    expect((await b.call(LOGIN, { email: 'reviewer@sandbox.invalid', password: 'correct horse battery' })).code).toBe(10010);
  });
});

describe('sessions (issue 23 item 5): a signed-out session is refused afterwards', () => {
  it('lists both sessions, the current one marked, and revokes the other', async () => {
    const phone = browser();
    const laptop = browser();
    const credentials = { email: 'reviewer@sandbox.invalid', password: 'correct horse battery' };
    await phone.call(LOGIN, credentials);
    await laptop.call(LOGIN, credentials);
    const list = (await laptop.call('/api/web/v1/usercenter/sessions')) as { data: Array<{ id: string; current: boolean }> };
    expect(list.data.filter((s) => s.current)).toHaveLength(1);
    expect((await laptop.call('/api/web/v1/usercenter/sessions/revoke', { id: 'others' })).code).toBe(0);
    const refused = await phone.call('/api/web/v1/usercenter/get_info');
    expect(refused.code).toBe(401);
    expect(phone.jar.has('uid')).toBe(false);
    expect((await laptop.call('/api/web/v1/usercenter/get_info')).code).toBe(0);
  });
});

describe('password change (issue 23 item 5)', () => {
  it('needs the current password and signs the other sessions out', async () => {
    const here = browser();
    const there = browser();
    const credentials = { email: 'vip@sandbox.invalid', password: 'correct horse battery' };
    await here.call(LOGIN, credentials);
    await there.call(LOGIN, credentials);
    const change = '/api/web/v1/usercenter/password/change';
    expect((await here.call(change, { password: 'not it at all', newPassword: 'a new long password' })).code).toBe(10003);
    expect((await here.call(change, { password: 'correct horse battery', newPassword: 'a new long password' })).code).toBe(0);
    expect((await there.call('/api/web/v1/usercenter/get_info')).code).toBe(401);
    expect((await here.call('/api/web/v1/usercenter/get_info')).code).toBe(0);
    expect((await there.call(LOGIN, { ...credentials, password: 'a new long password' })).code).toBe(0);
  });
});

describe('rate limit (issue 26 item 6b)', () => {
  it('answers the eleventh log-in of a minute with 429 and Retry-After', async () => {
    const b = browser();
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await b.call(LOGIN, { email: 'nobody@sandbox.invalid', password: 'whatever pw' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const last = await b.call(LOGIN, { email: 'nobody@sandbox.invalid', password: 'whatever pw' });
    expect(last.status).toBe(429);
    expect(Number(last.retryAfter)).toBeGreaterThan(0);
    expect(last.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });
});
