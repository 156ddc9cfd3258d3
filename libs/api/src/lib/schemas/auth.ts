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
