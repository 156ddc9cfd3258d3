import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import type { MicroAppProps, MicroAppRegistration } from './contract';
import {
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  SIGNUP_PATH,
  TOTP_REQUIRED_CODE,
  UNVERIFIED_CODE,
  postCall,
  postLogin,
  postPasskeyLogin,
  postVerify,
  type PasskeyAuthenticate,
  type CallFailure,
  type LoginDeps,
  type LoginOutcome,
} from './login-api';
import { readOptions, validateCredentials, type LoginOptions } from './options';
import { fill, isRightToLeft, PROVIDER_NAMES, textsFor, type LoginTexts } from './texts';

export const LOGIN_NAME = 'login';
/** Dispatched (bubbling) on the host's element after a sign-in: the host picks the session up (decision 1120). */
export const LOGIN_SUCCESS_EVENT = 'exchange:login-success';
/**
 * The steps of the form (issue 23): e-mail and password; the authenticator code when 2FA is on; the e-mail code after
 * sign-up; "forgot password" (e-mail, then code and new password).
 */
export type LoginStep = 'credentials' | 'totp' | 'verify-email' | 'forgot' | 'reset';
/** The query parameters the consent page answers with (the host reads them and passes them back in `extra`). */
export const CONSENT_PARAMS = ['consent_provider', 'consent'] as const;

export interface LoginSuccessDetail {
  uid: string;
  nickname: string;
  modal: 'login' | 'signup';
  channel: string;
  /** `password`, or the third-party provider. */
  method: string;
}

export interface LoginAppDeps extends LoginDeps {
  /** Leaves for the consent page. */
  navigate: (url: string) => void;
  /** The current path and query (the consent page's `return`). */
  currentPath: () => string;
  /** Issue 23 item 4: whether the browser has WebAuthn, and its passkey prompt (absent: no passkey button). */
  passkeys?: { supported: () => boolean; authenticate: PasskeyAuthenticate };
}

const browserDeps = (): LoginAppDeps => ({
  fetch: (input, init) => window.fetch(input, init),
  cookies: () => document.cookie,
  navigate: (url) => window.location.assign(url),
  currentPath: () => window.location.pathname + window.location.search,
  passkeys: {
    supported: () => browserSupportsWebAuthn(),
    authenticate: async (optionsJSON) => ({ ...(await startAuthentication({ optionsJSON: optionsJSON as never })) }),
  },
});

