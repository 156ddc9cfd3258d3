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

/** Issue 23 item 4: the account's passkeys (the passkey manager). */
export const usePasskeyList = (options?: EndpointHookOptions<EndpointData<'passkeyList'>>) =>
  useEndpoint('passkeyList', undefined, options);

/** Issue 23 item 4: creation options (a fresh challenge) for a new passkey. */
export const usePasskeyRegisterOptions = () => useEndpointMutation('passkeyRegisterOptions', []);

/** Issue 23 item 4: keep a new passkey (the attestation is verified); the list refreshes. */
export const usePasskeyRegister = () => useEndpointMutation('passkeyRegister', ['passkeyList']);

/** Issue 23 item 4: rename a passkey; the list refreshes. */
export const usePasskeyRename = () => useEndpointMutation('passkeyRename', ['passkeyList']);

/** Issue 23 item 4: remove a passkey; the list refreshes. */
export const usePasskeyRemove = () => useEndpointMutation('passkeyRemove', ['passkeyList']);

/** Issue 23 item 6: the KYC upgrade application; poll it (`refreshInterval`) while under review. */
export const useKycApplication = (options?: EndpointHookOptions<EndpointData<'kycApplication'>>) =>
  useEndpoint('kycApplication', undefined, options);

/** Issue 23 item 6: submit the upgrade form; the application and the user's level are read again. */
export const useKycSubmit = () => useEndpointMutation('kycSubmit', ['kycApplication', 'userInfo', 'kycStatus']);

/** Issue 23 item 5: the anti-phishing code in force. */
export const useAntiPhishing = (options?: EndpointHookOptions<EndpointData<'antiPhishing'>>) =>
  useEndpoint('antiPhishing', undefined, options);

/** Issue 23 item 5: set the anti-phishing code (login password confirms); the read refreshes. */
export const useAntiPhishingSave = () => useEndpointMutation('antiPhishingSave', ['antiPhishing']);
