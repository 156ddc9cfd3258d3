import { fireEvent, getByRole, getByText, queryByRole, waitFor } from '@testing-library/dom';
import { MICRO_APP_REGISTRY_GLOBAL, register, type MicroAppProps } from './contract';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, RESET_PASSWORD_PATH, SIGNUP_PATH, VERIFY_EMAIL_PATH } from './login-api';
import { createLoginApp, LOGIN_SUCCESS_EVENT, returnPathOf, type LoginAppDeps, type LoginSuccessDetail } from './login-app';

const props = (extra: MicroAppProps['extra'] = {}, locale = 'en'): MicroAppProps => ({
  locale,
  languagePrefix: locale === 'en' ? '' : `/${locale}`,
  theme: 'light',
  limitFlags: {},
  extra: { modal: 'login', channel: 'page', providers: 'google,metamask', consentPath: '/_sandbox/consent', ...extra },
});

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

function fakeDeps(responses: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const navigations: string[] = [];
  const deps: LoginAppDeps = {
    fetch: async (url, init) => {
      calls.push({ url, init });
      const next = responses.shift();
      if (!next) throw new Error('no answer');
      if (next instanceof Error) throw next;
      return next;
    },
    cookies: () => 'other=1; csrftoken=v1.abc.def',
    navigate: (url) => navigations.push(url),
    currentPath: () => '/login?redirect=%2Fwallet&consent=denied&consent_provider=google',
  };
  return { deps, calls, navigations };
}

const SESSION = { code: 0, message: 'success', data: { uid: '10001', nickname: 'kyc2-user' } };

function type(element: HTMLElement, email: string, password: string) {
  fireEvent.input(Object.assign(getByRole(element, 'textbox', { name: 'Email' }), { value: email }));
  const field = element.querySelector<HTMLInputElement>('input[name="password"]');
  if (!field) throw new Error('no password field');
  fireEvent.input(Object.assign(field, { value: password }));
}

