import {
  EMPTY_COMPLIANCE,
  IP_CHECK_PASS,
  businessComplianceItemSchema,
  complianceCheckSchema,
  type BusinessComplianceItem,
  type ComplianceCheck,
  type ComplianceLimit,
  type ComplianceTips,
  type ComplianceToast,
  type IpCheck,
} from '@exchange/api';
import type { CoolingDownReminder } from '../lib/rules/decide-cooling-down-reminder';

/*
 * Fixtures in the api's one contract: a raw answer (as the exchange may send it: flags as 0/1/"1", counts as
 * strings, parts missing) through the api's declared schema, so rules and components get exactly what the app
 * gives them. A raw value the schema rejects throws here: the api would have used its fallback instead.
 */

/** A compliance check as the api delivers it. */
export const apiCheck = (raw: unknown = {}): ComplianceCheck => complianceCheckSchema.parse(raw);
/** The check's `limit`, parsed. */
export const apiLimit = (raw: unknown = {}): ComplianceLimit => apiCheck({ limit: raw }).limit;
/** The check's `toast`, parsed. */
export const apiToast = (raw: unknown = {}): ComplianceToast => apiCheck({ toast: raw }).toast;
/** The check's `tips`, parsed. */
export const apiTips = (raw: unknown = {}): ComplianceTips => apiCheck({ tips: raw }).tips;
/** The cooling-down reminder in the check's `business.reminder`, parsed (a malformed one throws here). */
export function apiReminder(raw: unknown = {}): CoolingDownReminder {
  const reminder = apiCheck({ business: { reminder: raw } }).business.reminder;
  if (!reminder) throw new Error('apiReminder: the api would drop this reminder');
  return reminder;
}
/** A business-compliance item (top notice, footer tip), parsed. */
export const apiBusinessItem = (raw: unknown = {}): BusinessComplianceItem => businessComplianceItemSchema.parse(raw);

/** What the app gets for a raw check: the parsed check, or the api's fallback (EMPTY_COMPLIANCE) when the schema rejects it. */
export function apiCheckOrFallback(raw: unknown): ComplianceCheck {
  const parsed = complianceCheckSchema.safeParse(raw);
  return parsed.success ? parsed.data : EMPTY_COMPLIANCE;
}

/** The ip-check data as the api delivers it: every field present (texts '' and closable false unless given). */
export const apiIpCheck = (fields: Partial<IpCheck> = {}): IpCheck => ({
  result: IP_CHECK_PASS,
  title: '',
  content: '',
  button: '',
  url: '',
  token: '',
  closable: false,
  ...fields,
});
