import { ENDPOINT_LIST, parseCookieHeader, resolveEndpointPath, type Endpoint } from '@exchange/api';
import { getResponse, matchRequestUrl, type HttpHandler } from 'msw';
import { answerSandboxCall, type SandboxHandlerOptions } from './create-handlers';

interface Route {
  endpoint: Endpoint;
  method: string;
  path: string;
}

interface Match {
  endpoint: Endpoint;
  params: Readonly<Record<string, unknown>>;
}

/** Distinct URLs remembered; past it the memo starts again (hostile paths cannot grow it without bound). */
const MEMO_LIMIT = 2000;

const ROUTES: readonly Route[] = ENDPOINT_LIST.map((endpoint) => ({
  endpoint,
  method: endpoint.method,
  path: `*${resolveEndpointPath(endpoint.path, endpoint.kind)}`,
}));

/**
 * A dispatcher that answers the sandbox's declared calls without msw's handler loop (decision 1510, round 2):
 * msw's `getResponse` runs every handler in turn (a request clone, a cookie-store lookup, a cookie parse and a path
 * match each, about a hundred per call). This one finds the call the same way msw would, with msw's own
 * `matchRequestUrl` over the same routes in the same order, once per distinct method + URL (memoised), parses the
 * cookies once, and answers through the same `answerSandboxCall` as the msw handlers: same personas, faults,
 * cookies, session state and bodies. What is not a declared call (an unknown path) or a path
 * msw's matcher throws on goes to msw's `getResponse` over `fallback`, so every answer is the one msw would give.
 * Undefined: no handler answers.
 */
export const createSandboxDispatch = (
  fallback: HttpHandler[],
  options: SandboxHandlerOptions = {},
): ((request: Request) => Promise<Response | undefined>) => {
  const memo = new Map<string, Match | null>();

  const find = (method: string, url: URL): Match | null | undefined => {
    const key = `${method} ${url.origin}${url.pathname}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let found: Match | null = null;
    try {
      for (const route of ROUTES) {
        if (route.method !== method) continue;
        const result = matchRequestUrl(url, route.path);
        if (result.matches) {
          found = { endpoint: route.endpoint, params: result.params ?? {} };
          break;
        }
      }
    } catch {
      // msw's matcher throws on some malformed paths (bad percent-encoding): let msw itself answer those.
      return undefined;
    }
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, found);
    return found;
  };

  return async (request) => {
    const match = find(request.method.toUpperCase(), new URL(request.url));
    if (!match) return getResponse(fallback, request);
    const cookies = parseCookieHeader(request.headers.get('cookie'));
    return answerSandboxCall(match.endpoint, { request, params: match.params, cookies }, options);
  };
};
