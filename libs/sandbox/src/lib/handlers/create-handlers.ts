import {
  CSRF_COOKIE,
  ENDPOINT_LIST,
  NICKNAME_COOKIE,
  UID_COOKIE,
  isLoggedInFromCookies,
  resolveEndpointPath,
  type Endpoint,
  type EndpointName,
} from '@exchange/api';
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { SandboxAccount } from '../accounts/account-store';
import { accountByUid, accountOfPersona, rateLimited, sessionById } from '../accounts/account-store';
import { relyingPartyOf } from '../accounts/passkeys';
import { requestLocale } from '../content/localized-text';
import { DEFAULT_PERSONA, PERSONAS, isPersonaName, type PersonaName } from '../personas';
import type { PersonaAccount } from '../personas/persona';
import { FAULT_CODE, refusalBody, timeoutFaultDelay, wrongTypesBody } from '../rules/fault-bodies';
import { FAULTS_COOKIE, parseFaults, type FaultKind, type FaultMap } from '../rules/fault-cookie';
import { settleReview, verifiedAfter } from '../rules/kyc-review';
import { CLOCK_COOKIE, parseSandboxClock } from '../rules/sandbox-clock';
import { PERSONA_COOKIE, SESSION_COOKIE, SID_COOKIE, clearCookie, isLocalHost, setCookie } from '../rules/sandbox-cookies';
import { logCall } from '../state/call-log';
import { readSessionState, writeSessionState } from '../state/session-state';
import { catchUpSession } from '../trading/print';
import { bodyStyleOf, type SandboxAnswer, type SandboxAuth } from './context';
import { readRequestInput } from './request-input';
import { RESPONDERS } from './responders';

export interface SandboxHandlerOptions {
  /** Pin a persona (Storybook, tests): it is logged in when it has an account, whatever the cookies say. */
  persona?: PersonaName;
  /** Faults on top of the `sandbox_faults` cookie. */
  faults?: FaultMap;
}

const newSid = (): string => globalThis.crypto.randomUUID();

/** Issue 26 item 6b (decision 1832): the calls an attacker would hammer, limited per e-mail (else per browser). */
const RATE_LIMITED: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'login',
  'signup',
  'verifyEmail',
  'forgotPassword',
  'resetPassword',
  'totpEnable',
  'totpDisable',
  'changePassword',
]);
export const RATE_LIMITED_CODE = 429;

const rateSubject = (input: Record<string, unknown>, sid: string | null): string =>
  typeof input['email'] === 'string' && input['email'].trim() !== '' ? input['email'].trim().toLowerCase() : (sid ?? 'anonymous');

/** A signed-up account shows its persona's data under its own uid, nickname and e-mail. */
const withIdentity = (account: PersonaAccount, identity: SandboxAccount | null): PersonaAccount => {
  if (identity === null) return account;
  const named: PersonaAccount =
    identity.uid === account.userInfo.uid
      ? account
      : {
          ...account,
          userInfo: {
            ...account.userInfo,
            uid: identity.uid,
            email: identity.email,
            user_info: { ...account.userInfo.user_info, uid: identity.uid, nick: identity.nickname },
          },
        };
  // Issue 23 item 6 (decision 1866): an approved KYC upgrade sets the level wherever the account's level is read.
  const verified = verifiedAfter(identity.kyc, account.userInfo.verified);
  return verified === account.userInfo.verified
    ? named
    : { ...named, kycStatus: verified, userInfo: { ...named.userInfo, verified, kyc_status: verified } };
};

const respond = (answer: SandboxAnswer, extraCookies: string[], status = answer.status ?? 200): Response => {
  const headers = new Headers({ 'content-type': 'application/json', ...answer.headers });
  for (const cookie of [...extraCookies, ...(answer.cookies ?? [])]) headers.append('set-cookie', cookie);
  return HttpResponse.json(answer.body as Record<string, unknown>, { status, headers });
};

const faultResponse = async (fault: FaultKind, endpoint: Endpoint, normal: () => Promise<Response>): Promise<Response> => {
  switch (fault) {
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay(timeoutFaultDelay(endpoint.kind));
      return normal();
    case 'http500':
      return HttpResponse.json({ code: 500, message: 'Sandbox fault: HTTP 500' }, { status: 500 });
    case 'malformed-json':
      return new HttpResponse('{"code":0,"data":', { headers: { 'content-type': 'application/json' } });
    case 'wrong-types': {
      const body: unknown = await (await normal()).json();
      return HttpResponse.json(wrongTypesBody(body) as Record<string, unknown>);
    }
    case 'nonzero-code':
      return HttpResponse.json(refusalBody(bodyStyleOf(endpoint.name as EndpointName), FAULT_CODE, 'Sandbox fault: non-zero code'));
  }
};

/** What one declared call's answer needs from the request: msw's resolver arguments, or the direct dispatch's. */
export interface SandboxCallRequest {
  request: Request;
  params: Readonly<Record<string, unknown>>;
  cookies: Record<string, string>;
}

