'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 22: save an address to the book. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useSaveAddress = () => useEndpointMutation('saveAddress', ['savedAddresses']);
