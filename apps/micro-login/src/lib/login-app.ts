import type { MicroAppProps, MicroAppRegistration } from './contract';
import { postLogin, type LoginDeps, type LoginOutcome } from './login-api';
import { readOptions, validateCredentials, type LoginOptions } from './options';
import { fill, isRightToLeft, PROVIDER_NAMES, textsFor } from './texts';

export const LOGIN_NAME = 'login';
/** Dispatched (bubbling) on the host's element after a sign-in: the host picks the session up (decision 1120). */
export const LOGIN_SUCCESS_EVENT = 'exchange:login-success';
/** The sandbox persona a sign-up lands on: a new account that has not verified yet (decision 1120). */
export const SIGNUP_PERSONA = 'user-kyc0';
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
}

const browserDeps = (): LoginAppDeps => ({
  fetch: (input, init) => window.fetch(input, init),
  cookies: () => document.cookie,
  navigate: (url) => window.location.assign(url),
  currentPath: () => window.location.pathname + window.location.search,
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

/**
 * The login/registration micro-app in plain DOM (spec 01 §3, §4; 03 §3, §6): an email and password form that logs
 * in (or signs up) through the app's login call, the site's third-party buttons that go through the consent page,
 * server refusals shown in an alert with what was typed kept.
 */
export function createLoginApp(version: string, deps: LoginAppDeps = browserDeps()): MicroAppRegistration {
  const id = `micro-login-${++instances}`;
  let root: HTMLElement | null = null;
  let props: MicroAppProps | null = null;
  const typed = { email: '', password: '' };
  let invalid = { email: false, password: false };
  let problem: string | null = null;
  let busy = false;
  let done = false;
  let handledConsent: string | null = null;

  const options = (): LoginOptions | null => (props ? readOptions(props) : null);

  const finish = (outcome: LoginOutcome, method: string) => {
    busy = false;
    const current = options();
    if (!root || !props || !current) return;
    const texts = textsFor(props.locale);
    if (!outcome.ok) {
      problem = outcome.message ? fill(texts.serverSaid, { message: outcome.message }) : texts.failed;
      render();
      root.querySelector<HTMLElement>('[role="alert"]')?.focus();
      return;
    }
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

  const signIn = async (input: { persona?: string }, method: string) => {
    busy = true;
    problem = null;
    render();
    finish(await postLogin(input, deps), method);
  };

  const submit = () => {
    const current = options();
    if (!current || busy) return;
    invalid = validateCredentials(typed.email, typed.password);
    problem = null;
    render();
    if (invalid.email || invalid.password) {
      root?.querySelector<HTMLInputElement>(`#${id}-${invalid.email ? 'email' : 'password'}`)?.focus();
      return;
    }
    void signIn(current.modal === 'signup' ? { persona: SIGNUP_PERSONA } : {}, 'password');
  };

  const field = (doc: Document, name: 'email' | 'password', label: string, error: string, modal: 'login' | 'signup') => {
    const wrap = doc.createElement('div');
    wrap.style.cssText = 'display:flex;flex-direction:column;gap:4px;';
    const labelEl = doc.createElement('label');
    labelEl.htmlFor = `${id}-${name}`;
    labelEl.textContent = label;
    labelEl.style.fontWeight = '500';
    const input = doc.createElement('input');
    input.id = `${id}-${name}`;
    input.name = name;
    input.type = name;
    input.required = true;
    input.autocomplete = name === 'email' ? 'email' : modal === 'login' ? 'current-password' : 'new-password';
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

  const render = () => {
    const current = options();
    if (!root || !props || !current) return;
    if (!current.visible) {
      root.replaceChildren();
      return;
    }
    const doc = root.ownerDocument;
    const texts = textsFor(props.locale);
    const title = current.modal === 'signup' ? texts.signupTitle : texts.loginTitle;
    const section = doc.createElement('section');
    section.className = 'micro-login';
    section.dir = isRightToLeft(props.locale) ? 'rtl' : 'ltr';
    section.dataset['theme'] = props.theme;
    section.dataset['modal'] = current.modal;
    section.dataset['channel'] = current.channel;
    section.style.cssText = 'display:flex;flex-direction:column;gap:16px;max-width:24rem;font:inherit;';

    const form = doc.createElement('form');
    form.noValidate = true;
    form.setAttribute('aria-label', title);
    form.style.cssText = 'display:flex;flex-direction:column;gap:16px;';
    form.append(
      field(doc, 'email', texts.email, texts.emailInvalid, current.modal),
      field(doc, 'password', texts.password, texts.passwordInvalid, current.modal),
    );
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
      status.textContent = texts.signedIn;
      status.style.margin = '0';
      form.append(status);
    }
    const button = doc.createElement('button');
    button.type = 'submit';
    button.textContent = current.modal === 'signup' ? texts.signupSubmit : texts.loginSubmit;
    button.disabled = busy || done;
    button.setAttribute('aria-busy', busy ? 'true' : 'false');
    button.style.cssText =
      'padding:10px 16px;border:0;border-radius:6px;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;cursor:pointer;';
    form.append(button);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submit();
    });
    section.append(form);

    const consentPath = current.consentPath;
    if (consentPath !== null && current.providers.length > 0) {
      const group = doc.createElement('div');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', texts.orContinue);
      group.style.cssText = 'display:flex;flex-direction:column;gap:8px;';
      const caption = doc.createElement('p');
      caption.textContent = texts.orContinue;
      caption.style.margin = '0';
      group.append(caption);
      for (const provider of current.providers) {
        const third = doc.createElement('button');
        third.type = 'button';
        third.dataset['provider'] = provider;
        third.textContent = fill(texts.continueWith, { provider: PROVIDER_NAMES[provider] ?? provider });
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
      void signIn({}, current.consent.provider);
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
      root = element;
      props = initial;
      render();
      takeConsent();
    },
    update(next) {
      const before = options()?.modal;
      props = next;
      if (before !== undefined && before !== options()?.modal) {
        invalid = { email: false, password: false };
        problem = null;
      }
      render();
      takeConsent();
    },
    unmount() {
      root?.replaceChildren();
      root = null;
      props = null;
    },
  };
}
