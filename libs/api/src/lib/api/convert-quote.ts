'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 25: a convert quote for the amount the user typed; `trigger(input)` resolves to `{ ok, data, error }`. */
export const useConvertQuote = () => useEndpointMutation('convertQuote', []);
