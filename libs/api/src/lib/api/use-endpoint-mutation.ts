'use client';

import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { CallResult } from '../client/errors';
import type { EndpointData, EndpointInput, EndpointName } from '../endpoints/registry';
import { writeFailureOf } from '../rules/failure-policy';
import { SWR_KEY_PREFIX, isSwrKeyOf, swrKey } from '../rules/swr-key';
import { useExchangeClient } from './exchange-client-provider';
import { callEndpointResult } from './use-endpoint';

/** Reads to refresh after a successful write: named calls, or `'all'` (login, logout). */
export type Revalidate = readonly EndpointName[] | 'all';

export type EndpointMutation<N extends EndpointName> = SWRMutationResponse<CallResult<EndpointData<N>>, never, string, EndpointInput<N>>;

/**
 * A write: `trigger(input)` resolves to `{ ok, data, error }` and never rejects (`callResult` does not: a call whose
 * declaration did not load is an `unloaded` failure, decision 1970). After a success, or a failure that may have
 * reached the exchange (`writeFailureOf` says `unconfirmed`), the given reads are revalidated (the transport has
 * already dropped its de-duplicated answers), so the page shows what the server now holds.
 */
export const useEndpointMutation = <N extends EndpointName>(name: N, revalidate: Revalidate): EndpointMutation<N> => {
  const client = useExchangeClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<CallResult<EndpointData<N>>, never, string, EndpointInput<N>>(swrKey(name), async (_key, { arg }) => {
    const result = await callEndpointResult(client, name, arg);
    if (result.ok || writeFailureOf(result.error.kind) === 'unconfirmed') {
      await mutate((key) =>
        revalidate === 'all'
          ? typeof key === 'string' && key.startsWith(SWR_KEY_PREFIX)
          : revalidate.some((target) => isSwrKeyOf(key, target)),
      );
    }
    return result;
  });
};
