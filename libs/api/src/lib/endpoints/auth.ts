import * as z from 'zod/mini';
import {
  signupAnswerSchema,
  sessionListSchema,
  totpSetupSchema,
  type SessionEntry,
  type SignupAnswer,
  type TotpSetup,
} from '../schemas/auth';
import { anyData, envelope } from '../schemas/primitives';
import { sessionSchema, type Session } from '../schemas/user';
import { defineEndpoint } from './define-endpoint';

/**
 * Accounts that hold (issue 23, decision 1830): sign-up with an e-mail code, forgotten password, TOTP and sessions.
 * The sandbox answers them; a real exchange's registration/login micro-app owns its own (decision 0200).
 */
const email = z.string().check(z.minLength(3), z.maxLength(254));
const code = z.string().check(z.regex(/^\d{6}$/));
const password = z.string().check(z.minLength(8), z.maxLength(128));

export const signup = defineEndpoint({
  name: 'signup',
  method: 'POST',
  path: '/api/web/v1/usercenter/register',
  effect: 'write',
  source: 'issue 23 item 1: sign-up creates an account and mails a code (decision 1830)',
  input: z.object({ email, password }),
  response: envelope(signupAnswerSchema),
  select: (body): SignupAnswer | null => body.data,
  fallback: null,
});

export const verifyEmail = defineEndpoint({
  name: 'verifyEmail',
  method: 'POST',
  path: '/api/web/v1/usercenter/register/verify',
  effect: 'write',
  source: 'issue 23 item 1: the e-mail code confirms the account and signs it in (decision 1830)',
  input: z.object({ email, code }),
  response: envelope(sessionSchema),
  select: (body): Session | null => body.data,
  fallback: null,
});

export const forgotPassword = defineEndpoint({
  name: 'forgotPassword',
  method: 'POST',
  path: '/api/web/v1/usercenter/password/forgot',
  effect: 'write',
  source: 'issue 23 item 1: "forgot password" mails a code (decision 1830)',
  input: z.object({ email }),
  response: envelope(anyData),
  select: () => ({ sent: true }),
  fallback: { sent: false },
});

export const resetPassword = defineEndpoint({
  name: 'resetPassword',
  method: 'POST',
  path: '/api/web/v1/usercenter/password/reset',
  effect: 'write',
  source: 'issue 23 item 1: the code sets a new password and signs every session out (decision 1830)',
  input: z.object({ email, code, password }),
  response: envelope(anyData),
  select: () => ({ reset: true }),
  fallback: { reset: false },
});

export const totpSetup = defineEndpoint({
  name: 'totpSetup',
  method: 'GET',
  path: '/api/web/v1/usercenter/totp/setup',
  access: 'user',
  source: 'issue 23 item 3: a secret to confirm, issuer = the site totpName (spec 03 §3, decision 1831)',
  input: z.prefault(z.object({ issuer: z.optional(z.string().check(z.maxLength(64))) }), {}),
  response: envelope(totpSetupSchema),
  select: (body): TotpSetup | null => body.data,
  fallback: null,
});

export const totpEnable = defineEndpoint({
  name: 'totpEnable',
  method: 'POST',
  path: '/api/web/v1/usercenter/totp/enable',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 3: a code from the authenticator turns 2FA on (decision 1831)',
  input: z.object({ code }),
  response: envelope(anyData),
  select: () => ({ enabled: true }),
  fallback: { enabled: false },
});

export const totpDisable = defineEndpoint({
  name: 'totpDisable',
  method: 'POST',
  path: '/api/web/v1/usercenter/totp/disable',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 3: turning 2FA off needs a code (decision 1831)',
  input: z.object({ code }),
  response: envelope(anyData),
  select: () => ({ disabled: true }),
  fallback: { disabled: false },
});

export const sessionList = defineEndpoint({
  name: 'sessionList',
  method: 'GET',
  path: '/api/web/v1/usercenter/sessions',
  access: 'user',
  source: 'issue 23 item 5: sessions and devices, the current one marked (decision 1833)',
  response: envelope(sessionListSchema),
  select: (body): SessionEntry[] => body.data,
  fallback: [],
});

export const sessionRevoke = defineEndpoint({
  name: 'sessionRevoke',
  method: 'POST',
  path: '/api/web/v1/usercenter/sessions/revoke',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 5: sign a session out; `others` signs out every session but this one (decision 1833)',
  input: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: envelope(anyData),
  select: () => ({ revoked: true }),
  fallback: { revoked: false },
});

export const changePassword = defineEndpoint({
  name: 'changePassword',
  method: 'POST',
  path: '/api/web/v1/usercenter/password/change',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 5: change the login password with the current one; other sessions are signed out (decision 1830)',
  input: z.object({ password: z.string().check(z.minLength(1), z.maxLength(128)), newPassword: password }),
  response: envelope(anyData),
  select: () => ({ changed: true }),
  fallback: { changed: false },
});
