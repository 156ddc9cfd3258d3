/** Spec 03 §9: the VIP popup hides by itself after 10 s. */
export const VIP_POPUP_AUTO_CLOSE_MS = 10_000;

export const VIP_POPUP_TYPES = ['VIP_EXPIRED', 'VIP_INACTIVE', 'VIP_UPGRADED'] as const;
export type VipPopupType = (typeof VIP_POPUP_TYPES)[number];

/** Targeted popup plan extras for the VIP popup (spec 03 §3). */
export interface VipPopupExtras {
  tier: string;
  benefit_title: string;
  benefits: { content: string; img: string }[];
  button_copywriting: string;
  vip_popup_type: VipPopupType | null;
}

/** Targeted popup plan (spec 03 §3), normalised. */
export interface TargetedPopupPlan {
  plan_id: string;
  plan_name: string;
  title: string;
  content: string;
  img: string;
  img_h5: string;
  url: string;
  position: string;
  extras: VipPopupExtras;
}

/** How long the popup still has before it closes by itself: 10 s from the moment it was shown, never negative. */
export function vipPopupAutoCloseMs({ shownAt, now }: { shownAt: number; now: number }): number {
  if (!Number.isFinite(shownAt) || !Number.isFinite(now)) return VIP_POPUP_AUTO_CLOSE_MS;
  return Math.min(VIP_POPUP_AUTO_CLOSE_MS, Math.max(0, VIP_POPUP_AUTO_CLOSE_MS - (now - shownAt)));
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

function record(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return record(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function normaliseExtras(raw: unknown): VipPopupExtras {
  const extras = record(raw);
  const type = str(extras['vip_popup_type']);
  const benefits = [1, 2, 3]
    .map((n) => ({ content: str(extras[`benefit_${n}_content`]), img: str(extras[`benefit_${n}_img`]) }))
    .filter((b) => b.content !== '');
  return {
    tier: str(extras['tier']),
    benefit_title: str(extras['benefit_title']),
    benefits,
    button_copywriting: str(extras['button_copywriting']),
    vip_popup_type: (VIP_POPUP_TYPES as readonly string[]).includes(type) ? (type as VipPopupType) : null,
  };
}

/**
 * The first plan of a targeted-popup-plan list response (`data.list[0]`), normalised; null when no plan
 * was returned or the plan has no id. Extras may arrive as an object or a JSON string.
 */
export function normaliseTargetedPlan(response: unknown): TargetedPopupPlan | null {
  const data = record(record(response)['data']);
  const list = data['list'];
  return normalisePlan(Array.isArray(list) ? list[0] : null);
}

/** One plan (the api's `targetedPopupPlan` answer, already `data.list[0]`), normalised; null when it has no id. */
export function normalisePlan(raw: unknown): TargetedPopupPlan | null {
  const first = record(raw);
  const planId = str(first['plan_id']);
  if (planId === '') return null;
  return {
    plan_id: planId,
    plan_name: str(first['plan_name']),
    title: str(first['title']),
    content: str(first['content']),
    img: str(first['img']),
    img_h5: str(first['img_h5']),
    url: str(first['url']),
    position: str(first['position']),
    extras: normaliseExtras(first['extras']),
  };
}
