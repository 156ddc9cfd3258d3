'use client';
import { useVipTier } from '@exchange/api';
import type { SiteContext } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { VIP_BADGE_SIZE, isVipTrial, vipBadgeLevel, vipBadgeSrc } from '../rules/vip';

export interface VipBadge {
  level: number;
  src: string;
  /** "VIP 3": the image's alternative text. */
  label: string;
  /** Spec 02 §9: 16 px, or a custom height. */
  height: number;
}

/**
 * The VIP badge beside the user name (spec 02 §9), from the VIP tier call (spec 01 §7; a failure gives trial tier 0,
 * §8) and the trial rule (spec 01 §4). Null for a visitor or tier 0.
 */
export function useVipBadge(context: Pick<SiteContext, 'site' | 'user'>, height: number = VIP_BADGE_SIZE): VipBadge | null {
  const intl = useIntl();
  const { data } = useVipTier({ enabled: context.user.isLoggedIn });
  if (!context.user.isLoggedIn || !data) return null;
  const trial = isVipTrial({ site: context.site, isLoggedIn: context.user.isLoggedIn, trialTier: data.trial.tier });
  const level = vipBadgeLevel(data, trial);
  if (level === 0) return null;
  return { level, src: vipBadgeSrc(level), label: intl.formatMessage(messages.vipBadge, { level }), height };
}
