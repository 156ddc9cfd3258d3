import * as z from 'zod/mini';
import { count, flag, label, list, text } from './primitives';

/** Issue 23 item 1 (decision 1906): where a security code went: `email` (the mailbox, masked) when 2FA is off. */
export const securityCodeAnswerSchema = z.looseObject({
  channel: z.catch(z.enum(['email', 'totp']), 'email'),
  sent_to: text,
});
export type SecurityCodeAnswer = z.output<typeof securityCodeAnswerSchema>;

/**
 * Issue 23 item 2 (decision 1907): one sub-account of a main account. `type` 1 normal, 4 managed; `sub_type` 6 bugs,
 * 7 asset management, 0 none (spec 03 §3). Times are epoch ms.
 */
export const subAccountSchema = z.looseObject({
  uid: label,
  name: text,
  type: count,
  sub_type: count,
  frozen: flag,
  created_at: count,
});
export const subAccountListSchema = z.looseObject({
  /** False for a sub-account: only a main account manages sub-accounts. */
  is_main: flag,
  limit: count,
  list: list(subAccountSchema),
});
export type SubAccount = z.output<typeof subAccountSchema>;
export type SubAccountList = z.output<typeof subAccountListSchema>;
