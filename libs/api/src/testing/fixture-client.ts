import type { ApiError, CallResult } from '../lib/client/errors';
import { RetryLaterError } from '../lib/client/errors';
import type { ExchangeClient } from '../lib/client/exchange-client';
import { ENDPOINTS, type EndpointData, type EndpointInput, type EndpointName } from '../lib/endpoints/registry';
import { failureOutcome, type FailureKind } from '../lib/rules/failure-policy';

/** Canned data per call: a value, or a function of the input. Calls without an entry give their fallback. */
export type FixtureData = { [N in EndpointName]?: EndpointData<N> | ((input: EndpointInput<N>) => EndpointData<N>) };

export interface FixtureClient extends ExchangeClient {
  /** Every call made, in order. */
  readonly calls: { name: EndpointName; input: unknown }[];
}

/**
 * An ExchangeClient without a network, for component tests and stories of feature libraries:
 * answers from `fixtures`, or fails the listed calls (giving their fallback, or RetryLaterError for
 * a helper GET's request failure, as the real client does). A call failed with `unloaded` behaves as one whose
 * declaration chunk could not load (decision 1970): `callResult` gives no data, `call` rejects with RetryLaterError.
 */
export const createFixtureClient = (
  fixtures: FixtureData = {},
  failures: Partial<Record<EndpointName, FailureKind>> = {},
): FixtureClient => {
  const calls: { name: EndpointName; input: unknown }[] = [];
  const resolve = (name: EndpointName, input: unknown): CallResult<unknown> => {
    calls.push({ name, input });
    const failure = failures[name];
    if (failure !== undefined) {
      if (failure === 'unloaded')
        return { ok: false, data: undefined, error: { endpoint: name, kind: failure, message: `Fixture failure: ${failure}` } };
      const error: ApiError = { endpoint: name, kind: failure, message: `Fixture failure: ${failure}` };
      return { ok: false, data: structuredClone(ENDPOINTS[name].fallback), error };
    }
    const fixture: unknown = fixtures[name];
    if (fixture === undefined) return { ok: true, data: structuredClone(ENDPOINTS[name].fallback), error: null };
    return { ok: true, data: typeof fixture === 'function' ? (fixture as (value: unknown) => unknown)(input) : fixture, error: null };
  };
  return {
    calls,
    clearCache: () => undefined,
    async callResult(name, ...input) {
      return resolve(name, input[0]) as CallResult<EndpointData<typeof name>>;
    },
    async call(name, ...input) {
      const result = resolve(name, input[0]);
      const endpoint = ENDPOINTS[name];
      if (
        !result.ok &&
        (result.error.kind === 'unloaded' || failureOutcome(endpoint.kind, endpoint.method, result.error.kind) === 'retry-later')
      )
        throw new RetryLaterError(result.error);
      return result.data as EndpointData<typeof name>;
    },
  };
};

/**
 * A client whose answers to the listed calls wait until `release()` (decision 1979): a form's first read still on its
 * way when the user clicks, as on a slow network. Every other call answers as `client` does.
 */
export const holdCalls = (client: FixtureClient, names: readonly EndpointName[]): { client: FixtureClient; release: () => void } => {
  let release = (): void => undefined;
  const gate = new Promise<void>((done) => {
    release = done;
  });
  const held = (name: EndpointName) => names.includes(name);
  return {
    release: () => release(),
    client: {
      ...client,
      calls: client.calls,
      callResult: (async (name: EndpointName, ...input: unknown[]) => {
        if (held(name)) await gate;
        return (client.callResult as (n: EndpointName, ...i: unknown[]) => Promise<unknown>)(name, ...input);
      }) as FixtureClient['callResult'],
      call: (async (name: EndpointName, ...input: unknown[]) => {
        if (held(name)) await gate;
        return (client.call as (n: EndpointName, ...i: unknown[]) => Promise<unknown>)(name, ...input);
      }) as FixtureClient['call'],
    },
  };
};
