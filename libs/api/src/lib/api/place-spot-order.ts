'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Chart quick order (spot); refreshes open spot orders. `trigger(input)` resolves to `{ ok, data, error }`. */
export const usePlaceSpotOrder = () => useEndpointMutation('placeSpotOrder', ['spotOpenOrders']);
