/**
 * The app's login call (libs/api `login`: POST /api/web/v1/usercenter/login, decision 0200) as this bundle makes it:
 * JSON body, credentials included, the csrftoken cookie echoed in the csrftoken header (spec 03 §7, decision 0812) and
 * one retry when the app refuses a stale token with `x-csrf-retry: 1`. It never throws.
 */
export const LOGIN_PATH = '/api/web/v1/usercenter/login';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_RETRY_HEADER = 'x-csrf-retry';

/** Paths of the account calls (libs/api `signup`, `verifyEmail`, `forgotPassword`, `resetPassword`; issue 23). */
export const SIGNUP_PATH = '/api/web/v1/usercenter/register';
export const VERIFY_EMAIL_PATH = '/api/web/v1/usercenter/register/verify';
export const FORGOT_PASSWORD_PATH = '/api/web/v1/usercenter/password/forgot';
export const RESET_PASSWORD_PATH = '/api/web/v1/usercenter/password/reset';
/** Issue 26 item 7: a call that has not answered by then is given up (aborted) and the user told so. */
export const CALL_TIMEOUT_MS = 15_000;

/** Refusal codes the sandbox and exchange answer with (libs/sandbox `AUTH_CODES`). */
export const TOTP_REQUIRED_CODE = 10010;
export const UNVERIFIED_CODE = 10005;

export type CallFailure = {
  ok: false;
  message: string | null;
  /** The envelope's code, when there was one. */
  code: number | null;
  /** `timeout`: no answer in CALL_TIMEOUT_MS; `rate-limited`: 429 (retryAfter seconds); `refused`: any other. */
  reason: 'timeout' | 'rate-limited' | 'refused';
  retryAfter: number | null;
};
export type LoginOutcome = { ok: true; uid: string; nickname: string } | CallFailure;
export type CallOutcome = { ok: true; data: unknown } | CallFailure;

export interface LoginDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** `document.cookie`. */
  cookies: () => string;
  /** Timers (tests pass fakes); default the window's. */
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** The csrftoken cookie's value, or `1` when there is none (spec 03 §7). */
export function csrfToken(cookieHeader: string): string {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== CSRF_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (value !== '') {
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return '1';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null);

const failure = (
  message: string | null,
  code: number | null,
  reason: CallFailure['reason'] = 'refused',
  retryAfter: number | null = null,
): CallFailure => ({
  ok: false,
  message,
  code,
  reason,
  retryAfter,
});

/** The envelope `{ code, message, data }`: code 0 is success, anything else a refusal (429 says how long to wait). */
export function readCallAnswer(status: number, body: unknown, retryAfterHeader: string | null = null): CallOutcome {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  const message = text(record?.['message']) ?? text(record?.['msg']);
  const rawCode = record?.['code'];
  const code = typeof rawCode === 'number' ? rawCode : typeof rawCode === 'string' && /^\d+$/.test(rawCode) ? Number(rawCode) : null;
  if (status === 429) {
    const seconds = Number(retryAfterHeader);
    return failure(message, code, 'rate-limited', Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null);
  }
  if (status < 200 || status >= 300 || !record) return failure(message, code);
  if (code === 0) return { ok: true, data: record['data'] ?? null };
  return failure(message, code);
}

/** The login answer: code 0 with a uid is a session, anything else a refusal. */
export function readLoginAnswer(status: number, body: unknown, retryAfterHeader: string | null = null): LoginOutcome {
  const outcome = readCallAnswer(status, body, retryAfterHeader);
  if (!outcome.ok) return outcome;
  const data = outcome.data && typeof outcome.data === 'object' ? (outcome.data as Record<string, unknown>) : null;
  const uid = data ? (typeof data['uid'] === 'number' ? String(data['uid']) : text(data['uid'])) : null;
  if (uid === null) return failure(null, 0);
  return { ok: true, uid, nickname: text(data?.['nickname']) ?? '' };
}

/**
 * One POST of the micro-app: JSON, credentials included, the csrftoken header, one retry on a stale token, and a
 * timeout that aborts the request (issue 26 item 7): a late answer can never be taken after the user was told.
 */
export async function postJson(
  path: string,
  input: Record<string, unknown>,
  deps: LoginDeps,
  retry = true,
): Promise<{ status: number; body: unknown; retryAfter: string | null } | 'timeout' | 'network'> {
  const controller = new AbortController();
  const arm = deps.setTimeout ?? ((run: () => void, ms: number) => globalThis.setTimeout(run, ms));
  const disarm = deps.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  let timedOut = false;
  const timer = arm(() => {
    timedOut = true;
    controller.abort();
  }, CALL_TIMEOUT_MS);
  const expired = new Promise<'timeout'>((resolve) =>
    controller.signal.addEventListener('abort', () => resolve('timeout'), { once: true }),
  );
  const attempt = async (): Promise<{ status: number; body: unknown; retryAfter: string | null } | 'network' | 'retry'> => {
    let response: Response;
    try {
      response = await deps.fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { accept: 'application/json', 'content-type': 'application/json', csrftoken: csrfToken(deps.cookies()) },
        body: JSON.stringify(input),
        signal: controller.signal,
      });
    } catch {
      return 'network';
    }
    if (response.status === 403 && response.headers.get(CSRF_RETRY_HEADER) === '1' && retry) return 'retry';
    let body: unknown = null;
    try {
      body = JSON.parse(await response.text());
    } catch {
      body = null;
    }
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
  };
  try {
    const first = await Promise.race([attempt(), expired]);
    if (timedOut || first === 'timeout') return 'timeout';
    if (first !== 'retry') return first;
    retry = false;
    const second = await Promise.race([attempt(), expired]);
    if (timedOut || second === 'timeout') return 'timeout';
    return second === 'retry' ? 'network' : second;
  } finally {
    disarm(timer);
  }
}

