import { isSafeRedirect } from '@exchange/site-config';
import type { BusinessComplianceItem, BusinessComplianceReminder, ComplianceCheck } from './types';
import { isOn, nonEmptyText } from './values';

/** The item type whose ok button only closes the notice (decision 0306). Every other type navigates. */
export const BUSINESS_DISMISS_TYPE = 'dismiss';

const isItem = (value: unknown): value is BusinessComplianceItem =>
  typeof value === 'object' && value !== null && nonEmptyText((value as BusinessComplianceItem).content) !== null;

/**
 * 01 §7/§8 footer tips: the items with content. The api has judged the envelope (resMsg.code 0) and gives the
 * empty default for a non-zero code or a failed call; an item without content is dropped here.
 */
export function normalizeFooterTips(items: readonly BusinessComplianceItem[] | null | undefined): BusinessComplianceItem[] {
  return Array.isArray(items) ? items.filter(isItem) : [];
}

/** The business-compliance top notice: the first item with content (02 §4 "shows when content exists"), or null. */
export function pickBusinessNotice(business: ComplianceCheck['business'] | undefined): BusinessComplianceItem | null {
  const list: unknown[] = Array.isArray(business) ? business : business ? [business] : [];
  return list.find(isItem) ?? null;
}

/** Whether the close (×) button shows: `no_close_button` on hides it. */
export function showsCloseButton(item: BusinessComplianceItem | null | undefined): boolean {
  return !isOn(item?.no_close_button);
}

export type NoticeAction = { kind: 'close' } | { kind: 'navigate'; to: string; internal: boolean };

/**
 * 02 §4: the ok button closes when the type is the dismiss type; otherwise it navigates to
 * ok_button_router, but only when that is an internal path or an allowed origin (else it closes).
 */
export function businessNoticeAction(
  item: BusinessComplianceItem | BusinessComplianceReminder | null | undefined,
  allowOrigins: readonly string[] = [],
): NoticeAction {
  if (!item || typeof item !== 'object') return { kind: 'close' };
  if ('type' in item && String(item.type ?? '') === BUSINESS_DISMISS_TYPE) return { kind: 'close' };
  const to = isSafeRedirect(nonEmptyText(item.ok_button_router), { anti: allowOrigins });
  return to === null ? { kind: 'close' } : { kind: 'navigate', to, internal: to.startsWith('/') };
}
