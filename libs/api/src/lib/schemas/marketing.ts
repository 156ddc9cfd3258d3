import * as z from 'zod/mini';
import { amount, count, label, list, orDefault, text } from './primitives';

/** Spec 03 §3 "Newbie prize". */
export const newbiePrizeSchema = z.looseObject({
  group_A: orDefault(z.looseObject({ num: amount }), { num: '0' }),
  group_B: orDefault(z.looseObject({ num_first: amount, num_second: amount }), { num_first: '0', num_second: '0' }),
});
export type NewbiePrize = z.output<typeof newbiePrizeSchema>;

const parseJsonObject = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** Spec 03 §3 targeted popup plan extras (may arrive as a JSON string). */
export const planExtrasSchema = z.pipe(
  z.transform(parseJsonObject),
  z.nullish(
    z.looseObject({
      tier: count,
      benefit_title: text,
      benefit_1_content: text,
      benefit_2_content: text,
      benefit_3_content: text,
      benefit_1_img: text,
      benefit_2_img: text,
      benefit_3_img: text,
      button_copywriting: text,
      vip_popup_type: z.nullish(z.enum(['VIP_EXPIRED', 'VIP_INACTIVE', 'VIP_UPGRADED'])),
    }),
  ),
);

/** Spec 03 §3 "Targeted popup plan". */
export const targetedPlanSchema = z.looseObject({
  plan_id: label,
  plan_name: text,
  title: text,
  content: text,
  img: text,
  img_h5: text,
  url: text,
  position: text,
  extras: planExtrasSchema,
});
export type TargetedPlan = z.output<typeof targetedPlanSchema>;

export const targetedPlanListSchema = z.looseObject({ list: list(targetedPlanSchema) });

/** Spec 03 §3 "Alpha banner card". */
export const alphaCardSchema = z.looseObject({
  id: label,
  title: text,
  url: text,
  img: text,
  img_v2: text,
  sort: count,
  plan_name: text,
  data_type: label,
});
export type AlphaCard = z.output<typeof alphaCardSchema>;

/** Spec 03 §7 get-user-plans: reads data.card and data.currency. */
export const alphaUserPlansSchema = z.looseObject({ card: list(alphaCardSchema), currency: text });
export type AlphaUserPlans = z.output<typeof alphaUserPlansSchema>;

/** Spec 03 §3 "Download task info": has_dl_task 1 reward exists, 2 none. */
export const downloadTaskInfoSchema = z.looseObject({ has_dl_task: count, reward_num: amount, reward_currency: text });
export type DownloadTaskInfo = z.output<typeof downloadTaskInfoSchema>;

/** Spec 03 §3 "Register task info". */
export const registerTaskInfoSchema = z.looseObject({
  has_register_task: count,
  reward_num: amount,
  reward_currency: text,
  newbie_prize_num: amount,
});
export type RegisterTaskInfo = z.output<typeof registerTaskInfoSchema>;

/** Spec 03 §4 "Referral cookie flow": this code still refreshes channel and group. */
export const INVITE_CODE_KEEPS_CHANNEL = 10530135;
export type InviteVerification = { code: number };
