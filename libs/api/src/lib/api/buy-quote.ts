'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 22: a card or bank quote (price, fee, amount received, expiry). `trigger(input)` resolves to `{ ok, data, error }`. */
export const useBuyQuote = () => useEndpointMutation('buyQuote', []);
