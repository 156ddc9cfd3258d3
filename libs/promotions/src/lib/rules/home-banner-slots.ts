import type { AlphaUserPlans, TargetedPlan } from '@exchange/api';
import { alphaBannerVisible } from './alpha-banner';
import { normalisePlan } from './vip-popup';

/** Which of the home page's banner slots the server keeps room for before the banners' code arrives (issue 24). */
export interface HomeBannerSlots {
  /** Homepage banner 2 (targeted plan, position `index`, resource_type 4). */
  banner: boolean;
  /** The alpha banner (get-user-plans). */
  alpha: boolean;
}

export interface HomeBannerSlotsInput {
  /** targeted-popup-plan/list's data.list[0] (spec 03 §7), or null. */
  plan: TargetedPlan | null;
  /** get-user-plans' answer (spec 03 §7). */
  alpha: AlphaUserPlans;
  /** The close-time cookie (`alpha_banner_closed_at`, epoch ms), or null. */
  alphaClosedAt: string | null | undefined;
  /** The alpha feature is available (not inside a native app too old for alpha, spec 03 §6). */
  alphaAllowed: boolean;
  now: number;
}

/**
 * Spec 03 §4 ("Homepage banner 2 and the alpha banner show when a plan is returned"; "an alpha banner closed by the
 * user stays hidden for 24 hours") decided on the server with the same answers the client will get, so the page
 * is drawn with the banners' room already taken: nothing below them moves when they arrive (layout shift, decision 1820).
 */
export function homeBannerSlots({ plan, alpha, alphaClosedAt, alphaAllowed, now }: HomeBannerSlotsInput): HomeBannerSlots {
  return {
    banner: normalisePlan(plan) !== null,
    alpha: alphaAllowed && alpha.card.length > 0 && alphaBannerVisible({ closedAt: alphaClosedAt, now }),
  };
}
