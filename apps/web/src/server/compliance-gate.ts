import { decideComplianceRedirect, type ComplianceCheck } from '@exchange/compliance';
import { localizePath } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';

export interface ComplianceGateInput {
  site: SiteKey;
  locale: string;
  /** The requested path without the locale prefix (the proxy's `x-pathname`). */
  pathname: string;
  /** The query, `?a=b` or '' (a feature may depend on it, e.g. `/trade/...?tab=isolated_margin`). */
  search: string;
  /** The compliance check; null when the call failed (then nothing is restricted: the page proceeds). */
  check: ComplianceCheck | null | undefined;
}

/** What the page layer does with a request: send it elsewhere before any content, show the tips instead of the page, or render it. */
export type ComplianceGate = { kind: 'redirect'; location: string } | { kind: 'tips'; feature: string } | { kind: 'none' };

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
 * (with its query); a redirect goes to `/state_compliance_tips` in the visitor's locale.
 */
export function complianceGate({ site, locale, pathname, search, check }: ComplianceGateInput): ComplianceGate {
  const decision = decideComplianceRedirect({ site, path: `${pathname || '/'}${pageQuery(search)}`, check });
  if (decision.kind === 'redirect') return { kind: 'redirect', location: localizePath(site, locale, decision.to) };
  if (decision.kind === 'tips') return { kind: 'tips', feature: decision.feature };
  return { kind: 'none' };
}
