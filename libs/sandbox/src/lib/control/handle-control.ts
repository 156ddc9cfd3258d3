import { ENDPOINT_NAMES, NICKNAME_COOKIE, UID_COOKIE, isEndpointName, parseCookieHeader } from '@exchange/api';
import { accountByUid, mailbox, sessionById } from '../accounts/account-store';
import { handleMarketControl } from '../handlers/responders-market';
import { simulateDeposit } from '../money/simulate-deposit';
import { PERSONAS, isPersonaName } from '../personas';
import { SOCKET_CLIENT_COOKIES, SOCKET_FAULTS, applySocketFault, isSocketFault, socketStats } from '../realtime/socket-server';
import { ALL_ENDPOINTS, FAULTS_COOKIE, applyFaultCommand, isFaultCommand, parseFaults, serializeFaults } from '../rules/fault-cookie';
import { decideReview } from '../rules/kyc-review';
import { safeNextPath } from '../rules/safe-next-path';
import { PERSONA_COOKIE, SESSION_COOKIE, SID_COOKIE, clearCookie, isLocalHost, setCookie } from '../rules/sandbox-cookies';
import { callsOf } from '../state/call-log';
import { triggerFunding } from '../trading/funding-control';
import { CHARTING_SHARE_PREFIX, CHARTING_SNAPSHOT_PATH, receiveChartSnapshot, serveChartSnapshot } from './charting-host';
import { mailboxPage } from './mailbox-page';
import { OTLP_LOGS_PATH, OTLP_REPORTS_PATH, listOtlpReports, receiveOtlpLogs } from './otlp-collector';
import { personaPage } from './persona-page';

export const CONTROL_PREFIX = '/_sandbox/';

const text = (body: string, status: number, cookies: string[] = []): Response => {
  const headers = new Headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(body, { status, headers });
};

const html = (body: string, status: number): Response =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

const selectPersona = (request: Request, url: URL, name: string, secure: boolean): Response => {
  const next = safeNextPath(url.searchParams.get('next'));
  if (!isPersonaName(name)) return html(personaPage(`Unknown persona "${name}"`, next), 404);
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const account = PERSONAS[name].account;
  const headers = new Headers({ location: next, 'cache-control': 'no-store' });
  headers.append('set-cookie', setCookie(PERSONA_COOKIE, name, { secure }));
  // Issue 23: a persona switch leaves any signed-in session (the persona's cookies decide again).
  headers.append('set-cookie', clearCookie(SESSION_COOKIE, secure));
  if (cookies[SID_COOKIE] === undefined) headers.append('set-cookie', setCookie(SID_COOKIE, globalThis.crypto.randomUUID(), { secure }));
  // Spec 03 §5: logged in only with both uid and nickname: a persona with an account starts logged in.
  if (account === null) {
    headers.append('set-cookie', clearCookie(UID_COOKIE, secure));
    headers.append('set-cookie', clearCookie(NICKNAME_COOKIE, secure));
  } else {
    headers.append('set-cookie', setCookie(UID_COOKIE, account.userInfo.uid, { secure }));
    headers.append('set-cookie', setCookie(NICKNAME_COOKIE, account.userInfo.user_info.nick, { secure }));
  }
  return new Response(null, { status: 302, headers });
};

const setFault = (request: Request, endpoint: string, command: string, secure: boolean): Response => {
  if (!isFaultCommand(command))
    return text(`Unknown fault kind "${command}". Kinds: network, timeout, http500, malformed-json, wrong-types, nonzero-code, off.`, 404);
  if (!isEndpointName(endpoint) && !(endpoint === ALL_ENDPOINTS && command === 'off')) {
    return text(`Unknown endpoint "${endpoint}". Endpoints: ${ENDPOINT_NAMES.join(', ')}.`, 404);
  }
  const faults = applyFaultCommand(parseFaults(parseCookieHeader(request.headers.get('cookie'))[FAULTS_COOKIE]), endpoint, command);
  const value = serializeFaults(faults);
  const cookie = value === '' ? clearCookie(FAULTS_COOKIE, secure) : setCookie(FAULTS_COOKIE, value, { secure });
  const summary = command === 'off' ? `Fault off for ${endpoint}.` : `Fault ${command} set for ${endpoint}.`;
  return text(`${summary} Active faults: ${value === '' ? 'none' : value}.`, 200, [cookie]);
};

/** The cookie that tells this browser's realtime sockets apart: its sandbox session, else its browser id. */
const socketKeyOf = (request: Request): string => {
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  return SOCKET_CLIENT_COOKIES.map((name) => cookies[name]).find((value) => value !== undefined && value !== '') ?? '';
};

