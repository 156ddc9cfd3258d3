/**
 * The calls the transfer micro-apps make, as declared in @exchange/api (`walletBalances`, `fundsTransfer`,
 * decision 1121). The bundle cannot import that library (boundaries: a micro-app depends on nothing), so the paths
 * and shapes are repeated here. Same-origin fetch with the csrftoken header the app's transport sends (spec 03 §7,
 * decision 0812): the csrftoken cookie's value, or `1` without one; a 403 marked `x-csrf-retry: 1` is retried once.
 */
export const BALANCES_PATH = '/api/web/v1/wallet/balances';
export const TRANSFER_PATH = '/api/web/v1/wallet/transfer';
const CSRF_RETRY_HEADER = 'x-csrf-retry';

export interface Balance {
  currency: string;
  available: string;
}
export interface WalletBalances {
  accounts: { account: string; balances: Balance[] }[];
  sub_accounts: { uid: string; nickname: string; balances: Balance[] }[];
}
export interface TransferInput {
  currency: string;
  amount: string;
  from: string;
  to: string;
  sub_website_id?: number;
}
export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; message: string | null };

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface TransferApi {
  balances(): Promise<ApiOutcome<WalletBalances>>;
  transfer(input: TransferInput): Promise<ApiOutcome<TransferInput>>;
}

/** The csrftoken cookie's value, or `1` when there is none (spec 03 §7). */
export function csrfToken(cookieHeader: string): string {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'csrftoken') {
      const value = decodeURIComponent(rest.join('=')).trim();
      if (value !== '') return value;
    }
  }
  return '1';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

const balancesOf = (value: unknown): Balance[] =>
  Array.isArray(value)
    ? value.filter(isRecord).map((b) => ({ currency: text(b['currency']), available: text(b['available']) || '0' }))
    : [];

/** The balances body, checked: anything else is a failure (never a crash). */
export function parseBalances(data: unknown): WalletBalances | null {
  if (!isRecord(data) || !Array.isArray(data['accounts'])) return null;
  const subs = Array.isArray(data['sub_accounts']) ? data['sub_accounts'] : [];
  return {
    accounts: data['accounts'].filter(isRecord).map((a) => ({ account: text(a['account']), balances: balancesOf(a['balances']) })),
    sub_accounts: subs
      .filter(isRecord)
      .map((s) => ({ uid: text(s['uid']), nickname: text(s['nickname']), balances: balancesOf(s['balances']) })),
  };
}

export function createTransferApi(fetchImpl: FetchLike, readCookies: () => string): TransferApi {
  const send = async (path: string, init: RequestInit, retry = true): Promise<ApiOutcome<unknown>> => {
    let response: Response;
    try {
      response = await fetchImpl(path, { ...init, credentials: 'same-origin' });
    } catch {
      return { ok: false, message: null };
    }
    if (response.status === 403 && retry && response.headers.get(CSRF_RETRY_HEADER) === '1') {
      const headers = { ...(init.headers as Record<string, string>), csrftoken: csrfToken(readCookies()) };
      return send(path, { ...init, headers }, false);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { ok: false, message: null };
    }
    if (!isRecord(body)) return { ok: false, message: null };
    const code = Number(body['code']);
    if (response.ok && code === 0) return { ok: true, data: body['data'] };
    const message = text(body['message']) || text(body['msg']);
    return { ok: false, message: message === '' ? null : message };
  };

  return {
    async balances() {
      const outcome = await send(BALANCES_PATH, { method: 'GET', headers: { accept: 'application/json' } });
      if (!outcome.ok) return outcome;
      const parsed = parseBalances(outcome.data);
      return parsed ? { ok: true, data: parsed } : { ok: false, message: null };
    },
    async transfer(input) {
      const outcome = await send(TRANSFER_PATH, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', csrftoken: csrfToken(readCookies()) },
        body: JSON.stringify(input),
      });
      return outcome.ok ? { ok: true, data: input } : outcome;
    },
  };
}

/** The browser's: window.fetch and document.cookie. */
export const browserTransferApi = (): TransferApi =>
  createTransferApi(
    (url, init) => window.fetch(url, init),
    () => document.cookie,
  );
