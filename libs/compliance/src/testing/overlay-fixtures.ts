import {
  decideComplianceOverlays,
  type ComplianceOverlay,
  type ComplianceOverlayKind,
  type ComplianceOverlaysContext,
} from '../lib/rules/decide-compliance-overlays';
import { apiCheck } from './api-shapes';

/** The clock of the fixtures: 15 January 2025 12:00 UTC. */
export const FIXTURE_NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

type OverlayOf<K extends ComplianceOverlayKind> = Extract<ComplianceOverlay, { kind: K }>;

function only<K extends ComplianceOverlayKind>(
  kind: K,
  /** A raw compliance check, parsed by the api's schema as the app receives it. */
  rawCheck: unknown,
  over: Partial<ComplianceOverlaysContext> = {},
): OverlayOf<K> {
  const overlays = decideComplianceOverlays({
    site: 'main',
    locale: 'en',
    path: '/trade/BTC_USDT',
    user: { isLogin: true, uid: 1 },
    check: apiCheck(rawCheck),
    now: FIXTURE_NOW,
    ...over,
  });
  const overlay = overlays.find((o): o is OverlayOf<K> => o.kind === kind);
  if (!overlay) throw new Error(`fixture produced no ${kind}`);
  return overlay;
}

/** Every state of every compliance overlay, as the rules produce them (for stories and tests). */
export const FIXTURE_OVERLAYS = {
  prohibited: only('prohibited-countries', { limit: { is_blocked_country: true, limit_country: 'US' } }, { user: { isLogin: false } }),
  ukNotice: only('uk-notice', { limit: { is_uk_limit: true } }),
  ukModal: only('uk-modal', { limit: { is_uk_limit: true } }, { locale: 'zh' }),
  regionSwitchToUk: only('region-switch', { limit: { is_uk_ip: true } }),
  regionSwitchToMain: only('region-switch', { limit: { is_main: true } }, { site: 'jp', locale: 'ja-jp' }),
  restrictedVisitor: only('restricted-location', { limit: { limit_country: 'Malaysia' } }, { user: { isLogin: false } }),
  restrictedUser: only('restricted-location', { toast: { limit_country_user_status: 1 } }),
  conflictKycCountry: only('account-conflict', { toast: { limit_country_user_status: 2 } }),
  conflictSite: only('account-conflict', { toast: { limit_country_user_status: 3 } }),
  onlyWithdraw: only('only-withdraw', { toast: { is_withdraw_only_user: true } }),
  ipLimitNl: only('ip-limit', { limit: { is_nl_limit: true } }),
  ipLimitIt: only('ip-limit', { limit: { is_italy_limit: true } }),
  hk: only('hk-dialog', { toast: { is_hk_user: true } }),
  uzbekistanUpcoming: only('uzbekistan-dialog', { limit: { is_uzbekistan_toast: true } }, { now: Date.UTC(2024, 2, 15, 12) }),
  uzbekistanEnded: only('uzbekistan-dialog', { limit: { is_uzbekistan_toast: true } }),
  brazil: only('brazil-toast', { limit: { brazil_toast: true } }),
  ltw: only('ltw-toast', { limit: { ltw_toast: true } }),
  coolingDown: only('cooling-down', {
    business: {
      reminder: {
        content: 'You are in a 24-hour cooling-down period before your first investment.',
        ok_button: 'View details',
        cancel_button: 'Cancel',
        ok_button_router: '/myaccount/profile',
        end_time: FIXTURE_NOW / 1000 + 6 * 3600,
      },
    },
  }),
};

export type FixtureOverlayName = keyof typeof FIXTURE_OVERLAYS;
