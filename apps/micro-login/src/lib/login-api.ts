/**
 * The app's login call (libs/api `login`: POST /api/web/v1/usercenter/login, decision 0200) as this bundle makes it:
 * JSON body, credentials included, the csrftoken cookie echoed in the csrftoken header (spec 03 §7, decision 0812) and
 * one retry when the app refuses a stale token with `x-csrf-retry: 1`. It never throws.
 */
export const LOGIN_PATH = '/api/web/v1/usercenter/login';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_RETRY_HEADER = 'x-csrf-retry';

export type LoginOutcome = { ok: true; uid: string; nickname: string } | { ok: false; message: string | null };

export interface LoginDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** `document.cookie`. */
  cookies: () => string;
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

/** The envelope `{ code, message, data: { uid, nickname } }`: code 0 with a uid is a session, anything else a refusal. */
export function readLoginAnswer(status: number, body: unknown): LoginOutcome {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  const message = text(record?.['message']) ?? text(record?.['msg']);
  if (status < 200 || status >= 300 || !record) return { ok: false, message };
  const data = record['data'] && typeof record['data'] === 'object' ? (record['data'] as Record<string, unknown>) : null;
  const uid = data ? (typeof data['uid'] === 'number' ? String(data['uid']) : text(data['uid'])) : null;
  if ((record['code'] === 0 || record['code'] === '0') && uid !== null) return { ok: true, uid, nickname: text(data?.['nickname']) ?? '' };
  return { ok: false, message };
}

export async function postLogin(input: { persona?: string }, deps: LoginDeps, retry = true): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await deps.fetch(LOGIN_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json', csrftoken: csrfToken(deps.cookies()) },
      body: JSON.stringify(input),
    });
  } catch {
    return { ok: false, message: null };
  }
  if (response.status === 403 && response.headers.get(CSRF_RETRY_HEADER) === '1' && retry) return postLogin(input, deps, false);
  let body: unknown = null;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = null;
  }
  return readLoginAnswer(response.status, body);
}
