import * as z from 'zod/mini';
import { flag, label, list, text } from './primitives';

/** Issue 23: what sign-up answers (the address the code went to). */
export const signupAnswerSchema = z.looseObject({ email: text });
export type SignupAnswer = z.output<typeof signupAnswerSchema>;

/** Issue 23 item 3: a TOTP secret to confirm, and the `otpauth://` URI its QR code shows. */
export const totpSetupSchema = z.looseObject({ secret: text, uri: text, issuer: text, enabled: flag });
export type TotpSetup = z.output<typeof totpSetupSchema>;

/** Issue 23 item 5: one signed-in session (device). Times are epoch ms. */
export const sessionEntrySchema = z.looseObject({
  id: label,
  created_at: z.pipe(
    z.nullish(z.number()),
    z.transform((v: number | null | undefined) => v ?? 0),
  ),
  last_seen_at: z.pipe(
    z.nullish(z.number()),
    z.transform((v: number | null | undefined) => v ?? 0),
  ),
  user_agent: text,
  method: text,
  current: flag,
  revoked: flag,
});
export const sessionListSchema = list(sessionEntrySchema);
export type SessionEntry = z.output<typeof sessionEntrySchema>;

/**
 * Issue 23 item 4: WebAuthn options as @simplewebauthn/server's `generate*Options` answer them (JSON, base64url
 * fields). Only the challenge is read here; the browser library reads the rest.
 */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string().check(z.minLength(16), z.maxLength(512)) });
export type WebAuthnOptions = z.output<typeof webAuthnOptionsSchema>;

/** Issue 23 item 4: one registered passkey. Times are epoch ms; `last_used_at` 0: never used to sign in. */
export const passkeyEntrySchema = z.looseObject({
  id: label,
  name: text,
  created_at: z.pipe(
    z.nullish(z.number()),
    z.transform((v: number | null | undefined) => v ?? 0),
  ),
  last_used_at: z.pipe(
    z.nullish(z.number()),
    z.transform((v: number | null | undefined) => v ?? 0),
  ),
  device: text,
});
export const passkeyListSchema = list(passkeyEntrySchema);
export type PasskeyEntry = z.output<typeof passkeyEntrySchema>;

/**
 * Issue 23 item 6 (decision 1866): the account's KYC upgrade application. `status` `none`: nothing submitted (or the
 * last one was approved and a higher level can be asked for); `target` is the `verified` code asked for.
 */
export const kycApplicationSchema = z.looseObject({
  status: z.pipe(
    z.nullish(z.enum(['none', 'under_review', 'approved', 'rejected'])),
    z.transform((v: 'none' | 'under_review' | 'approved' | 'rejected' | null | undefined) => v ?? 'none'),
  ),
  target: z.pipe(
    z.nullish(z.number()),
    z.transform((v: number | null | undefined) => v ?? 0),
  ),
  submitted_at: z.pipe(
    z.nullish(z.number()),
    z.transform((v: number | null | undefined) => v ?? 0),
  ),
  decided_at: z.pipe(
    z.nullish(z.number()),
    z.transform((v: number | null | undefined) => v ?? 0),
  ),
  reason: text,
});
export type KycApplication = z.output<typeof kycApplicationSchema>;

/** Issue 23 item 5 (decision 1867): the anti-phishing code every e-mail shows; '' when none is set. */
export const antiPhishingSchema = z.looseObject({ code: text });
export type AntiPhishing = z.output<typeof antiPhishingSchema>;