const settle = <T extends CallOutcome | LoginOutcome>(
  answer: Awaited<ReturnType<typeof postJson>>,
  read: (status: number, body: unknown, retryAfter: string | null) => T,
): T | CallFailure =>
  answer === 'timeout'
    ? failure(null, null, 'timeout')
    : answer === 'network'
      ? failure(null, null)
      : read(answer.status, answer.body, answer.retryAfter);

export interface LoginInput {
  email?: string;
  password?: string;
  totp?: string;
  /** A third-party provider the consent page granted. */
  provider?: string;
}

export async function postLogin(input: LoginInput, deps: LoginDeps): Promise<LoginOutcome> {
  return settle(await postJson(LOGIN_PATH, { ...input }, deps), readLoginAnswer);
}

export async function postCall(path: string, input: Record<string, unknown>, deps: LoginDeps): Promise<CallOutcome> {
  return settle(await postJson(path, input, deps), readCallAnswer);
}

export async function postVerify(input: { email: string; code: string }, deps: LoginDeps): Promise<LoginOutcome> {
  return settle(await postJson(VERIFY_EMAIL_PATH, input, deps), readLoginAnswer);
}

/** Paths of passkey sign-in (libs/api `passkeyLoginOptions`, `passkeyLogin`; issue 23 item 4, decision 1865). */
export const PASSKEY_LOGIN_OPTIONS_PATH = '/api/web/v1/usercenter/passkeys/login/options';
export const PASSKEY_LOGIN_PATH = '/api/web/v1/usercenter/passkeys/login';

/** The browser's WebAuthn prompt (@simplewebauthn/browser's startAuthentication): resolves to the assertion JSON. */
export type PasskeyAuthenticate = (optionsJSON: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * Passkey sign-in: request options (a fresh challenge), the authenticator's assertion, then the exchange verifies it
 * and opens a session. `cancelled`: the prompt was closed, timed out or no passkey was chosen.
 */
export async function postPasskeyLogin(deps: LoginDeps, authenticate: PasskeyAuthenticate): Promise<LoginOutcome | 'cancelled'> {
  const asked = settle(await postJson(PASSKEY_LOGIN_OPTIONS_PATH, {}, deps), readCallAnswer);
  if (!asked.ok) return asked;
  const options = asked.data && typeof asked.data === 'object' ? (asked.data as Record<string, unknown>) : null;
  if (options === null || typeof options['challenge'] !== 'string') return failure(null, 0);
  let response: Record<string, unknown>;
  try {
    response = await authenticate(options);
  } catch {
    return 'cancelled';
  }
  return settle(await postJson(PASSKEY_LOGIN_PATH, { response }, deps), readLoginAnswer);
}
