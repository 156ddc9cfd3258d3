'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Spec 01 §7 fund-password frequency save; on `ok: false` toast `error.message` (the server's msg) or "Error". `trigger(input)` resolves to `{ ok, data, error }`. */
export const useSaveFundPasswordFrequency = () => useEndpointMutation('fundPasswordFrequencySave', ['fundPasswordFrequency']);
