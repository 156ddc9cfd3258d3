'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Leverage and margin mode of a contract (issue 21); refreshes the settings, positions and margin. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useSetFuturesSettings = () =>
  useEndpointMutation('setFuturesSettings', ['futuresSettings', 'futuresPositions', 'futuresAccount']);
