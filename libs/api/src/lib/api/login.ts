'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Sandbox login (decision 0200); refreshes every read. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useLogin = () => useEndpointMutation('login', 'all');

/** Issue 23: sign-up mails a code; nothing to refresh until the code is confirmed. */
export const useSignup = () => useEndpointMutation('signup', []);

/** Issue 23: the e-mailed code confirms the account and signs it in; refreshes every read. */
export const useVerifyEmail = () => useEndpointMutation('verifyEmail', 'all');
