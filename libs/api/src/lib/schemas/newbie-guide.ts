import * as z from 'zod/mini';
import { amount, label, list, text } from './primitives';

/** The steps the web has its own (translated) copy for; others need the server's `title` (decision 1320). */
export const NEWBIE_GUIDE_STEPS = ['signup', 'kyc', 'deposit', 'trade'] as const;
export type NewbieGuideStepKey = (typeof NEWBIE_GUIDE_STEPS)[number];

export const newbieGuideStepSchema = z.looseObject({
  /** signup, kyc, deposit, trade, or a server-defined key (then `title` is shown). */
  key: label,
  title: text,
  /** The step's reward; '0' means none. */
  reward_num: amount,
  /** A site path (or absolute https URL) the step's button opens; empty: no button. */
  url: text,
});
export type NewbieGuideStep = z.output<typeof newbieGuideStepSchema>;

/**
 * `welfare/newbiePrizeGuide` (spec 03 §7; response not shown, decision 1320): the steps of the new-user reward
 * (spec 03 §3 "Newbie prize"), each with its reward, and the reward currency; `null` data: no guide for this user.
 */
export const newbieGuideSchema = z.nullable(
  z.looseObject({
    reward_currency: text,
    steps: list(newbieGuideStepSchema),
  }),
);
export type NewbieGuide = z.output<typeof newbieGuideSchema>;
