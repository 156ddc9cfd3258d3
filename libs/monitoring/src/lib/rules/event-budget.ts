/** Spec 03 §9: "max 10 custom events per view". */
export const MAX_CUSTOM_EVENTS_PER_VIEW = 10;

/** A usable per-view cap: a non-negative integer, else the spec's 10. */
export const resolveEventCap = (cap: number | undefined): number =>
  cap !== undefined && Number.isInteger(cap) && cap >= 0 ? cap : MAX_CUSTOM_EVENTS_PER_VIEW;

/** True while another custom event may be sent in the current page view. */
export const hasCustomEventBudget = (sentInView: number, cap: number | undefined = MAX_CUSTOM_EVENTS_PER_VIEW): boolean =>
  Number.isFinite(sentInView) && sentInView >= 0 && sentInView < resolveEventCap(cap);
