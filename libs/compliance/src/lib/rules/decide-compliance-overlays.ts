import type { ComplianceCheck } from '@exchange/api';
import { decideCoolingDownReminder, reminderOf } from './decide-cooling-down-reminder';
import type { CoolingDownReminder } from './decide-cooling-down-reminder';
import { decideRegionSwitch, type SwitchTarget } from './region-switch';
import type { StorageWrite, StoredValues } from './stored-values';
import { decideHkDialog, decideUzbekistanDialog, type UzbekistanPhase } from './timed-notices';
import type { SiteKeyLike } from './values';
import { isChineseLocale, nonEmptyText, readStored } from './values';

/** The user facts the compliance rules read (01 §3 "User info"). */
export interface ComplianceUser {
  isLogin?: boolean | null;
  uid?: string | number | null;
  country?: string | number | null;
  verified?: number | string | null;
}

/** 01 §2: the only-withdraw tip's create-ticket button. */
export const TICKETS_PATH = '/myaccount/tickets';

/** toast.limit_country_user_status values (decision 0304). */
export const LIMIT_COUNTRY_USER_STATUS = {
  /** Logged-in user in a restricted location who must complete identity verification. */
  verifyIdentity: 1,
  /** Account conflict: the verified identity's country differs from where the user is. */
  kycCountryConflict: 2,
  /** Account conflict: the account belongs to another regional site. */
  siteConflict: 3,
} as const;

/** One decided notice; its id and place in the overlay queue are its kind's registration (`COMPLIANCE_OVERLAYS`). */
interface Base<K extends string> {
  kind: K;
  /** What to store when the user dismisses it. */
  onDismiss: StorageWrite;
}

export type ComplianceOverlay =
  | (Base<'prohibited-countries'> & { country: string | null })
  | Base<'uk-modal'>
  | Base<'uk-notice'>
  | (Base<'region-switch'> & { from: string; to: string; target: SwitchTarget })
  | (Base<'restricted-location'> & { audience: 'visitor' | 'user'; country: string | null })
  | (Base<'account-conflict'> & { conflict: 'kyc-country' | 'site' })
  | (Base<'only-withdraw'> & { ticketPath: typeof TICKETS_PATH })
  | (Base<'ip-limit'> & { country: 'nl' | 'it' })
  | Base<'hk-dialog'>
  | (Base<'uzbekistan-dialog'> & { phase: UzbekistanPhase; deadline: number })
  | Base<'brazil-toast'>
  | Base<'ltw-toast'>
  | (Base<'cooling-down'> & { reminder: CoolingDownReminder; route: string | null; endsAt: number | null });

export type ComplianceOverlayKind = ComplianceOverlay['kind'];

export interface ComplianceOverlaysContext {
  site: SiteKeyLike;
  locale: string;
  /** Locale-stripped path (used for the Switch Site target). */
  path: string;
  user?: ComplianceUser | null;
  /** The compliance check; null when it failed (then no notice is shown: the page proceeds). */
  check: ComplianceCheck | null | undefined;
  stored?: StoredValues | null;
  now: number;
}

/** Once-per-session notices remember their dismissal in session storage under this key. */
export const sessionNoticeKey = (kind: ComplianceOverlayKind): string => `compliance_seen_${kind.replace(/-/g, '_')}`;

const sessionWrite = (kind: ComplianceOverlayKind): StorageWrite => ({
  storageKey: sessionNoticeKey(kind),
  value: '1',
  ttlMs: null,
  storage: 'session',
});

const base = <K extends ComplianceOverlayKind>(kind: K, onDismiss: StorageWrite = sessionWrite(kind)): Base<K> => ({
  kind,
  onDismiss,
});

/**
 * Every compliance notice and region prompt this visitor should see (decisions 0302–0304, 0310), in the order of
 * their ranks (`COMPLIANCE_OVERLAYS`; the overlay queue shows them one at a time by those ranks).
 * Pure: the caller passes stored values and `now`; each item says what to store on dismissal.
 */
export function decideComplianceOverlays(ctx: ComplianceOverlaysContext): ComplianceOverlay[] {
  // The api has validated the check (flags are booleans, counts numbers, missing parts their defaults).
  const check = ctx?.check ?? null;
  if (!check) return [];
  const { limit, toast } = check;
  const site = String(ctx.site);
  const isLogin = ctx.user?.isLogin === true;
  const now = Number.isFinite(ctx.now) ? ctx.now : 0;
  const seen = (kind: ComplianceOverlayKind) => readStored(ctx.stored, 'session', sessionNoticeKey(kind)) !== null;
  const out: ComplianceOverlay[] = [];
  const push = (overlay: ComplianceOverlay, sessionScoped = true) => {
    if (!sessionScoped || !seen(overlay.kind)) out.push(overlay);
  };
  const country = nonEmptyText(limit.limit_country);

  if (limit.is_blocked_country) push({ ...base('prohibited-countries'), country });

  if (site === 'main' && limit.is_uk_limit) {
    push(isChineseLocale(ctx.locale) ? base('uk-modal') : base('uk-notice'));
  }

  // A prohibited country is prohibited on every site: no site to offer.
  const region = limit.is_blocked_country
    ? null
    : decideRegionSwitch({ site, locale: ctx.locale, path: ctx.path, limit, stored: ctx.stored });
  if (region) push({ ...base('region-switch', region.onDismiss), from: region.from, to: region.to, target: region.target }, false);

  const status = toast.limit_country_user_status;
  if (!isLogin && country !== null && !limit.is_blocked_country) push({ ...base('restricted-location'), audience: 'visitor', country });
  if (isLogin && status === LIMIT_COUNTRY_USER_STATUS.verifyIdentity) push({ ...base('restricted-location'), audience: 'user', country });
  if (isLogin && status === LIMIT_COUNTRY_USER_STATUS.kycCountryConflict) push({ ...base('account-conflict'), conflict: 'kyc-country' });
  if (isLogin && status === LIMIT_COUNTRY_USER_STATUS.siteConflict) push({ ...base('account-conflict'), conflict: 'site' });

  if (isLogin && toast.is_withdraw_only_user) push({ ...base('only-withdraw'), ticketPath: TICKETS_PATH });

  if (limit.is_nl_limit) push({ ...base('ip-limit'), country: 'nl' });
  else if (limit.is_italy_limit) push({ ...base('ip-limit'), country: 'it' });

  if (site !== 'hk' && toast.is_hk_user) {
    const hk = decideHkDialog(ctx.stored, now);
    if (hk.show) push(base('hk-dialog', hk.onDismiss), false);
  }

  if (limit.is_uzbekistan_toast) {
    const uz = decideUzbekistanDialog(ctx.stored, now);
    if (uz.show) push({ ...base('uzbekistan-dialog', uz.onDismiss), phase: uz.phase, deadline: uz.deadline }, false);
  }

  if (limit.brazil_toast) push(base('brazil-toast'));
  if (limit.ltw_toast) push(base('ltw-toast'));

  // 03 §3 "Business compliance reminder", carried by the check's business.reminder (decision 0310).
  const cooling = decideCoolingDownReminder({ isLogin, uid: ctx.user?.uid, reminder: reminderOf(check), stored: ctx.stored, now });
  if (cooling.show)
    push({ ...base('cooling-down', cooling.onDismiss), reminder: cooling.reminder, route: cooling.route, endsAt: cooling.endsAt }, false);

  return out;
}
