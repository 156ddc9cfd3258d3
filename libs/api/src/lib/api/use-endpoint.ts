'use client';

import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { CallResult, RetryLaterError } from '../client/errors';
import type { ExchangeClient } from '../client/exchange-client';
import type { EndpointData, EndpointInput, EndpointName } from '../endpoints/registry';
import { swrKey } from '../rules/swr-key';
import { useExchangeClient } from './exchange-client-provider';

export interface EndpointHookOptions<T> extends Omit<SWRConfiguration<T, RetryLaterError>, 'fetcher'> {
  /** False skips the call (e.g. "only when logged in", spec 03 §6). */
  enabled?: boolean;
}

export type EndpointHookResult<N extends EndpointName> = SWRResponse<EndpointData<N>, RetryLaterError>;

/** `client.call` with name and input already matched by the caller's types. */
export const callEndpoint = <N extends EndpointName>(client: ExchangeClient, name: N, input: EndpointInput<N> | undefined) =>
  (client.call.bind(client) as (name: N, input?: EndpointInput<N>) => Promise<EndpointData<N>>)(name, input);

/** `client.callResult` with name and input already matched by the caller's types. */
export const callEndpointResult = <N extends EndpointName>(client: ExchangeClient, name: N, input: EndpointInput<N> | undefined) =>
  (client.callResult.bind(client) as (name: N, input?: EndpointInput<N>) => Promise<CallResult<EndpointData<N>>>)(name, input);

/**
 * The SWR hook behind every read hook: key `swrKey(name, input)`, fetcher `client.call(name, input)`.
 * `data` is the parsed data or the fallback; `error` is only ever a RetryLaterError (helper GETs).
 */
export const useEndpoint = <N extends EndpointName>(
  name: N,
  input: EndpointInput<N> | undefined,
  options: EndpointHookOptions<EndpointData<N>> = {},
): EndpointHookResult<N> => {
  const client = useExchangeClient();
  const { enabled = true, ...config } = options;
  return useSWR<EndpointData<N>, RetryLaterError>(enabled ? swrKey(name, input) : null, () => callEndpoint(client, name, input), config);
};
