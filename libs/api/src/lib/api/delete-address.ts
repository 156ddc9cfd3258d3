'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 22: delete an address from the book. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useDeleteAddress = () => useEndpointMutation('deleteAddress', ['savedAddresses']);
