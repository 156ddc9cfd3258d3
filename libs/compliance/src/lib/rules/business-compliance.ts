import type { BusinessComplianceItem, ComplianceCheck } from '@exchange/api';
import { isSafeRedirect } from '@exchange/site-config';
import { nonEmptyText } from './values';

/** The item type whose ok button only closes the notice (decision 0306). Every other type navigates. */
export const BUSINESS_DISMISS_TYPE = 'dismiss';

const hasContent = (item: BusinessComplianceItem): boolean => nonEmptyText(item.content) !== null;

/**
 * 01 §7/§8 footer tips: the items with content. The api has judged the envelope (resMsg.code 0) and gives the
 * empty default for a non-zero code or a failed call; an item without content is dropped here.
 */
export function normalizeFooterTips(items: readonly BusinessComplianceItem[] | null | undefined): BusinessComplianceItem[] {
  return Array.isArray(items) ? items.filter(hasContent) : [];
}

/**
 * The business-compliance top notice (02 §4 "shows when content exists"): the check's `business` as the api's
 * contract read it into a business-compliance item (`business.notice`), or null when it has no content or does not
 * have that shape.
 */
export function pickBusinessNotice(business: ComplianceCheck['business'] | null | undefined): BusinessComplianceItem | null {
  const notice = business?.notice ?? null;
  return notice !== null && hasContent(notice) ? notice : null;
}

/** Whether the close (×) button shows: `no_close_button` on hides it. */
export function showsCloseButton(item: BusinessComplianceItem | null | undefined): boolean {
  return item?.no_close_button !== true;
}

/** What an ok button acts on: a business item, the cooling-down reminder or the compliance tip (all typed by the api). */
export interface NoticeActionSource {
  ok_button_router: string;
  type?: string;
}

export type NoticeAction = { kind: 'close' } | { kind: 'navigate'; to: string; internal: boolean };

/**
 * 02 §4: the ok button closes when the type is the dismiss type; otherwise it navigates to
 * ok_button_router, but only when that is an internal path or an allowed origin (else it closes).
 */
export function businessNoticeAction(item: NoticeActionSource | null | undefined, allowOrigins: readonly string[] = []): NoticeAction {
  if (!item) return { kind: 'close' };
  if (item.type === BUSINESS_DISMISS_TYPE) return { kind: 'close' };
  const to = isSafeRedirect(nonEmptyText(item.ok_button_router), { anti: allowOrigins });
  return to === null ? { kind: 'close' } : { kind: 'navigate', to, internal: to.startsWith('/') };
}
