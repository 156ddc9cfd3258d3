import { buildAccount, definePersona } from './persona';

/** Issue 23: an account with two-factor authentication on (its TOTP secret is in the sandbox README and `accounts/seed.ts`). */
export const user2fa = definePersona({
  name: 'user-2fa',
  description: 'KYC level 2 user with 2FA (TOTP) on: log-in asks for the authenticator code after the password.',
  account: buildAccount('10010', '2fa-user'),
});
