'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Spec 03 §4 "Submit posts, then refreshes the status". `trigger(input)` resolves to `{ ok, data, error }`. */
export const useSubmitAgreement = () => useEndpointMutation('agreementSubmit', ['agreementStatus']);
