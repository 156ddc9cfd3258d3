import * as z from 'zod/mini';
import {
  INVITE_CODE_KEEPS_CHANNEL,
  alphaUserPlansSchema,
  downloadTaskInfoSchema,
  newbiePrizeSchema,
  registerTaskInfoSchema,
  targetedPlanListSchema,
  type InviteVerification,
  type NewbiePrize,
  type TargetedPlan,
} from '../schemas/marketing';
import { newbieGuideSchema } from '../schemas/newbie-guide';
import { anyObject, dataOf, envelope } from '../schemas/primitives';
import { rebateUserInfoSchema } from '../schemas/user';
import { defineEndpoint } from './define-endpoint';

const constId = z.object({ const_id: z.union([z.string().check(z.minLength(1)), z.number()]) });

export const newbiePrizePop = defineEndpoint({
  name: 'newbiePrizePop',
  method: 'GET',
  path: 'welfare/newbiePrizePop',
  kind: 'helper',
  source: 'spec 03 §7 welfare/newbiePrizePop, §8 (no popup)',
  response: envelope(z.nullable(newbiePrizeSchema)),
  select: (body): NewbiePrize | null => body.data,
  fallback: null,
});

export const targetedPopupPlan = defineEndpoint({
  name: 'targetedPopupPlan',
  method: 'GET',
  path: '/api/web/v1/marketing/targeted-popup-plan/list',
  source: 'spec 03 §7 targeted-popup-plan/list (reads data.list[0]); resource_type 4 banner 2, 5 VIP popup',
  input: z.object({
    position: z.enum(['index', 'vip_index']),
    device_id: z.optional(z.string()),
    resource_type: z.union([z.literal(4), z.literal(5)]),
  }),
  response: envelope(targetedPlanListSchema),
  select: (body): TargetedPlan | null => body.data.list[0] ?? null,
  fallback: null,
});

export const alphaUserPlans = defineEndpoint({
  name: 'alphaUserPlans',
  method: 'GET',
  path: '/api/web/v1/marketing/get-user-plans',
  fixedQuery: { spread_scene: 'alpha_place_order_web' },
  source: 'spec 03 §7 get-user-plans?spread_scene=alpha_place_order_web (reads data.card, data.currency)',
  input: z.prefault(
    z.object({ device_id: z.optional(z.string()), resource_type: z._default(z.literal(5), 5), currency: z.optional(z.string()) }),
    {},
  ),
  response: envelope(alphaUserPlansSchema),
  select: dataOf,
  fallback: { card: [], currency: '' },
});

export const rebateUserInfo = defineEndpoint({
  name: 'rebateUserInfo',
  method: 'GET',
  path: '/api/web/v1/rebate/get_user_info',
  access: 'user',
  source: 'spec 03 §7 rebate/get_user_info, §6 (only when logged in)',
  response: envelope(rebateUserInfoSchema),
  select: dataOf,
  fallback: { kol_code: '', encrypted_uid: '', agency_type: 0 },
});

export const downloadTaskInfo = defineEndpoint({
  name: 'downloadTaskInfo',
  method: 'GET',
  path: '/api/web/v1/marketing-activity/dlGetTaskInfo',
  source: 'spec 03 §7 dlGetTaskInfo (has_dl_task 2 means none)',
  input: constId,
  response: envelope(downloadTaskInfoSchema),
  select: dataOf,
  fallback: { has_dl_task: 2, reward_num: '0', reward_currency: '' },
});

export const registerTaskInfo = defineEndpoint({
  name: 'registerTaskInfo',
  method: 'GET',
  path: '/api/web/v1/marketing-activity/getTaskEmbedRegister',
  source: 'spec 03 §7 getTaskEmbedRegister',
  input: constId,
  response: envelope(registerTaskInfoSchema),
  select: dataOf,
  fallback: { has_register_task: 2, reward_num: '0', reward_currency: '', newbie_prize_num: '0' },
});

export const newbiePrizeGuide = defineEndpoint({
  name: 'newbiePrizeGuide',
  method: 'GET',
  path: '/api/web/v1/welfare/newbiePrizeGuide',
  source: 'spec 03 §7 newbiePrizeGuide (response not shown: decision 1320), §8 (no guide on failure)',
  response: envelope(newbieGuideSchema),
  select: dataOf,
  fallback: null,
});

export const verifyInvite = defineEndpoint({
  name: 'verifyInvite',
  method: 'GET',
  path: '/api/web/v1/rebate/verify_invite_info',
  source: 'spec 03 §7 verify_invite_info (reads code), §4 referral cookie flow, §8',
  input: z.object({ invite_code: z.string().check(z.minLength(1)), ref_type: z.optional(z.number()) }),
  response: envelope(z.nullish(anyObject)),
  success: (body) => body.code === 0 || body.code === INVITE_CODE_KEEPS_CHANNEL,
  select: (body): InviteVerification => ({ code: body.code }),
  fallback: { code: -1 },
});