describe('login micro-app', () => {
  let element: HTMLElement;
  let successes: LoginSuccessDetail[];
  const onSuccess = (event: Event) => successes.push((event as CustomEvent<LoginSuccessDetail>).detail);
  beforeEach(() => {
    element = document.createElement('div');
    document.body.replaceChildren(element);
    successes = [];
    document.addEventListener(LOGIN_SUCCESS_EVENT, onSuccess);
  });
  afterEach(() => document.removeEventListener(LOGIN_SUCCESS_EVENT, onSuccess));

  it('validates before it calls anything, with the plain form’s messages', () => {
    const { deps, calls } = fakeDeps([]);
    createLoginApp('1.0.0', deps).mount(element, props());
    type(element, 'not-an-email', 'short');
    getByRole(element, 'button', { name: 'Log In' }).click();
    expect(getByText(element, 'Enter a valid email address.')).toBeVisible();
    expect(getByText(element, 'Enter your password (at least 8 characters).')).toBeVisible();
    expect(getByRole(element, 'textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('logs in through the login call with the csrftoken header and tells the host (bubbling event)', async () => {
    const { deps, calls } = fakeDeps([answer(200, SESSION)]);
    createLoginApp('1.0.0', deps).mount(element, props({ channel: 'header' }));
    type(element, 'reviewer@sandbox.invalid', 'correct horse battery');
    getByRole(element, 'button', { name: 'Log In' }).click();
    await waitFor(() => expect(successes).toHaveLength(1));
    expect(successes[0]).toEqual({ uid: '10001', nickname: 'kyc2-user', modal: 'login', channel: 'header', method: 'password' });
    expect(calls[0]?.url).toBe(LOGIN_PATH);
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ email: 'reviewer@sandbox.invalid', password: 'correct horse battery' }),
    });
    expect((calls[0]?.init.headers as Record<string, string>)['csrftoken']).toBe('v1.abc.def');
    expect(getByRole(element, 'status')).toHaveTextContent('You are signed in.');
  });

  it('signs up, then confirms the e-mailed code, and only then signs in', async () => {
    const { deps, calls } = fakeDeps([
      answer(200, { code: 0, data: { email: 'new@sandbox.invalid' } }),
      answer(200, { code: 10007, message: 'The code is not right.', data: null }),
      answer(200, { ...SESSION, data: { uid: '30001', nickname: 'new' } }),
    ]);
    createLoginApp('1.0.0', deps).mount(element, props({ modal: 'signup' }));
    expect(element.querySelector('input[name="password"]')).toHaveAttribute('autocomplete', 'new-password');
    type(element, 'new@sandbox.invalid', 'a long password');
    getByRole(element, 'button', { name: 'Sign Up' }).click();
    const form = await waitFor(() => getByRole(element, 'form', { name: 'Confirm your email' }));
    expect(calls[0]?.url).toBe(SIGNUP_PATH);
    expect(getByRole(form, 'status')).toHaveTextContent('We sent a 6-digit code to new@sandbox.invalid.');
    const code = getByRole(form, 'textbox', { name: 'Email code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.input(Object.assign(code, { value: '12' }));
    getByRole(form, 'button', { name: 'Confirm' }).click();
    expect(getByText(element, 'Enter the 6-digit code.')).toBeVisible();
    fireEvent.input(Object.assign(getByRole(element, 'textbox', { name: 'Email code' }), { value: '111111' }));
    getByRole(element, 'button', { name: 'Confirm' }).click();
    await waitFor(() => expect(getByRole(element, 'alert')).toHaveTextContent('The exchange answered: The code is not right.'));
    expect(successes).toHaveLength(0);
    fireEvent.input(Object.assign(getByRole(element, 'textbox', { name: 'Email code' }), { value: '424242' }));
    getByRole(element, 'button', { name: 'Confirm' }).click();
    await waitFor(() => expect(successes).toHaveLength(1));
    expect(calls[2]?.url).toBe(VERIFY_EMAIL_PATH);
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ email: 'new@sandbox.invalid', code: '424242' });
    expect(successes[0]?.modal).toBe('signup');
  });

  it('asks for the authenticator code when 2FA is on and sends it with the credentials', async () => {
    const { deps, calls } = fakeDeps([answer(200, { code: 10010, message: 'Enter the code', data: null }), answer(200, SESSION)]);
    createLoginApp('1.0.0', deps).mount(element, props());
    type(element, 'user-2fa@sandbox.invalid', 'correct horse battery');
    getByRole(element, 'button', { name: 'Log In' }).click();
    const form = await waitFor(() => getByRole(element, 'form', { name: 'Two-factor authentication' }));
    fireEvent.input(Object.assign(getByRole(form, 'textbox', { name: 'Authenticator code' }), { value: '123456' }));
    getByRole(form, 'button', { name: 'Confirm' }).click();
    await waitFor(() => expect(successes).toHaveLength(1));
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      email: 'user-2fa@sandbox.invalid',
      password: 'correct horse battery',
      totp: '123456',
    });
  });

  it('says a rate limit with the wait, and resets a forgotten password with a mailed code', async () => {
    const { deps, calls } = fakeDeps([
      answer(429, { code: 429, message: 'Too many' }, { 'retry-after': '42' }),
      answer(200, { code: 0, data: null }),
      answer(200, { code: 0, data: null }),
    ]);
    createLoginApp('1.0.0', deps).mount(element, props());
    type(element, 'reviewer@sandbox.invalid', 'correct horse battery');
    getByRole(element, 'button', { name: 'Log In' }).click();
    await waitFor(() => expect(getByRole(element, 'alert')).toHaveTextContent('Too many attempts. Try again in 42 seconds.'));
    getByRole(element, 'button', { name: 'Forgot password?' }).click();
    getByRole(getByRole(element, 'form', { name: 'Reset your password' }), 'button', { name: 'Send code' }).click();
    const reset = await waitFor(() => getByRole(element, 'form', { name: 'Choose a new password' }));
    expect(calls[1]?.url).toBe(FORGOT_PASSWORD_PATH);
    fireEvent.input(Object.assign(getByRole(reset, 'textbox', { name: 'Email code' }), { value: '654321' }));
    const fresh = reset.querySelector<HTMLInputElement>('input[name="newPassword"]');
    fireEvent.input(Object.assign(fresh as HTMLInputElement, { value: 'a brand new password' }));
    getByRole(reset, 'button', { name: 'Set new password' }).click();
    await waitFor(() => expect(getByRole(element, 'form', { name: 'Log in to your account' })).toBeVisible());
    expect(calls[2]?.url).toBe(RESET_PASSWORD_PATH);
    expect(getByRole(element, 'status')).toHaveTextContent('Your password was changed');
  });

  it('gives up a call that does not answer, says so, and never signs in when the late answer comes (issue 26 item 7)', async () => {
    let fire: (() => void) | null = null;
    let late: ((response: Response) => void) | null = null;
    const { deps } = fakeDeps([]);
    deps.fetch = () => new Promise<Response>((resolve) => (late = resolve));
    deps.setTimeout = (run) => {
      fire = run;
      return 1;
    };
    deps.clearTimeout = () => undefined;
    createLoginApp('1.0.0', deps).mount(element, props());
    type(element, 'reviewer@sandbox.invalid', 'correct horse battery');
    getByRole(element, 'button', { name: 'Log In' }).click();
    await waitFor(() => expect(fire).not.toBeNull());
    (fire as unknown as () => void)();
    await waitFor(() =>
      expect(getByRole(element, 'alert')).toHaveTextContent('The exchange did not answer in time, so you are not signed in.'),
    );
    (late as unknown as (response: Response) => void)(answer(200, SESSION));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(successes).toHaveLength(0);
    expect(getByRole(element, 'button', { name: 'Log In' })).toBeEnabled();
  });

  it('speaks Turkish on the Turkey site (and Arabic for ar-* locales)', () => {
    createLoginApp('1.0.0', fakeDeps([]).deps).mount(element, props({}, 'tr'));
    expect(getByRole(element, 'form', { name: 'Hesabınıza giriş yapın' })).toBeVisible();
    expect(getByRole(element, 'button', { name: 'Giriş Yap' })).toBeVisible();
    const other = document.createElement('div');
    createLoginApp('1.0.0', fakeDeps([]).deps).mount(other, props({}, 'ar-dubai'));
    expect(other.querySelector('section')?.dir).toBe('rtl');
  });

  it.each<[string, Response | Error, string]>([
    [
      'a refusal',
      answer(200, { code: 10002, message: 'This persona has no account', data: null }),
      'The exchange answered: This persona has no account',
    ],
    ['a server error', answer(503, { message: 'Service unavailable' }), 'The exchange answered: Service unavailable'],
    ['a broken answer', new Response('<html>', { status: 500 }), 'We could not log you in. Please try again later.'],
    ['no answer', new Error('offline'), 'We could not log you in. Please try again later.'],
  ])('shows %s clearly and keeps what was typed', async (_case, response, shown) => {
    const { deps } = fakeDeps([response]);
    createLoginApp('1.0.0', deps).mount(element, props());
    type(element, 'reviewer@sandbox.invalid', 'correct horse battery');
    getByRole(element, 'button', { name: 'Log In' }).click();
    await waitFor(() => expect(getByRole(element, 'alert')).toHaveTextContent(shown));
    expect(getByRole(element, 'textbox', { name: 'Email' })).toHaveValue('reviewer@sandbox.invalid');
    expect(element.querySelector('input[name="password"]')).toHaveValue('correct horse battery');
    expect(getByRole(element, 'button', { name: 'Log In' })).toBeEnabled();
    expect(successes).toHaveLength(0);
  });

  it('retries once with the fresh token when the app refuses a stale one', async () => {
    const { deps, calls } = fakeDeps([answer(403, {}, { 'x-csrf-retry': '1' }), answer(200, SESSION)]);
    createLoginApp('1.0.0', deps).mount(element, props());
    type(element, 'reviewer@sandbox.invalid', 'correct horse battery');
    getByRole(element, 'button', { name: 'Log In' }).click();
    await waitFor(() => expect(successes).toHaveLength(1));
    expect(calls).toHaveLength(2);
  });

  it('offers the site’s third-party methods, known ones only, through the consent page', () => {
    const { deps, navigations } = fakeDeps([]);
    createLoginApp('1.0.0', deps).mount(element, props({ providers: 'google,<script>,metamask,google' }));
    const group = getByRole(element, 'group', { name: 'Or continue with' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Continue with Google', 'Continue with MetaMask']);
    getByRole(group, 'button', { name: 'Continue with Google' }).click();
    expect(navigations).toEqual(['/_sandbox/consent?provider=google&return=%2Flogin%3Fredirect%3D%252Fwallet']);
  });

  it.each<[string, MicroAppProps['extra']]>([
    ['no methods on the site', { providers: '' }],
    ['no consent page (a real exchange)', { consentPath: null }],
    ['a consent page that is no local path', { consentPath: '//evil.example/consent' }],
  ])('shows no third-party buttons with %s', (_case, extra) => {
    createLoginApp('1.0.0', fakeDeps([]).deps).mount(element, props(extra));
    expect(queryByRole(element, 'group')).toBeNull();
  });

  it('signs in once after the consent page granted, and says so when it was denied', async () => {
    const granted = fakeDeps([answer(200, SESSION)]);
    const app = createLoginApp('1.0.0', granted.deps);
    app.mount(element, props({ consentProvider: 'google', consentResult: 'granted' }));
    await waitFor(() => expect(successes).toHaveLength(1));
    expect(successes[0]?.method).toBe('google');
    app.update(props({ consentProvider: 'google', consentResult: 'granted', channel: 'page2' }));
    expect(granted.calls).toHaveLength(1);

    const denied = createLoginApp('1.0.0', fakeDeps([]).deps);
    const other = document.createElement('div');
    denied.mount(other, props({ consentProvider: 'metamask', consentResult: 'denied' }));
    expect(getByRole(other, 'alert')).toHaveTextContent('You did not allow sign-in with MetaMask.');
    // A provider the site does not offer is ignored.
    const foreign = document.createElement('div');
    createLoginApp('1.0.0', fakeDeps([]).deps).mount(
      foreign,
      props({ providers: 'google', consentProvider: 'apple', consentResult: 'granted' }),
    );
    expect(queryByRole(foreign, 'alert')).toBeNull();
  });

  it('follows modal type, visibility and locale on update, keeping what was typed; empties its element on unmount', () => {
    const app = createLoginApp('1.0.0', fakeDeps([]).deps);
    app.mount(element, props());
    type(element, 'kept@sandbox.invalid', '');
    app.update(props({ modal: 'signup' }));
    expect(getByRole(element, 'form', { name: 'Create your account' })).toBeVisible();
    app.update(props({ modal: 'signup', visible: false }));
    expect(element).toBeEmptyDOMElement();
    app.update(props({ modal: 'signup' }, 'ar'));
    expect(element.querySelector('section')?.dir).toBe('rtl');
    expect(getByRole(element, 'button', { name: 'إنشاء حساب' })).toBeVisible();
    expect(getByRole(element, 'textbox', { name: 'البريد الإلكتروني' })).toHaveValue('kept@sandbox.invalid');
    app.unmount();
    expect(element).toBeEmptyDOMElement();
  });

  it('registers under its name beside other micro-apps', () => {
    const view = { [MICRO_APP_REGISTRY_GLOBAL]: { chatroom: { name: 'chatroom' } } };
    const app = createLoginApp('1.2.3', fakeDeps([]).deps);
    register(view, app);
    expect(Reflect.get(view, MICRO_APP_REGISTRY_GLOBAL)).toEqual({ chatroom: { name: 'chatroom' }, login: app });
  });
});

describe('returnPathOf', () => {
  it.each([
    ['/login', '/login'],
    ['/ar/signup?redirect=%2Fwallet&consent=granted&consent_provider=google', '/ar/signup?redirect=%2Fwallet'],
    ['/login?consent=denied', '/login'],
  ])('%s → %s', (current, expected) => {
    expect(returnPathOf(current)).toBe(expected);
  });
});