/** The path to come back to, without an earlier consent answer. */
export function returnPathOf(current: string): string {
  const [path = '/', query = ''] = current.split('?');
  const params = new URLSearchParams(query);
  for (const name of CONSENT_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

let instances = 0;

type FieldName = 'email' | 'password' | 'code' | 'newPassword';
const CODE = /^\d{6}$/;

/** What a failed call says (issue 26 item 7: a timeout says so; a 429 says how long to wait). */
export function failureText(texts: LoginTexts, outcome: CallFailure): string {
  if (outcome.reason === 'timeout') return texts.timedOut;
  if (outcome.reason === 'rate-limited') {
    return outcome.retryAfter === null ? texts.rateLimitedSoon : fill(texts.rateLimited, { seconds: String(outcome.retryAfter) });
  }
  return outcome.message ? fill(texts.serverSaid, { message: outcome.message }) : texts.failed;
}

/**
 * The login/registration micro-app in plain DOM (spec 01 §3, §4; 03 §3, §6): an email and password form that logs
 * in (or signs up) through the app's calls, the authenticator step when 2FA is on, the e-mail code after sign-up,
 * "forgot password", the site's third-party buttons that go through the consent page, server refusals shown in an
 * alert with what was typed kept, and a timeout after which a late answer is never taken (issue 23, issue 26 item 7).
 */
export function createLoginApp(version: string, deps: LoginAppDeps = browserDeps()): MicroAppRegistration {
  const id = `micro-login-${++instances}`;
  let root: HTMLElement | null = null;
  let props: MicroAppProps | null = null;
  const typed: Record<FieldName, string> = { email: '', password: '', code: '', newPassword: '' };
  let invalid: Partial<Record<FieldName, boolean>> = {};
  let step: LoginStep = 'credentials';
  let problem: string | null = null;
  let notice: string | null = null;
  let busy = false;
  let done = false;
  let handledConsent: string | null = null;
  /** Each call's ticket: an answer for an older ticket (e.g. after a timeout) is ignored. */
  let ticket = 0;

  const options = (): LoginOptions | null => (props ? readOptions(props) : null);
  const texts = (): LoginTexts => textsFor(props?.locale ?? 'en');

  const fail = (outcome: CallFailure) => {
    problem = failureText(texts(), outcome);
    render();
    root?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  };

  const succeed = (outcome: { uid: string; nickname: string }, method: string) => {
    const current = options();
    if (!root || !props || !current) return;
    done = true;
    render();
    const detail: LoginSuccessDetail = {
      uid: outcome.uid,
      nickname: outcome.nickname,
      modal: current.modal,
      channel: current.channel,
      method,
    };
    root.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT, { bubbles: true, detail }));
  };

  /** Runs one call; its answer is used only if no newer call started and the element is still mounted. */
  const runCall = async <T>(call: () => Promise<T>, apply: (answer: T) => void) => {
    const mine = ++ticket;
    busy = true;
    problem = null;
    render();
    const answer = await call();
    if (mine !== ticket || !root) return;
    busy = false;
    apply(answer);
  };

  const afterLogin = (outcome: LoginOutcome, method: string) => {
    if (outcome.ok) return succeed(outcome, method);
    if (outcome.code === TOTP_REQUIRED_CODE) {
      step = 'totp';
      typed.code = '';
      notice = null;
      render();
      root?.querySelector<HTMLInputElement>(`#${id}-code`)?.focus();
      return;
    }
    if (outcome.code === UNVERIFIED_CODE) {
      step = 'verify-email';
      typed.code = '';
      notice = fill(texts().codeSent, { email: typed.email.trim() });
      render();
      return;
    }
    fail(outcome);
  };

  const signIn = (input: Parameters<typeof postLogin>[0], method: string) =>
    runCall(
      () => postLogin(input, deps),
      (outcome) => afterLogin(outcome, method),
    );

  const passkeySignIn = (authenticate: PasskeyAuthenticate) =>
    runCall(
      () => postPasskeyLogin(deps, authenticate),
      (outcome) => {
        if (outcome === 'cancelled') {
          problem = texts().passkeyCancelled;
          render();
          return;
        }
        afterLogin(outcome, 'passkey');
      },
    );

  const check = (fields: FieldName[]): boolean => {
    const credentials = validateCredentials(typed.email, typed.password);
    invalid = {};
    for (const name of fields) {
      if (name === 'email') invalid.email = credentials.email;
      if (name === 'password') invalid.password = credentials.password;
      if (name === 'code') invalid.code = !CODE.test(typed.code.trim());
      if (name === 'newPassword') invalid.newPassword = validateCredentials(typed.email, typed.newPassword).password;
    }
    problem = null;
    render();
    const first = fields.find((name) => invalid[name]);
    if (first) root?.querySelector<HTMLInputElement>(`#${id}-${first}`)?.focus();
    return first === undefined;
  };

  const credentials = () => ({ email: typed.email.trim(), password: typed.password });

  const submit = () => {
    const current = options();
    if (!current || busy || done) return;
    if (step === 'credentials') {
      if (!check(['email', 'password'])) return;
      if (current.modal === 'signup') {
        void runCall(
          () => postCall(SIGNUP_PATH, credentials(), deps),
          (outcome) => {
            if (!outcome.ok) return fail(outcome);
            step = 'verify-email';
            typed.code = '';
            notice = fill(texts().codeSent, { email: typed.email.trim() });
            render();
            root?.querySelector<HTMLInputElement>(`#${id}-code`)?.focus();
          },
        );
        return;
      }
      void signIn(credentials(), 'password');
      return;
    }
    if (step === 'totp') {
      if (!check(['code'])) return;
      void signIn({ ...credentials(), totp: typed.code.trim() }, 'password');
      return;
    }
    if (step === 'verify-email') {
      if (!check(['code'])) return;
      void runCall(
        () => postVerify({ email: typed.email.trim(), code: typed.code.trim() }, deps),
        (outcome) => afterLogin(outcome, 'password'),
      );
      return;
    }
    if (step === 'forgot') {
      if (!check(['email'])) return;
      void runCall(
        () => postCall(FORGOT_PASSWORD_PATH, { email: typed.email.trim() }, deps),
        (outcome) => {
          if (!outcome.ok) return fail(outcome);
          step = 'reset';
          typed.code = '';
          notice = fill(texts().codeSent, { email: typed.email.trim() });
          render();
        },
      );
      return;
    }
    if (!check(['code', 'newPassword'])) return;
    void runCall(
      () => postCall(RESET_PASSWORD_PATH, { email: typed.email.trim(), code: typed.code.trim(), password: typed.newPassword }, deps),
      (outcome) => {
        if (!outcome.ok) return fail(outcome);
        step = 'credentials';
        typed.password = '';
        typed.code = '';
        typed.newPassword = '';
        notice = texts().passwordReset;
        render();
      },
    );
  };

  const go = (next: LoginStep) => {
    step = next;
    invalid = {};
    problem = null;
    notice = null;
    typed.code = '';
    render();
  };

  const field = (doc: Document, name: FieldName, label: string, error: string, modal: 'login' | 'signup') => {
    const wrap = doc.createElement('div');
    wrap.style.cssText = 'display:flex;flex-direction:column;gap:4px;';
    const labelEl = doc.createElement('label');
    labelEl.htmlFor = `${id}-${name}`;
    labelEl.textContent = label;
    labelEl.style.fontWeight = '500';
    const input = doc.createElement('input');
    input.id = `${id}-${name}`;
    input.name = name;
    input.type = name === 'email' ? 'email' : name === 'code' ? 'text' : 'password';
    input.required = true;
    input.autocomplete =
      name === 'email'
        ? 'email'
        : name === 'code'
          ? 'one-time-code'
          : modal === 'login' && name === 'password'
            ? 'current-password'
            : 'new-password';
    if (name === 'code') {
      input.inputMode = 'numeric';
      input.maxLength = 6;
      input.pattern = '[0-9]{6}';
      input.dir = 'ltr';
    }
    input.value = typed[name];
    input.disabled = busy || done;
    input.style.cssText =
      'padding:8px 10px;border:1px solid currentColor;border-radius:6px;font:inherit;color:inherit;background:transparent;';
    input.addEventListener('input', () => {
      typed[name] = input.value;
    });
    wrap.append(labelEl, input);
    if (invalid[name]) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${id}-${name}-error`);
      const message = doc.createElement('p');
      message.id = `${id}-${name}-error`;
      message.textContent = error;
      message.style.cssText = 'margin:0;color:#c53030;font-size:14px;';
      wrap.append(message);
    }
    return wrap;
  };

  const linkButton = (doc: Document, label: string, onClick: () => void) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.disabled = busy || done;
    button.style.cssText =
      'align-self:flex-start;padding:0;border:0;background:none;font:inherit;color:#1d4ed8;text-decoration:underline;cursor:pointer;';
    button.addEventListener('click', onClick);
    return button;
  };

  const render = () => {
    const current = options();
    if (!root || !props || !current) return;
    if (!current.visible) {
      root.replaceChildren();
      return;
    }
    const doc = root.ownerDocument;
    const t = textsFor(props.locale);
    const titles: Record<LoginStep, string> = {
      credentials: current.modal === 'signup' ? t.signupTitle : t.loginTitle,
      totp: t.totpTitle,
      'verify-email': t.verifyTitle,
      forgot: t.forgotTitle,
      reset: t.resetTitle,
    };
    const title = titles[step];
    const section = doc.createElement('section');
    section.className = 'micro-login';
    section.dir = isRightToLeft(props.locale) ? 'rtl' : 'ltr';
    section.dataset['theme'] = props.theme;
    section.dataset['modal'] = current.modal;
    section.dataset['channel'] = current.channel;
    section.dataset['step'] = step;
    section.style.cssText = 'display:flex;flex-direction:column;gap:16px;max-width:24rem;font:inherit;';

    const form = doc.createElement('form');
    form.noValidate = true;
    form.setAttribute('aria-label', title);
    form.style.cssText = 'display:flex;flex-direction:column;gap:16px;';
    if (step !== 'credentials') {
      const heading = doc.createElement('p');
      heading.textContent = title;
      heading.style.cssText = 'margin:0;font-weight:600;font-size:1.1em;';
      form.append(heading);
    }
    if (notice) {
      const info = doc.createElement('p');
      info.setAttribute('role', 'status');
      info.textContent = notice;
      info.style.margin = '0';
      form.append(info);
    }
    if (step === 'credentials') {
      form.append(
        field(doc, 'email', t.email, t.emailInvalid, current.modal),
        field(doc, 'password', t.password, t.passwordInvalid, current.modal),
      );
      if (current.modal === 'login') form.append(linkButton(doc, t.forgotLink, () => go('forgot')));
    } else if (step === 'totp') {
      const hint = doc.createElement('p');
      hint.textContent = t.totpHint;
      hint.style.margin = '0';
      form.append(hint, field(doc, 'code', t.totpLabel, t.codeInvalid, current.modal));
    } else if (step === 'verify-email') {
      form.append(field(doc, 'code', t.emailCodeLabel, t.codeInvalid, current.modal));
    } else if (step === 'forgot') {
      form.append(field(doc, 'email', t.email, t.emailInvalid, current.modal));
    } else {
      form.append(
        field(doc, 'code', t.emailCodeLabel, t.codeInvalid, current.modal),
        field(doc, 'newPassword', t.newPassword, t.passwordInvalid, 'signup'),
      );
    }
    if (problem) {
      const alert = doc.createElement('p');
      alert.setAttribute('role', 'alert');
      alert.tabIndex = -1;
      alert.textContent = problem;
      alert.style.cssText = 'margin:0;color:#c53030;';
      form.append(alert);
    }
    if (done) {
      const status = doc.createElement('p');
      status.setAttribute('role', 'status');
      status.textContent = t.signedIn;
      status.style.margin = '0';
      form.append(status);
    }
    const labels: Record<LoginStep, string> = {
      credentials: current.modal === 'signup' ? t.signupSubmit : t.loginSubmit,
      totp: t.verifySubmit,
      'verify-email': t.verifySubmit,
      forgot: t.sendCodeSubmit,
      reset: t.resetSubmit,
    };
    const button = doc.createElement('button');
    button.type = 'submit';
    button.textContent = busy ? t.working : labels[step];
    button.disabled = busy || done;
    button.setAttribute('aria-busy', busy ? 'true' : 'false');
    button.style.cssText =
      'padding:10px 16px;border:0;border-radius:6px;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;cursor:pointer;';
    form.append(button);
    if (step !== 'credentials') form.append(linkButton(doc, t.back, () => go('credentials')));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submit();
    });
    section.append(form);

    const passkeys = deps.passkeys;
    if (step === 'credentials' && current.modal === 'login' && passkeys !== undefined && passkeys.supported()) {
      const passkey = doc.createElement('button');
      passkey.type = 'button';
      passkey.dataset['method'] = 'passkey';
      passkey.textContent = t.passkeyLogin;
      passkey.disabled = busy || done;
      passkey.style.cssText =
        'padding:10px 16px;border:1px solid currentColor;border-radius:6px;font:inherit;font-weight:600;color:inherit;background:transparent;cursor:pointer;';
      passkey.addEventListener('click', () => {
        if (!busy && !done) void passkeySignIn(passkeys.authenticate);
      });
      section.append(passkey);
    }

    const consentPath = current.consentPath;
    if (step === 'credentials' && consentPath !== null && current.providers.length > 0) {
      const group = doc.createElement('div');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', t.orContinue);
      group.style.cssText = 'display:flex;flex-direction:column;gap:8px;';
      const caption = doc.createElement('p');
      caption.textContent = t.orContinue;
      caption.style.margin = '0';
      group.append(caption);
      for (const provider of current.providers) {
        const third = doc.createElement('button');
        third.type = 'button';
        third.dataset['provider'] = provider;
        third.textContent = fill(t.continueWith, { provider: PROVIDER_NAMES[provider] ?? provider });
        third.disabled = busy || done;
        third.style.cssText =
          'padding:8px 16px;border:1px solid currentColor;border-radius:6px;font:inherit;color:inherit;background:transparent;';
        third.addEventListener('click', () => {
          const query = new URLSearchParams({ provider, return: returnPathOf(deps.currentPath()) });
          deps.navigate(`${consentPath}?${query.toString()}`);
        });
        group.append(third);
      }
      section.append(group);
    }
    root.replaceChildren(section);
  };

  /** The consent page's answer, once per answer: granted signs in, denied says so. */
  const takeConsent = () => {
    const current = options();
    if (!current?.consent || !props) return;
    const key = `${current.consent.provider}:${current.consent.granted ? 'granted' : 'denied'}`;
    if (handledConsent === key) return;
    handledConsent = key;
    if (current.consent.granted) {
      void signIn({ provider: current.consent.provider }, current.consent.provider);
      return;
    }
    problem = fill(textsFor(props.locale).consentDenied, {
      provider: PROVIDER_NAMES[current.consent.provider] ?? current.consent.provider,
    });
    render();
  };

  return {
    name: LOGIN_NAME,
    version,
    mount(element, initial) {
      // The registration is one per page: a new mount (the header modal after the /signup page) starts afresh.
      ticket += 1;
      busy = false;
      done = false;
      step = 'credentials';
      invalid = {};
      problem = null;
      notice = null;
      typed.password = '';
      typed.code = '';
      typed.newPassword = '';
      root = element;
      props = initial;
      render();
      takeConsent();
    },
    update(next) {
      const before = options()?.modal;
      props = next;
      if (before !== undefined && before !== options()?.modal) {
        invalid = {};
        problem = null;
        notice = null;
        step = 'credentials';
      }
      render();
      takeConsent();
    },
    unmount() {
      ticket += 1;
      root?.replaceChildren();
      root = null;
      props = null;
    },
  };
}
