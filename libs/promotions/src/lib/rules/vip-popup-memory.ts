/** The cookie holding the VIP popup plans already shown (decision 1310); it lives 24 hours (spec 03 §9 banner memory). */
export const VIP_POPUP_SEEN_COOKIE = 'vip_popup_seen';
export const VIP_POPUP_SEEN_MAX_AGE_S = 24 * 60 * 60;
/** At most this many plan ids are kept (the newest); older ones drop out first. */
export const VIP_POPUP_SEEN_MAX_PLANS = 10;

const PLAN_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The plan ids in the cookie's value ("201,202"); anything that is not a plan id is ignored. */
export function parseVipPopupSeen(raw: string | null | undefined): string[] {
  if (typeof raw !== 'string') return [];
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // keep the raw text
  }
  return text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => PLAN_ID.test(id));
}

/** Spec 03 §4 "appears when a plan is returned", once per plan per 24 hours on this browser (decision 1310). */
export function vipPopupWanted({ planId, seenRaw }: { planId: string | null | undefined; seenRaw: string | null | undefined }): boolean {
  if (typeof planId !== 'string' || !PLAN_ID.test(planId)) return false;
  return !parseVipPopupSeen(seenRaw).includes(planId);
}

/** The cookie value after showing `planId`: the id appended once, the newest 10 kept. */
export function rememberVipPopup(seenRaw: string | null | undefined, planId: string): string {
  const ids = parseVipPopupSeen(seenRaw).filter((id) => id !== planId);
  if (PLAN_ID.test(planId)) ids.push(planId);
  return ids.slice(-VIP_POPUP_SEEN_MAX_PLANS).join(',');
}
