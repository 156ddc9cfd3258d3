import type { FetchLike } from '@exchange/api';
import { handleSandboxControl } from './control/handle-control';
import { createSandboxHandlers, sandboxHandlers, type SandboxHandlerOptions } from './handlers/create-handlers';
import { createSandboxDispatch } from './handlers/direct-dispatch';

/** The declared calls answered straight from their responders, the rest by msw over `sandboxHandlers` (decision 1510). */
const dispatchSandbox = createSandboxDispatch(sandboxHandlers);

/**
 * Answers one request from the sandbox, for the Next.js app's catch-all route handler: control paths
 * first, then the declared calls (the direct dispatch, with msw's getResponse over `sandboxHandlers` for anything
 * else, decision 1510). Null: not a sandbox path.
 * A `network` fault cannot drop an HTTP connection here, so it answers 503 with `x-sandbox-fault: network`.
 */
export const handleSandboxRequest = async (request: Request): Promise<Response | null> => {
  const answer = handleSandboxControl(request) ?? (await dispatchSandbox(request)) ?? null;
  // A route handler cannot drop the connection: a `network` fault goes out as 503 (decision 0206).
  return answer?.type === 'error' ? new Response(null, { status: 503, headers: { 'x-sandbox-fault': 'network' } }) : answer;
};

export interface SandboxFetchOptions extends SandboxHandlerOptions {
  /** Cookies to add to every request (e.g. `sandbox_persona=vip; uid=1; nickname=a`). */
  cookie?: string;
}

const abortError = (): DOMException => new DOMException('The operation was aborted.', 'AbortError');

/**
 * A fetch answered in-process by the sandbox (no server, no msw interceptor): for server-side calls
 * in the sandboxed app and for tests. It behaves like fetch: a `network` fault rejects with a
 * TypeError, an unknown path answers 404, and the abort signal (the client's timeout) is honoured.
 */
export const createSandboxFetch = (options: SandboxFetchOptions = {}): FetchLike => {
  const dispatch =
    options.persona === undefined && options.faults === undefined
      ? dispatchSandbox
      : createSandboxDispatch(createSandboxHandlers(options), options);
  return async (input, init) => {
    const request = new Request(input, init);
    if (options.cookie !== undefined && options.cookie !== '') {
      const existing = request.headers.get('cookie');
      request.headers.set('cookie', existing === null || existing === '' ? options.cookie : `${existing}; ${options.cookie}`);
    }
    const signal = init.signal;
    if (signal?.aborted === true) throw abortError();
    const answer = handleSandboxControl(request) ?? (await raceAbort(dispatch(request), signal));
    if (answer === undefined) return new Response('Not found in the sandbox', { status: 404 });
    if (answer.type === 'error') throw new TypeError('Failed to fetch (sandbox network fault)');
    return answer;
  };
};

const raceAbort = <T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> =>
  signal === null || signal === undefined
    ? promise
    : new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(abortError());
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(
          (value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
          },
        );
      });

/** The sandbox fetch the sandboxed app's server passes to `createServerExchangeClient`. */
export const sandboxFetch: FetchLike = createSandboxFetch();