/** `GET /_sandbox/socket/stats` (decision 1850): this browser's open realtime sockets and their channels, as JSON. */
const socketStatsOf = (request: Request): Response =>
  new Response(JSON.stringify(socketStats(socketKeyOf(request))), {
    status: 200,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

/**
 * `GET /_sandbox/socket/<kind>` (issue 20): a fault on this browser's open realtime sockets now — `drop` closes them,
 * `stall` keeps them open and silent, `skip-seq` drops one book delta, `malformed` sends invalid frames, `flood` sends
 * 500 messages a second for 5 s; `no-trades` makes every market look never traded to this browser's sockets, later
 * ones too, until `trades` (decision 1971: the trades panel's "No trades yet"). The browser is told apart by its
 * sandbox session or browser-id cookie.
 */
const setSocketFault = (request: Request, kind: string): Response => {
  if (kind === 'stats') return socketStatsOf(request);
  if (!isSocketFault(kind)) return text(`Unknown socket fault "${kind}". Kinds: ${SOCKET_FAULTS.join(', ')}.`, 404);
  const key = socketKeyOf(request);
  const reached = applySocketFault(key, kind);
  if ((kind === 'no-trades' || kind === 'trades') && key === '') return text('No sandbox session: open a page of the site first.', 409);
  return text(`Socket fault ${kind} applied to ${reached} open socket(s) of this browser.`, 200);
};

/**
 * `GET /_sandbox/kyc/<approve|reject>` (issue 23 item 6, decision 1866): decides the KYC application under review of
 * this browser's signed-in account now (otherwise it is approved after the review time).
 */
const decideKyc = (request: Request, decision: string): Response => {
  if (decision !== 'approve' && decision !== 'reject') return text('Unknown KYC decision. Use approve or reject.', 404);
  const session = sessionById(parseCookieHeader(request.headers.get('cookie'))[SESSION_COOKIE]);
  const account = session === null || session.revoked ? null : accountByUid(session.uid);
  if (account === null) return text('Log in first (a signed-in session decides whose application it is).', 401);
  if (account.kyc === null || account.kyc.status !== 'under_review') return text('No application under review.', 409);
  account.kyc = decideReview(account.kyc, decision, Date.now());
  return text(`Application ${account.kyc.status}.`, 200);
};

/**
 * The sandbox control paths (decision 0205, 0206), for the app's catch-all route:
 * `GET /_sandbox/persona/<name>?next=<path>` selects a persona and redirects to an internal `next`;
 * `GET /_sandbox/fault/<endpoint>/<kind>` sets a fault for this browser. Anything else: null.
 */
export const handleSandboxControl = (request: Request): Response | null => {
  const url = new URL(request.url);
  if (url.pathname === `${CONTROL_PREFIX}${OTLP_REPORTS_PATH}` && request.method === 'GET') return listOtlpReports();
  if (url.pathname.startsWith(`${CONTROL_PREFIX}${CHARTING_SHARE_PREFIX}`) && request.method === 'GET')
    return serveChartSnapshot(url.pathname.slice(CONTROL_PREFIX.length + CHARTING_SHARE_PREFIX.length));
  if (request.method !== 'GET' || !url.pathname.startsWith(CONTROL_PREFIX)) return null;
  const secure = !isLocalHost(url.hostname);
  const parts = url.pathname
    .slice(CONTROL_PREFIX.length)
    .split('/')
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
  if (parts[0] === 'persona' && parts.length === 2 && parts[1] !== undefined && parts[1] !== '')
    return selectPersona(request, url, parts[1], secure);
  if (parts[0] === 'persona' && (parts.length === 1 || parts[1] === ''))
    return html(personaPage('Sandbox personas', safeNextPath(url.searchParams.get('next'))), 200);
  if (parts[0] === 'mailbox' && parts.length === 1) {
    const to = url.searchParams.get('to')?.trim().slice(0, 254) || null;
    return html(mailboxPage(mailbox(to), to), 200);
  }
  if (parts[0] === 'market') return handleMarketControl(url, parts.slice(1));
  if (parts[0] === 'socket' && parts.length === 2 && parts[1] !== undefined) return setSocketFault(request, parts[1]);
  if (parts[0] === 'calls' && parts.length === 1) {
    // Issue 23 item 7: the calls answered for a uid (`?uid=`, optionally `&name=<endpoint>`), server and browser alike.
    const uid = url.searchParams.get('uid')?.trim().slice(0, 32) ?? '';
    const calls = uid === '' ? [] : callsOf(uid, url.searchParams.get('name'));
    return new Response(JSON.stringify({ calls }), {
      status: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  }
  if (parts[0] === 'kyc' && parts.length === 2 && parts[1] !== undefined) return decideKyc(request, parts[1]);
  if (parts[0] === 'deposit' && parts.length === 1) return simulateDeposit(request, url, secure);
  if (parts[0] === 'funding' && parts.length === 1) return triggerFunding(request, url);
  if (parts[0] === 'fault' && parts.length === 3 && parts[1] !== undefined && parts[2] !== undefined)
    return setFault(request, parts[1], parts[2], secure);
  return text('Unknown sandbox control path. Use /_sandbox/persona/<name>?next=<path> or /_sandbox/fault/<endpoint>/<kind>.', 404);
};

/**
 * The third parties the sandbox plays, which the page posts to without cookies: `POST /_sandbox/otlp/v1/logs`, the
 * monitoring collector (decision 1823), and `POST /_sandbox/charting/snapshot`, the charting host (decision 1860);
 * null for any other request.
 */
export const handleSandboxCollector = (request: Request): Promise<Response> | null => {
  const url = new URL(request.url);
  if (request.method !== 'POST') return null;
  if (url.pathname === `${CONTROL_PREFIX}${OTLP_LOGS_PATH}`) return receiveOtlpLogs(request);
  if (url.pathname === `${CONTROL_PREFIX}${CHARTING_SNAPSHOT_PATH}`) return receiveChartSnapshot(request);
  return null;
};
