import type { ComplianceCheck } from '@exchange/api';
import { FEATURE_ROUTES, featureCodeForPath, type FeatureRoute } from './feature-routes';
import { isBlockedCountryExempt, STATE_COMPLIANCE_TIPS_PATH } from './legal-documents';
import type { SiteKeyLike } from './values';
import { normalizePath } from './values';

export interface ComplianceRedirectContext {
  site: SiteKeyLike;
  /** The requested path with the locale prefix stripped (a query may follow). */
  path: string;
  /** The compliance check; null or undefined when it failed or is not loaded (nothing is restricted then). */
  check: ComplianceCheck | null | undefined;
  /** Override of the feature-code table (tests only). */
  routes?: readonly FeatureRoute[];
}

export type ComplianceRedirect =
  | { kind: 'redirect'; to: typeof STATE_COMPLIANCE_TIPS_PATH; reason: 'blocked-country' | 'restricted-feature'; feature?: string }
  | { kind: 'tips'; feature: string }
  | { kind: 'none' };

/**
 * 01 §4 "Compliance redirect": a blocked country always redirects (except on the tips page, the site's
 * legal documents and /login); a page of a restricted feature (its code is in `menu`) shows the tips
 * when `limit.is_show_compliance_tips` is on, otherwise redirects to /state_compliance_tips.
 */
export function decideComplianceRedirect(ctx: ComplianceRedirectContext): ComplianceRedirect {
  const check = ctx?.check ?? null;
  if (!check) return { kind: 'none' };
  const rawPath = typeof ctx.path === 'string' ? ctx.path : '/';
  const path = normalizePath(rawPath);
  if (path.toLowerCase() === STATE_COMPLIANCE_TIPS_PATH) return { kind: 'none' };

  if (check.limit.is_blocked_country) {
    return isBlockedCountryExempt(ctx.site, path)
      ? { kind: 'none' }
      : { kind: 'redirect', to: STATE_COMPLIANCE_TIPS_PATH, reason: 'blocked-country' };
  }

  const feature = featureCodeForPath(rawPath, ctx.routes ?? FEATURE_ROUTES);
  if (!feature) return { kind: 'none' };
  if (!check.menu.includes(feature)) return { kind: 'none' };
  return check.limit.is_show_compliance_tips
    ? { kind: 'tips', feature }
    : { kind: 'redirect', to: STATE_COMPLIANCE_TIPS_PATH, reason: 'restricted-feature', feature };
}
