import type { ComplianceCheck } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { decideComplianceRedirect } from './decide-compliance-redirect';
import { FEATURE_ROUTES, featureCodeForPath, type FeatureRoute } from './feature-routes';

export interface ComplianceGateInput {
  site: SiteKey;
  locale: string;
  /** The requested path without the locale prefix (the proxy's `x-pathname`). */
  pathname: string;
  /** The query, `?a=b` or '' (a feature may depend on it, e.g. `/trade/...?tab=isolated_margin`). */
  search: string;
  /**
   * The compliance check; null when it is unavailable (the call failed, retry included): then the
   * restricted features fail closed (decision 0312), everything else proceeds.
   */
  check: ComplianceCheck | null;
}

/** Why a page shows the tips: its feature is restricted for this visitor, or the check could not say (fail closed). */
export type ComplianceTipsReason = 'restricted' | 'check-unavailable';

/** What the page layer does with a request: send it elsewhere before any content, show the tips instead of the page, or render it. */
export type ComplianceGate =
  { kind: 'redirect'; location: string } | { kind: 'tips'; feature: string; reason: ComplianceTipsReason } | { kind: 'none' };

/**
 * The routes that stay closed while the compliance check is unavailable (decision 0312): every feature the
 * check can restrict (FEATURE_ROUTES) plus spot trading, the one trading surface a blocked country may
 * never reach although no feature code names it. Home, markets, account, log-in and legal pages stay open.
 */
export const FAIL_CLOSED_ROUTES: readonly FeatureRoute[] = [...FEATURE_ROUTES, { code: 'spot', patterns: ['/trade/**'] }];

/** Query parameters Next adds to its own requests (RSC navigations); they are not part of the page's query. */
const INTERNAL_QUERY = ['_rsc'];

function pageQuery(search: string): string {
  const params = new URLSearchParams(typeof search === 'string' ? search : '');
  for (const name of INTERNAL_QUERY) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Spec 01 §4 compliance redirect, in the page layer: `decideComplianceRedirect` on the locale-stripped path
 * (with its query); a redirect goes to `/state_compliance_tips` in the visitor's locale. Issue 13 item 4:
 * without a check (unavailable after the retry) the gate fails closed, showing the tips in place of a
 * trading or restricted-feature page (no redirect: the address stays, a reload asks again).
 */
export function complianceGate({ site, locale, pathname, search, check }: ComplianceGateInput): ComplianceGate {
  const path = `${pathname || '/'}${pageQuery(search)}`;
  if (!check) {
    const feature = featureCodeForPath(path, FAIL_CLOSED_ROUTES);
    return feature ? { kind: 'tips', feature, reason: 'check-unavailable' } : { kind: 'none' };
  }
  const decision = decideComplianceRedirect({ site, path, check });
  if (decision.kind === 'redirect') return { kind: 'redirect', location: localizeHref({ site, locale, path: decision.to }) };
  if (decision.kind === 'tips') return { kind: 'tips', feature: decision.feature, reason: 'restricted' };
  return { kind: 'none' };
}
