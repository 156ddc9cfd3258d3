import { CSRF_COOKIE, ENDPOINT_LIST, isLoggedInFromCookies, resolveEndpointPath, type Endpoint, type EndpointName } from '@exchange/api';
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { requestLocale } from '../content/localized-text';
import { DEFAULT_PERSONA, PERSONAS, isPersonaName, type PersonaName } from '../personas';
import { FAULT_CODE, refusalBody, timeoutFaultDelay, wrongTypesBody } from '../rules/fault-bodies';
import { FAULTS_COOKIE, parseFaults, type FaultKind, type FaultMap } from '../rules/fault-cookie';
import { CLOCK_COOKIE, parseSandboxClock } from '../rules/sandbox-clock';
import { PERSONA_COOKIE, SID_COOKIE, isLocalHost, setCookie } from '../rules/sandbox-cookies';
import { readSessionState, writeSessionState } from '../state/session-state';
import { bodyStyleOf, type SandboxAnswer } from './context';
import { readRequestInput } from './request-input';
import { RESPONDERS } from './responders';

export interface SandboxHandlerOptions {
  /** Pin a persona (Storybook, tests): it is logged in when it has an account, whatever the cookies say. */
  persona?: PersonaName;
  /** Faults on top of the `sandbox_faults` cookie. */
  faults?: FaultMap;
}

const newSid = (): string => globalThis.crypto.randomUUID();

const respond = (answer: SandboxAnswer, extraCookies: string[], status = 200): Response => {
  const headers = new Headers({ 'content-type': 'application/json' });
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
  const fromCookie = cookies[PERSONA_COOKIE];
  const personaName: PersonaName = options.persona ?? (isPersonaName(fromCookie) ? fromCookie : DEFAULT_PERSONA);
  const persona = PERSONAS[personaName];
  const loggedIn = options.persona !== undefined || isLoggedInFromCookies(cookies);
  const secure = !isLocalHost(new URL(request.url).hostname);
  const sid = cookies[SID_COOKIE] ?? null;
  const input = await readRequestInput(request, params);

  const normal = async (): Promise<Response> => {
    const answer = RESPONDERS[name]({
      personaName,
      persona,
      account: loggedIn ? persona.account : null,
      state: readSessionState(sid, personaName),
      input,
      secure,
      now: parseSandboxClock(cookies[CLOCK_COOKIE]) ?? Date.now(),
      locale: requestLocale(request.headers.get('accept-language')),
      csrf: { header: request.headers.get(CSRF_COOKIE), cookie: cookies[CSRF_COOKIE] ?? null },
    });
    const extraCookies: string[] = [];
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
