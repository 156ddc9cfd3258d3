import type { EndpointName } from '../endpoints/registry';
import { swrKey } from '../rules/swr-key';
import type { CallResult } from './errors';
import type { CallArgs, ExchangeClient } from './exchange-client';

/** One call to prefetch: `[name]` or `[name, input]`. */
export type PrefetchRequest = { [N in EndpointName]: [N, ...CallArgs<N>] }[EndpointName];

/**
 * Runs the calls a page needs before first paint and returns SWRConfig's `fallback` map (keyed by
 * `swrKey`), to hand to `ExchangeClientProvider`. Only real answers go in: a call that failed on the
 * server is fetched again by the browser.
 */
export const prefetchFallback = async (client: ExchangeClient, requests: readonly PrefetchRequest[]): Promise<Record<string, unknown>> => {
  // Each request tuple pairs a name with its own input; the union cannot be spread into the generic
  // signature, so the call is made through its erased form.
  const callResult = client.callResult.bind(client) as (name: EndpointName, input?: unknown) => Promise<CallResult<unknown>>;
  const entries = await Promise.all(
    requests.map(async ([name, input]) => {
      const result = await callResult(name, input);
      return result.ok ? ([swrKey(name, input), result.data] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((entry): entry is readonly [string, unknown] => entry !== null));
};
