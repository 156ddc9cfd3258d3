import type { CallResult, ComplianceCheck } from '@exchange/api';
import type { SiteKey } from '@exchange/site-config';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { complianceGate, type ComplianceGate } from './compliance-gate';
import { getRequestContext } from './request-context';
import { serverClient } from './server-client';

/**
 * The compliance check of this request, fetched once: the layout (for the SWR fallback) and the page (for
 * the redirect) share the answer through React's per-request cache.
 */
export const loadComplianceCheck = cache(async (): Promise<CallResult<ComplianceCheck>> => {
  const ctx = await getRequestContext();
  return serverClient(ctx).callResult('complianceCheck');
});

/**
 * Applies the compliance redirect before anything is rendered: a redirect throws Next's redirect (an HTTP
 * 307 on a page load, a router redirect on a client navigation), so restricted content is never sent.
 * Returns `tips` when the page must render the compliance tips instead of its content.
 */
export async function enforceCompliance(site: SiteKey, locale: string): Promise<ComplianceGate> {
  const [ctx, result] = await Promise.all([getRequestContext(), loadComplianceCheck()]);
  const gate = complianceGate({ site, locale, pathname: ctx.pathname, search: ctx.search, check: result.ok ? result.data : null });
  if (gate.kind === 'redirect') redirect(gate.location);
  return gate;
}
