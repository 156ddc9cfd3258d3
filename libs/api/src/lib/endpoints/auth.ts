import * as z from 'zod/mini';
import {
  antiPhishingSchema,
  kycApplicationSchema,
  passkeyEntrySchema,
  passkeyListSchema,
  signupAnswerSchema,
  sessionListSchema,
  totpSetupSchema,
  webAuthnOptionsSchema,
  type AntiPhishing,
  type KycApplication,
  type PasskeyEntry,
  type SessionEntry,
  type SignupAnswer,
  type TotpSetup,
  type WebAuthnOptions,
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

/**
 * Passkeys (issue 23 item 4, decision 1865): WebAuthn registration and sign-in. The options are made and the
 * attestation / assertion verified by the exchange (the sandbox: @simplewebauthn/server, rpID = the request's host);
 * the browser signs with @simplewebauthn/browser. A credential travels as its JSON form (base64url fields).
 */
const credentialJson = z.record(z.string(), z.unknown());
const passkeyName = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const passkeyId = z.string().check(z.minLength(1), z.maxLength(512));

export const passkeyRegisterOptions = defineEndpoint({
  name: 'passkeyRegisterOptions',
  method: 'POST',
  path: '/api/web/v1/usercenter/passkeys/register/options',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 4: creation options with a fresh challenge, the passkeys it has excluded (decision 1865)',
  response: envelope(webAuthnOptionsSchema),
  select: (body): WebAuthnOptions | null => body.data,
  fallback: null,
});

export const passkeyRegister = defineEndpoint({
  name: 'passkeyRegister',
  method: 'POST',
  path: '/api/web/v1/usercenter/passkeys/register',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 4: the attestation is verified and the passkey kept under its name (decision 1865)',
  input: z.object({ response: credentialJson, name: passkeyName }),
  response: envelope(passkeyEntrySchema),
  select: (body): PasskeyEntry | null => body.data,
  fallback: null,
});

export const passkeyList = defineEndpoint({
  name: 'passkeyList',
  method: 'GET',
  path: '/api/web/v1/usercenter/passkeys',
  access: 'user',
  source: 'issue 23 item 4: the passkey manager lists the passkeys of the account (spec 01 §3 passkey-manager)',
  response: envelope(passkeyListSchema),
  select: (body): PasskeyEntry[] => body.data,
  fallback: [],
});

export const passkeyRename = defineEndpoint({
  name: 'passkeyRename',
  method: 'POST',
  path: '/api/web/v1/usercenter/passkeys/rename',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 4: rename a passkey',
  input: z.object({ id: passkeyId, name: passkeyName }),
  response: envelope(anyData),
  select: () => ({ renamed: true }),
  fallback: { renamed: false },
});

export const passkeyRemove = defineEndpoint({
  name: 'passkeyRemove',
  method: 'POST',
  path: '/api/web/v1/usercenter/passkeys/remove',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 4: remove a passkey; it can no longer sign in',
  input: z.object({ id: passkeyId }),
  response: envelope(anyData),
  select: () => ({ removed: true }),
  fallback: { removed: false },
});

export const passkeyLoginOptions = defineEndpoint({
  name: 'passkeyLoginOptions',
  method: 'POST',
  path: '/api/web/v1/usercenter/passkeys/login/options',
  effect: 'write',
  source: 'issue 23 item 4: request options with a fresh challenge (discoverable credentials: no e-mail asked)',
  response: envelope(webAuthnOptionsSchema),
  select: (body): WebAuthnOptions | null => body.data,
  fallback: null,
});

export const passkeyLogin = defineEndpoint({
  name: 'passkeyLogin',
  method: 'POST',
  path: '/api/web/v1/usercenter/passkeys/login',
  effect: 'write',
  source: 'issue 23 item 4: the assertion is verified against a kept passkey and a session opens (decision 1865)',
  input: z.object({ response: credentialJson }),
  response: envelope(sessionSchema),
  select: (body): Session | null => body.data,
  fallback: null,
});

/**
 * The KYC upgrade (issue 23 item 6, decision 1866; spec 02 §2 /myaccount/kyc2, 03 §2 /myaccount/kyc3_v1): the
 * application's state, polled while under review, and the submission. Documents are checked for type and size in
 * the browser before sending; the call carries each file's type, size and SHA-256 (the sandbox keeps no images).
 */
export const kycApplication = defineEndpoint({
  name: 'kycApplication',
  method: 'GET',
  path: '/api/web/v1/usercenter/kyc/application',
  access: 'user',
  /** Polled while under review: every answer is fresh (decision 1842). */
  reuse: false,
  source: 'issue 23 item 6: submitted, under review, approved or rejected (decision 1866)',
  response: envelope(kycApplicationSchema),
  select: (body): KycApplication | null => body.data,
  fallback: null,
});

const kycFile = z.object({
  type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  size: z.number().check(z.int(), z.minimum(1), z.maximum(5 * 1024 * 1024)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
const personText = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

export const kycSubmit = defineEndpoint({
  name: 'kycSubmit',
  method: 'POST',
  path: '/api/web/v1/usercenter/kyc/submit',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 6: the upgrade form (details, document, selfie) goes under review (decision 1866)',
  input: z.object({
    target: z.number().check(z.int()),
    first_name: personText,
    last_name: personText,
    birth_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    nationality: z.string().check(z.regex(/^[A-Z]{2}$/)),
    id_number: z.string().check(z.trim(), z.minLength(4), z.maxLength(32)),
    document_type: z.enum(['passport', 'id_card', 'driving_licence']),
    document_front: kycFile,
    document_back: z.optional(kycFile),
    selfie: kycFile,
  }),
  response: envelope(kycApplicationSchema),
  select: (body): KycApplication | null => body.data,
  fallback: null,
});

/** Issue 23 item 5 (decision 1867): the anti-phishing code shown on top of every e-mail of the exchange. */
export const antiPhishing = defineEndpoint({
  name: 'antiPhishing',
  method: 'GET',
  path: '/api/web/v1/usercenter/anti_phishing',
  access: 'user',
  source: 'issue 23 item 5: the anti-phishing code in force (decision 1867)',
  response: envelope(antiPhishingSchema),
  select: (body): AntiPhishing | null => body.data,
  fallback: null,
});

export const antiPhishingSave = defineEndpoint({
  name: 'antiPhishingSave',
  method: 'POST',
  path: '/api/web/v1/usercenter/anti_phishing',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 5: set or change the anti-phishing code, confirmed with the login password (decision 1867)',
  input: z.object({
    code: z.string().check(z.regex(/^[A-Za-z0-9_]{4,20}$/)),
    password: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  response: envelope(anyData),
  select: () => ({ saved: true }),
  fallback: { saved: false },
});
