import * as z from 'zod/mini';
import { dataOf, envelope } from '../schemas/primitives';
import { decimalInput } from '../schemas/trading';
import { fundsTransferResultSchema, walletBalancesSchema, type FundsTransferResult } from '../schemas/wallet';
import { defineEndpoint } from './define-endpoint';

/** An account funds move from or to: `spot`, `futures`, `margin`, or a sub-account `sub:<uid>` (decision 1121). */
const transferAccount = z.string().check(z.regex(/^(spot|futures|margin|sub:\d{1,20})$/, 'Unknown account'));

export const walletBalances = defineEndpoint({
  name: 'walletBalances',
  method: 'GET',
  path: '/api/web/v1/wallet/balances',
  access: 'user',
  source: 'spec 02 §1, §3 funds-transfer micro-apps (the balances they move; decision 1121)',
  response: envelope(walletBalancesSchema),
  select: dataOf,
  fallback: { accounts: [], sub_accounts: [] },
});

export const fundsTransfer = defineEndpoint({
  name: 'fundsTransfer',
  method: 'POST',
  path: '/api/web/v1/wallet/transfer',
  effect: 'write',
  access: 'user',
  source: 'spec 02 §1, §3 funds transfer and master transfer micro-apps (decision 1121)',
  input: z.object({
    currency: z.string().check(z.regex(/^[A-Z0-9]{2,10}$/, 'Expected a currency code')),
    amount: decimalInput,
    from: transferAccount,
    to: transferAccount,
    /** The master transfer's sub-site id (spec 02 §3). */
    sub_website_id: z.optional(z.int().check(z.nonnegative())),
  }),
  response: envelope(z.nullable(fundsTransferResultSchema)),
  select: (body): FundsTransferResult | null => body.data,
  fallback: null,
});
