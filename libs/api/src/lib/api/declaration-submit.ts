'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Spec 03 §7 declaration submit-status; refreshes the declaration status. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useSubmitDeclaration = () => useEndpointMutation('declarationSubmit', ['declarationStatus']);
