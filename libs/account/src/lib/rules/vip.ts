import type { VipTier } from '@exchange/api';

/** Spec 02 §9 "VIP badge image: size 16 or a custom height". */
export const VIP_BADGE_SIZE = 16;
/** The highest level with its own badge image (apps/web/public/static/vip/vip-1.svg … vip-16.svg). */
export const VIP_MAX_LEVEL = 16;

/** Spec 01 §4 / §6: the VIP trial applies on the main site, to logged-in users, when the trial tier is above 0. */
export const isVipTrial = (input: { site: string; isLoggedIn: boolean; trialTier: number }): boolean =>
  input.site === 'main' && input.isLoggedIn && input.trialTier > 0;

/**
 * The level the badge shows: the holding tier, or the trial tier when the trial applies and is higher; capped at
 * VIP_MAX_LEVEL. 0: no badge (a failed call falls back to tier 0, spec 01 §8).
 */
export function vipBadgeLevel(tier: VipTier, trial: boolean): number {
  const level = Math.max(tier.tier, trial ? tier.trial.tier : 0);
  return Number.isFinite(level) && level > 0 ? Math.min(Math.floor(level), VIP_MAX_LEVEL) : 0;
}

/** Spec 02 §9 "one image per level". */
export const vipBadgeSrc = (level: number): string => `/static/vip/vip-${level}.svg`;
