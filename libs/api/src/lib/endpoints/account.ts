import * as z from 'zod/mini';
import { anyData, dataOf, envelope, requiredFlag, text } from '../schemas/primitives';
import { userConfigSchema } from '../schemas/site';
import {
  fundPasswordFrequencySchema,
  fundPasswordFrequencyValue,
  kycStatusSchema,
  sessionSchema,
  subUserTypeSchema,
  totalFundsSchema,
  userInfoSchema,
  userTierSchema,
  vipTierSchema,
  type FundPasswordFrequency,
  type Session,
} from '../schemas/user';
import { defineEndpoint } from './define-endpoint';

export const userInfo = defineEndpoint({
  name: 'userInfo',
  method: 'GET',
  path: '/api/web/v1/usercenter/get_info',
  access: 'user',
  source: 'spec 01 §7 Login user info; spec 03 §7 usercenter/get_info',
  response: envelope(userInfoSchema),
  select: dataOf,
  fallback: userInfoSchema.parse({}),
});

export const totalFunds = defineEndpoint({
  name: 'totalFunds',
  method: 'GET',
  path: '/api/web/v1/account/total_funds',
  access: 'user',
  source: 'spec 01 §7 Total funds; spec 03 §7 account total_funds (falls back to zeros)',
  response: envelope(totalFundsSchema),
  select: dataOf,
  fallback: { total_btc: '0', total_usd: '0' },
});

export const kycStatus = defineEndpoint({
  name: 'kycStatus',
  method: 'GET',
  path: '/api/web/v1/usercenter/get_kyc_status',
  access: 'user',
  source: 'spec 01 §7 User KYC status; spec 03 §7 get_kyc_status (falls back to kyc_status 0)',
  response: envelope(kycStatusSchema),
  select: dataOf,
  fallback: { kyc_status: 0 },
});

export const vipTier = defineEndpoint({
  name: 'vipTier',
  method: 'GET',
  path: '/api/web/v1/vip-center/get-user-tier',
  access: 'user',
  source: 'spec 01 §7 VIP user tier, §8 (defaults to trial tier 0); spec 03 §7 vip-center get-user-tier',
  response: envelope(vipTierSchema),
  select: dataOf,
  fallback: { trial: { tier: 0 }, tier: 0, expire_time: 0 },
});

export const userTier = defineEndpoint({
  name: 'userTier',
  method: 'GET',
  path: '/api/web/v1/usercenter/get_user_tier',
  access: 'user',
  source: 'spec 03 §7 get_user_tier',
  response: envelope(userTierSchema),
  select: dataOf,
  fallback: { tier: 0 },
});

export const fundPasswordFrequency = defineEndpoint({
  name: 'fundPasswordFrequency',
  method: 'GET',
  path: '/apiweb/v1/user/get_user_frequency',
  access: 'user',
  source: 'spec 01 §7 Fund-password frequency read',
  response: envelope(fundPasswordFrequencySchema),
  select: (body): FundPasswordFrequency => ({ frequency: body.data.frequency }),
  fallback: { frequency: null },
});

export const fundPasswordFrequencySave = defineEndpoint({
  name: 'fundPasswordFrequencySave',
  method: 'POST',
  path: '/json_svr/query_safe',
  kind: 'helper',
  effect: 'write',
  access: 'user',
  source: 'spec 01 §7 Fund-password frequency save, §5 (judged on the result flag)',
  input: z.object({
    action: z._default(z.literal('tradepassfrequency'), 'tradepassfrequency'),
    frequency: fundPasswordFrequencyValue,
    fundpass: z.string().check(z.minLength(1)),
    totp: z.string().check(z.minLength(1)),
  }),
  response: z.looseObject({ result: requiredFlag, msg: text }),
  success: (body) => body.result,
  select: (body) => ({ result: body.result, msg: body.msg }),
  fallback: { result: false, msg: '' },
});

export const subUserType = defineEndpoint({
  name: 'subUserType',
  method: 'GET',
  path: 'get_sub_user_type',
  kind: 'helper',
  access: 'user',
  source: 'spec 03 §7 get_sub_user_type, §8 (non-zero code: toast and redirect; use callResult)',
  input: z.object({ sub_uid: z.union([z.string().check(z.minLength(1)), z.number()]) }),
  response: envelope(subUserTypeSchema),
  select: dataOf,
  fallback: { type: 1, sub_type: 0 },
});

export const userConfig = defineEndpoint({
  name: 'userConfig',
  method: 'GET',
  path: '/api/web/v1/usercenter/user-config',
  access: 'user',
  source: 'spec 03 §7 User-config endpoint (data may be a JSON string or an object), §8 (null config)',
  response: envelope(userConfigSchema),
  select: dataOf,
  fallback: null,
});

export const login = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: '/api/web/v1/usercenter/login',
  effect: 'write',
  source:
    'decision 0200: sandbox-only login (the real one is the registration/login micro-app); issue 23: e-mail + password (+ TOTP) checked, decision 1830',
  input: z.prefault(
    z.object({
      persona: z.optional(z.string().check(z.minLength(1))),
      email: z.optional(z.string().check(z.maxLength(254))),
      password: z.optional(z.string().check(z.maxLength(128))),
      totp: z.optional(z.string().check(z.maxLength(6))),
      provider: z.optional(z.string().check(z.maxLength(32))),
    }),
    {},
  ),
  response: envelope(sessionSchema),
  select: (body): Session | null => body.data,
  fallback: null,
});

export const logout = defineEndpoint({
  name: 'logout',
  method: 'POST',
  path: '/api/web/v1/usercenter/logout',
  effect: 'write',
  source: 'decision 0200: sandbox-only logout',
  response: envelope(anyData),
  select: () => ({ loggedOut: true }),
  fallback: { loggedOut: false },
});
