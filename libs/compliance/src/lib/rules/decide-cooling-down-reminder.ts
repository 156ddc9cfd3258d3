import type { ComplianceCheck } from '@exchange/api';
import { isSafeRedirect } from '@exchange/site-config';
import type { StorageWrite, StoredValues } from './stored-values';
import { parseStoredTimestamp } from './timed-notices';
import { DAY_MS, nonEmptyText, readStored } from './values';

/**
 * 03 §3 "Business compliance reminder", the 24-hour cooling-down reminder in the check's `business.reminder`
 * (decision 0310): the api's declared type.
 */
export type CoolingDownReminder = NonNullable<ComplianceCheck['business']['reminder']>;

/** 03 §2/§4: the cooling-down period lasts 24 hours. */
export const COOLING_DOWN_PERIOD_MS = DAY_MS;

/** Where a dismissal is remembered (local storage, per user: several accounts may share a browser). */
export const coolingDownStorageKey = (uid?: string | number | null): string => {
  const id = uid === null || uid === undefined ? '' : String(uid).trim();
  return id === '' ? 'compliance_cooling_down_at' : `compliance_cooling_down_at_${id}`;
};

/** Server times up to this are seconds, above it milliseconds (1e11 s is the year 5138). */
const SECONDS_LIMIT = 1e11;

export interface CoolingDownContext {
  isLogin?: boolean | null;
  uid?: string | number | null;
  /** The compliance check's `business.reminder` (03 §3 "Business compliance reminder"). */
  reminder: CoolingDownReminder | null | undefined;
  stored?: StoredValues | null;
  now: number;
}

export type CoolingDownHideReason = 'visitor' | 'no-reminder' | 'period-over' | 'dismissed';

export type CoolingDownDecision =
  | { show: false; reason: CoolingDownHideReason }
  | {
      show: true;
      reminder: CoolingDownReminder;
      /** Where ok goes: an internal path only; null when the server's route is missing or not internal (ok then only closes). */
      route: string | null;
      /** When the period ends (epoch ms), or null when the server did not say. */
      endsAt: number | null;
      /** Store on cancel or ok: hides it for the rest of this period. */
      onDismiss: StorageWrite;
    };

/** `business.reminder` of a compliance check, or null (none sent, or dropped by the api as malformed). */
export function reminderOf(check: ComplianceCheck | null | undefined): CoolingDownReminder | null {
  return check?.business.reminder ?? null;
}

/** The ok button's target: `ok_button_router` when it is an internal path (no other origin, even an allowed one), else null. */
export function coolingDownRoute(okButtonRouter: unknown): string | null {
  const to = isSafeRedirect(nonEmptyText(okButtonRouter), { anti: [] });
  return to !== null && to.startsWith('/') ? to : null;
}

/**
 * `end_time` in epoch ms: null when not sent (the api gives 0 for missing or null), 'malformed' when negative
 * (the api has already dropped a reminder whose end_time is not a number); seconds and milliseconds are both accepted.
 */
function parseEndTime(value: number): number | null | 'malformed' {
  if (value === 0) return null;
  if (!Number.isFinite(value) || value < 0) return 'malformed';
  return value < SECONDS_LIMIT ? value * 1000 : value;
}

/**
 * 03 §2/§4 the 24-hour cooling-down reminder (decision 0310). Shown to a logged-in user while the server
 * sends a reminder with content and its period has not ended (`end_time`, when sent). Cancel or ok hides it
 * for the rest of that period: the dismissal's time is stored, and it counts while it is under 24 hours old
 * and not older than the period's start (`end_time` − 24 h). A malformed or future stored time counts as absent.
 */
export function decideCoolingDownReminder(ctx: CoolingDownContext): CoolingDownDecision {
  const now = Number.isFinite(ctx?.now) ? ctx.now : 0;
  if (ctx?.isLogin !== true) return { show: false, reason: 'visitor' };
  const reminder = ctx.reminder ?? null;
  if (!reminder || nonEmptyText(reminder.content) === null) return { show: false, reason: 'no-reminder' };
  const endsAt = parseEndTime(reminder.end_time);
  if (endsAt === 'malformed') return { show: false, reason: 'no-reminder' };
  if (endsAt !== null && now >= endsAt) return { show: false, reason: 'period-over' };

  const key = coolingDownStorageKey(ctx.uid);
  const dismissedAt = parseStoredTimestamp(readStored(ctx.stored, 'local', key), now);
  const periodStart = endsAt === null ? null : endsAt - COOLING_DOWN_PERIOD_MS;
  const dismissedThisPeriod =
    dismissedAt !== null && now - dismissedAt < COOLING_DOWN_PERIOD_MS && (periodStart === null || dismissedAt >= periodStart);
  if (dismissedThisPeriod) return { show: false, reason: 'dismissed' };

  return {
    show: true,
    reminder,
    route: coolingDownRoute(reminder.ok_button_router),
    endsAt,
    onDismiss: {
      storageKey: key,
      value: String(now),
      ttlMs: endsAt === null ? COOLING_DOWN_PERIOD_MS : Math.min(COOLING_DOWN_PERIOD_MS, endsAt - now),
      storage: 'local',
    },
  };
}
