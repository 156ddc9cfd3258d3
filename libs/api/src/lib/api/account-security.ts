'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';
import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 23 item 3: the TOTP secret to confirm (issuer = the site's totpName), or `enabled` when 2FA is on. */
export const useTotpSetup = (issuer: string, options?: EndpointHookOptions<EndpointData<'totpSetup'>>) =>
  useEndpoint('totpSetup', { issuer }, options);

/** Issue 23 item 3: turn 2FA on with a code; the setup read refreshes. */
export const useTotpEnable = () => useEndpointMutation('totpEnable', ['totpSetup']);

/** Issue 23 item 3: turn 2FA off with a code; the setup read refreshes. */
export const useTotpDisable = () => useEndpointMutation('totpDisable', ['totpSetup']);

/** Issue 23 item 5: the account's sessions (devices), the current one marked. */
export const useSessionList = (options?: EndpointHookOptions<EndpointData<'sessionList'>>) =>
  useEndpoint('sessionList', undefined, options);

/** Issue 23 item 5: sign one session out (`id`), or every other one (`others`); the list refreshes. */
export const useSessionRevoke = () => useEndpointMutation('sessionRevoke', ['sessionList']);

/** Issue 23 item 5: change the login password (the current one is checked); other sessions are signed out. */
export const useChangePassword = () => useEndpointMutation('changePassword', ['sessionList']);