/**
 * One declared call's answer: the persona of the `sandbox_persona` cookie (default visitor), with the faults of
 * `sandbox_faults` (decision 0206). Shared by the msw handlers and the direct dispatch (decision 1510, round 2).
 */
export const answerSandboxCall = async (
  endpoint: Endpoint,
  { request, params, cookies }: SandboxCallRequest,
  options: SandboxHandlerOptions = {},
): Promise<Response> => {
  const name = endpoint.name as EndpointName;
  // Issue 23 item 7: every answered call is logged with its uid cookie (server renders and the browser alike).
  logCall(name, cookies[UID_COOKIE] ?? '', Date.now());
  const fromCookie = cookies[PERSONA_COOKIE];
  const now = parseSandboxClock(cookies[CLOCK_COOKIE]) ?? Date.now();
  const secure = !isLocalHost(new URL(request.url).hostname);
  // Issue 23 (decision 1833): a session cookie decides who is logged in; one that is unknown or signed out logs out.
  const sessionCookie = options.persona === undefined ? cookies[SESSION_COOKIE] : undefined;
  const liveSession = sessionCookie === undefined ? null : sessionById(sessionCookie);
  const session = liveSession !== null && !liveSession.revoked ? liveSession : null;
  const sessionAccount = session === null ? null : accountByUid(session.uid);
  const refusedSession = sessionCookie !== undefined && sessionAccount === null;
  const personaName: PersonaName = options.persona ?? sessionAccount?.persona ?? (isPersonaName(fromCookie) ? fromCookie : DEFAULT_PERSONA);
  const persona = PERSONAS[personaName];
  const loggedIn = options.persona !== undefined || (!refusedSession && isLoggedInFromCookies(cookies));
  if (session !== null && loggedIn) session.lastSeenAt = now;
  if (sessionAccount?.kyc) sessionAccount.kyc = settleReview(sessionAccount.kyc, now);
  const sid = cookies[SID_COOKIE] ?? null;
  const input = await readRequestInput(request, params);
  const auth: SandboxAuth = {
    session: loggedIn ? session : null,
    account: () => (!loggedIn ? null : (sessionAccount ?? accountOfPersona(personaName))),
    userAgent: (request.headers.get('user-agent') ?? '').slice(0, 300),
  };
  const identity = loggedIn && sessionAccount !== null ? sessionAccount : null;

  const normal = async (): Promise<Response> => {
    const rateKey = RATE_LIMITED.has(name) ? `${name}:${rateSubject(input, sid)}` : null;
    const wait = rateKey === null ? null : rateLimited(rateKey, now);
    if (wait !== null) {
      return respond(
        {
          body: { code: RATE_LIMITED_CODE, message: `Too many attempts. Try again in ${wait} seconds.`, data: null },
          headers: { 'retry-after': String(wait) },
        },
        [],
        429,
      );
    }
    // Decision 1911: the browser's resting orders meet the market it missed (the tape and the price walk) before it reads.
    if (loggedIn && sid !== null && persona.account !== null) catchUpSession(sid, personaName, persona.account, now);
    const answer = await RESPONDERS[name]({
      personaName,
      persona,
      account: loggedIn && persona.account !== null ? withIdentity(persona.account, identity) : null,
      state: readSessionState(sid, personaName),
      input,
      secure,
      now,
      locale: requestLocale(request.headers.get('accept-language')),
      csrf: { header: request.headers.get(CSRF_COOKIE), cookie: cookies[CSRF_COOKIE] ?? null },
      auth,
      relyingParty: relyingPartyOf(request.url, request.headers.get('host')),
    });
    const extraCookies: string[] = refusedSession
      ? [clearCookie(SESSION_COOKIE, secure), clearCookie(UID_COOKIE, secure), clearCookie(NICKNAME_COOKIE, secure)]
      : [];
    if (answer.update !== undefined) {
      const writeSid = sid ?? newSid();
      if (sid === null) extraCookies.push(setCookie(SID_COOKIE, writeSid, { secure }));
      writeSessionState(writeSid, personaName, answer.update);
    }
    return respond(answer, extraCookies);
  };

  const fault = { ...parseFaults(cookies[FAULTS_COOKIE]), ...options.faults }[name];
  return fault === undefined ? normal() : faultResponse(fault, endpoint, normal);
};

/**
 * MSW handlers for every declared call (same method + path as ENDPOINTS), answering from the persona
 * in the `sandbox_persona` cookie (default visitor), with the faults of `sandbox_faults` (decision 0206).
 */
export const createSandboxHandlers = (options: SandboxHandlerOptions = {}): HttpHandler[] => [
  ...ENDPOINT_LIST.map((endpoint) => {
    const route = `*${resolveEndpointPath(endpoint.path, endpoint.kind)}`;
    const method = endpoint.method === 'GET' ? http.get : http.post;
    return method(route, ({ request, params, cookies }) => answerSandboxCall(endpoint, { request, params, cookies }, options));
  }),
];

/** The handlers for msw/node (Jest) and msw-storybook-addon: persona and faults from cookies. */
export const sandboxHandlers: HttpHandler[] = createSandboxHandlers();
