import type { Endpoint } from '../endpoints/define-endpoint';
import { loadEndpoint } from '../endpoints/endpoint-domains';
import type { EndpointData, EndpointInput, EndpointName } from '../endpoints/registry';
import { failureOutcome } from '../rules/failure-policy';
import type { Transport } from '../transport/transport-types';
import { RetryLaterError, type ApiError, type CallResult } from './errors';
import { API_FALLBACK_EVENT } from './fallback-event';

type Execute = typeof import('./execute-endpoint').executeEndpoint;

/** `call(name)` when the input is optional, `call(name, input)` when it is required. */
export type CallArgs<N extends EndpointName> = undefined extends EndpointInput<N> ? [input?: EndpointInput<N>] : [input: EndpointInput<N>];

export interface ExchangeClient {
  /**
   * The parsed data of a call. On any failure it resolves to the call's fallback and reports a
   * monitoring event; it never rejects, except with RetryLaterError for a failed helper GET request, or for any call
   * whose declaration could not be loaded (there is no fallback to give without it; decision 1950).
   */
  call<N extends EndpointName>(name: N, ...input: CallArgs<N>): Promise<EndpointData<N>>;
  /**
   * Like `call`, but says whether the data is real or the fallback, and why. It never rejects: a call whose
   * declaration could not be loaded resolves to `{ ok: false, data: undefined, error: { kind: 'unloaded' } }`
   * (decision 1970), so a write's form can say so and keep what the user typed.
   */
  callResult<N extends EndpointName>(name: N, ...input: CallArgs<N>): Promise<CallResult<EndpointData<N>>>;
  /** Forgets de-duplicated answers (after login or logout). */
  clearCache(): void;
}

export { API_FALLBACK_EVENT };

type Loaded = { ok: true; endpoint: Endpoint; execute: Execute } | { ok: false; error: ApiError & { kind: 'unloaded' } };

/**
 * The typed client over one transport: `client.call(name, input)` for every declared call. A call's declaration is
 * loaded with its domain's on the first call (decision 1950); a declaration that cannot load (a chunk lost to a new
 * deploy, offline) is reported, and the call fails without a request: `call` rejects with RetryLaterError (without
 * the declaration there is no fallback to give), `callResult` resolves to an `unloaded` failure (decision 1970). The
 * next call tries the load again.
 */
export const createExchangeClient = (transport: Transport): ExchangeClient => {
  const lookup = async (name: EndpointName): Promise<Loaded> => {
    try {
      const [endpoint, { executeEndpoint }] = await Promise.all([loadEndpoint(name), import('./execute-endpoint')]);
      return { ok: true, endpoint, execute: executeEndpoint };
    } catch {
      const error = { endpoint: name, kind: 'unloaded', message: 'Could not load the call declaration' } as const;
      transport.monitor.captureEvent(API_FALLBACK_EVENT, { ...error });
      return { ok: false, error };
    }
  };
  return {
    clearCache: () => transport.clearCache(),
    async callResult(name, ...input) {
      const loaded = await lookup(name);
      if (!loaded.ok) return { ok: false, data: undefined, error: loaded.error };
      return (await loaded.execute(transport, loaded.endpoint, input[0])) as CallResult<EndpointData<typeof name>>;
    },
    async call(name, ...input) {
      const loaded = await lookup(name);
      if (!loaded.ok) throw new RetryLaterError(loaded.error);
      const { endpoint, execute } = loaded;
      const result = await execute(transport, endpoint, input[0]);
      if (!result.ok && failureOutcome(endpoint.kind, endpoint.method, result.error.kind) === 'retry-later') {
        throw new RetryLaterError(result.error);
      }
      return result.data as EndpointData<typeof name>;
    },
  };
};
