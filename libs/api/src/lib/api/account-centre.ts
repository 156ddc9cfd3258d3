'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';
import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 23 items 1 and 4 (decision 1908): mail a security code (2FA off) for a fund-password or withdrawal step. */
export const useSecurityCodeSend = () => useEndpointMutation('securityCodeSend', []);

/** Issue 23 item 1: set the fund password; the withdrawal's security read refreshes. */
export const useFundPasswordSet = () => useEndpointMutation('fundPasswordSet', ['withdrawSecurity', 'fundPasswordFrequency']);

/** Issue 23 item 1: change the fund password (the current one is checked). */
export const useFundPasswordChange = () => useEndpointMutation('fundPasswordChange', ['withdrawSecurity']);

/** Issue 23 item 5: the main account's sub-accounts. */
export const useSubAccountList = (options?: EndpointHookOptions<EndpointData<'subAccountList'>>) =>
  useEndpoint('subAccountList', undefined, options);

/** Issue 23 item 5: create a sub-account; the list refreshes. */
export const useSubAccountCreate = () => useEndpointMutation('subAccountCreate', ['subAccountList']);

/** Issue 23 item 5: freeze or unfreeze a sub-account; the list refreshes. */
export const useSubAccountFreeze = () => useEndpointMutation('subAccountFreeze', ['subAccountList']);
