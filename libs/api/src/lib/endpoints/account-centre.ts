import * as z from 'zod/mini';
import {
  securityCodeAnswerSchema,
  subAccountListSchema,
  subAccountSchema,
  type SecurityCodeAnswer,
  type SubAccount,
  type SubAccountList,
} from '../schemas/account-centre';
import { anyData, envelope } from '../schemas/primitives';
import { defineEndpoint } from './define-endpoint';

/**
 * The account centre's fund password and sub-accounts (issue 23 items 1, 2 and 4; decisions 1906–1908). The specs
 * name the routes (01 §2 /myaccount/fundpass_setup, 01 §1 sub-account-manage) and the sub-user types (03 §3), not
 * these calls' paths: ours.
 */
const securityCode = z.string().check(z.regex(/^\d{6}$/));
const fundPassword = z.string().check(z.minLength(8), z.maxLength(64));

export const securityCodeSend = defineEndpoint({
  name: 'securityCodeSend',
  method: 'POST',
  path: '/api/web/v1/usercenter/security_code/send',
  effect: 'write',
  access: 'user',
  source: 'issue 23 items 1 and 4: with 2FA off a sensitive action is confirmed by an e-mail code (decision 1908)',
  input: z.object({ purpose: z.enum(['fundpass', 'withdraw', 'frequency']) }),
  response: envelope(securityCodeAnswerSchema),
  select: (body): SecurityCodeAnswer | null => body.data,
  fallback: null,
});

export const fundPasswordSet = defineEndpoint({
  name: 'fundPasswordSet',
  method: 'POST',
  path: '/api/web/v1/usercenter/fundpass/set',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 1: set the fund password (01 §2 fundpass_setup), confirmed by 2FA or an e-mail code (decision 1906)',
  input: z.object({ fundpass: fundPassword, code: securityCode }),
  response: envelope(anyData),
  select: () => ({ saved: true }),
  fallback: { saved: false },
});

export const fundPasswordChange = defineEndpoint({
  name: 'fundPasswordChange',
  method: 'POST',
  path: '/api/web/v1/usercenter/fundpass/change',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 1: change the fund password with the current one and 2FA or an e-mail code (decision 1906)',
  input: z.object({ old_fundpass: z.string().check(z.minLength(1), z.maxLength(64)), fundpass: fundPassword, code: securityCode }),
  response: envelope(anyData),
  select: () => ({ saved: true }),
  fallback: { saved: false },
});

export const subAccountList = defineEndpoint({
  name: 'subAccountList',
  method: 'GET',
  path: '/api/web/v1/usercenter/sub_accounts',
  access: 'user',
  source: 'issue 23 item 5: sub-accounts of the main account (01 §1 sub-account-manage, 03 §3 types; decision 1907)',
  response: envelope(subAccountListSchema),
  select: (body): SubAccountList => body.data,
  fallback: { is_main: true, limit: 0, list: [] },
});

export const subAccountCreate = defineEndpoint({
  name: 'subAccountCreate',
  method: 'POST',
  path: '/api/web/v1/usercenter/sub_accounts/create',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 5: create a sub-account, type 1 normal or 4 managed (03 §3, decision 1907)',
  input: z.object({
    name: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{3,20}$/)),
    type: z.union([z.literal(1), z.literal(4)]),
  }),
  response: envelope(z.nullable(subAccountSchema)),
  select: (body): SubAccount | null => body.data,
  fallback: null,
});

export const subAccountFreeze = defineEndpoint({
  name: 'subAccountFreeze',
  method: 'POST',
  path: '/api/web/v1/usercenter/sub_accounts/freeze',
  effect: 'write',
  access: 'user',
  source: 'issue 23 item 5: freeze or unfreeze a sub-account (decision 1907)',
  input: z.object({ uid: z.string().check(z.minLength(1), z.maxLength(32)), frozen: z.boolean() }),
  response: envelope(anyData),
  select: () => ({ saved: true }),
  fallback: { saved: false },
});
