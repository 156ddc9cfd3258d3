import type { ComplianceTips } from '@exchange/api';
import type { StorageWrite, StoredValues } from './stored-values';
import type { SiteKeyLike } from './values';
import { normalizePath, readStored } from './values';

/** 02 §2: the only paths on which the compliance modal may show. */
export const COMPLIANCE_TIP_PATHS = { register: '/signup', home: '/', login: '/login' } as const;
export type ComplianceTipPathKey = keyof typeof COMPLIANCE_TIP_PATHS;

export const COMPLIANCE_MODAL_SESSION_KEY = 'compliance_modal_shown';
/** 02 §4: the counter is kept per path by default. */
export const complianceModalCounterKey = (pathKey: ComplianceTipPathKey): string => `compliance_modal_count_${pathKey}`;

/** When the server sends no usable maxCount the modal shows once a day (decision 0305). */
export const DEFAULT_MAX_COUNT = 1;

export interface ComplianceModalContext {
  site: SiteKeyLike;
  /** Locale-stripped path. */
  path: string;
  tip: ComplianceTips | null | undefined;
  stored?: StoredValues | null;
  now: number;
}

export type ComplianceModalDecision =
  | { show: false; reason: 'not-main' | 'disabled' | 'path' | 'session' | 'daily-limit' }
  | { show: true; pathKey: ComplianceTipPathKey; count: number; maxCount: number; onShow: StorageWrite[] };

/** 02 §5: the counter must be number/number (count/timestamp); anything else is absent. */
export function parseComplianceCounter(raw: string | null): { count: number; at: number } | null {
  if (raw === null) return null;
  const match = /^(\d{1,9})\/(\d{1,16})$/.exec(raw.trim());
  if (!match) return null;
  return { count: Number(match[1]), at: Number(match[2]) };
}

const utcDay = (ms: number): string => {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? 'invalid' : d.toISOString().slice(0, 10);
};

/** Today's count for a stored counter: it resets on a new UTC calendar day (02 §9). */
export function countToday(raw: string | null, now: number): number {
  const counter = parseComplianceCounter(raw);
  if (!counter) return 0;
  return utcDay(counter.at) === utcDay(now) ? counter.count : 0;
}

const pathKeyOf = (path: string): ComplianceTipPathKey | null => {
  const entry = (Object.entries(COMPLIANCE_TIP_PATHS) as Array<[ComplianceTipPathKey, string]>).find(([, p]) => p === path);
  return entry ? entry[0] : null;
};

/**
 * 02 §4 compliance modal: once per session, main site only, when the tip is enabled, the path is one the
 * tip allows (register /signup, home /, login /login) and today's count for that path is below maxCount.
 * When it shows, `onShow` holds the session flag and the next counter value to store.
 */
export function decideComplianceModal(ctx: ComplianceModalContext): ComplianceModalDecision {
  if (ctx.site !== 'main') return { show: false, reason: 'not-main' };
  const tip = ctx.tip ?? null;
  if (!tip || !tip.enable) return { show: false, reason: 'disabled' };
  const pathKey = pathKeyOf(normalizePath(ctx.path));
  if (!pathKey || !tip.path.includes(pathKey)) return { show: false, reason: 'path' };
  if (readStored(ctx.stored, 'session', COMPLIANCE_MODAL_SESSION_KEY) !== null) return { show: false, reason: 'session' };

  // The api gives 0 for a missing or null maxCount, so 0 cannot mean "never" (decision 0305): it is the default.
  const serverMax = Math.floor(tip.options.maxCount);
  const maxCount = serverMax > 0 ? serverMax : DEFAULT_MAX_COUNT;
  const counterKey = complianceModalCounterKey(pathKey);
  const count = countToday(readStored(ctx.stored, 'local', counterKey), ctx.now);
  if (count >= maxCount) return { show: false, reason: 'daily-limit' };

  return {
    show: true,
    pathKey,
    count: count + 1,
    maxCount,
    onShow: [
      { storageKey: COMPLIANCE_MODAL_SESSION_KEY, value: '1', ttlMs: null, storage: 'session' },
      { storageKey: counterKey, value: `${count + 1}/${ctx.now}`, ttlMs: null, storage: 'local' },
    ],
  };
}
