import {
  CALL_TIMEOUT_MS,
  PASSKEY_LOGIN_OPTIONS_PATH,
  PASSKEY_LOGIN_PATH,
  csrfToken,
  postLogin,
  postPasskeyLogin,
  readLoginAnswer,
  type CallFailure,
  type LoginDeps,
} from './login-api';

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

const refused = (
  message: string | null,
  code: number | null = null,
  reason: CallFailure['reason'] = 'refused',
  retryAfter: number | null = null,
): CallFailure => ({
  ok: false,
  message,
  code,
  reason,
  retryAfter,
});

describe('readLoginAnswer', () => {
  it.each<[number, unknown, string | null, ReturnType<typeof readLoginAnswer>]>([
    [200, { code: 0, data: { uid: '1', nickname: 'n' } }, null, { ok: true, uid: '1', nickname: 'n' }],
    [200, { code: 0, data: { uid: 7 } }, null, { ok: true, uid: '7', nickname: '' }],
    [200, { code: 0, data: null }, null, refused(null, 0)],
    [200, { code: 10002, message: 'No account', data: null }, null, refused('No account', 10002)],
    [200, { code: 10010, message: 'Enter the code', data: null }, null, refused('Enter the code', 10010)],
    [403, { msg: 'Invalid CSRF token' }, null, refused('Invalid CSRF token')],
    [429, { code: 429, message: 'Too many' }, '42', refused('Too many', 429, 'rate-limited', 42)],
    [429, null, 'soon', refused(null, null, 'rate-limited', null)],
    [500, null, null, refused(null)],
    [200, 'text', null, refused(null)],
  ])('%p %p', (status, body, retryAfter, outcome) => {
    expect(readLoginAnswer(status, body, retryAfter)).toEqual(outcome);
  });
});

describe('postLogin timeout (issue 26 item 7)', () => {
  it('aborts a call that does not answer in time and reports a timeout, never the late answer', async () => {
    let fire: (() => void) | null = null;
    let signal: AbortSignal | null | undefined = null;
    const outcome = postLogin(
      { email: 'a@b.c', password: 'long enough' },
      {
        fetch: (_url, init) => {
          signal = init.signal;
          return new Promise<Response>(() => undefined);
        },
        cookies: () => '',
        setTimeout: (run, ms) => {
          expect(ms).toBe(CALL_TIMEOUT_MS);
          fire = run;
          return 1;
        },
        clearTimeout: () => undefined,
      },
    );
    await Promise.resolve();
    (fire as unknown as () => void)();
    await expect(outcome).resolves.toEqual(refused(null, null, 'timeout'));
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
  });
});

describe('postPasskeyLogin (issue 23 item 4, decision 1865)', () => {
  const answers = (bodies: Record<string, unknown>) => {
    const calls: { path: string; body: unknown }[] = [];
    const deps: LoginDeps = {
      cookies: () => 'csrftoken=t',
      fetch: async (path, init) => {
        calls.push({ path, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify(bodies[path]), { status: 200 });
      },
    };
    return { deps, calls };
  };
  const options = { code: 0, data: { challenge: 'c'.repeat(43), rpId: 'localhost' } };
  const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'x' } };

  it('asks for options, hands them to the authenticator, sends its assertion and reads the session', async () => {
    const { deps, calls } = answers({
      [PASSKEY_LOGIN_OPTIONS_PATH]: options,
      [PASSKEY_LOGIN_PATH]: { code: 0, data: { uid: '10002', nickname: 'kyc0-user' } },
    });
    const authenticate = jest.fn(async () => assertion);
    await expect(postPasskeyLogin(deps, authenticate)).resolves.toEqual({ ok: true, uid: '10002', nickname: 'kyc0-user' });
    expect(authenticate).toHaveBeenCalledWith(options.data);
    expect(calls.map((call) => call.path)).toEqual([PASSKEY_LOGIN_OPTIONS_PATH, PASSKEY_LOGIN_PATH]);
    expect(calls[1]?.body).toEqual({ response: assertion });
  });

  it('a closed prompt is "cancelled" and sends nothing more', async () => {
    const { deps, calls } = answers({ [PASSKEY_LOGIN_OPTIONS_PATH]: options });
    await expect(postPasskeyLogin(deps, async () => Promise.reject(new Error('NotAllowedError')))).resolves.toBe('cancelled');
    expect(calls).toHaveLength(1);
  });

  it('a refused assertion keeps the exchange message', async () => {
    const { deps } = answers({
      [PASSKEY_LOGIN_OPTIONS_PATH]: options,
      [PASSKEY_LOGIN_PATH]: { code: 10020, message: 'This passkey is not recognised.', data: null },
    });
    await expect(postPasskeyLogin(deps, async () => assertion)).resolves.toEqual(refused('This passkey is not recognised.', 10020));
  });

  it('options without a challenge are a failure, never a prompt', async () => {
    const { deps } = answers({ [PASSKEY_LOGIN_OPTIONS_PATH]: { code: 0, data: {} } });
    const authenticate = jest.fn(async () => assertion);
    await expect(postPasskeyLogin(deps, authenticate)).resolves.toEqual(refused(null, 0));
    expect(authenticate).not.toHaveBeenCalled();
  });
});
