'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 22: open a P2P order. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useP2pOrder = () => useEndpointMutation('p2pOrder', []);
