import { EMPTY_COMPLIANCE, type CallResult, type ComplianceCheck } from '@exchange/api';
import type { SiteKey } from '@exchange/site-config';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { complianceGate, type ComplianceGate } from '../rules/compliance-gate';

/** What the gate needs from the app: one compliance-check call and the request's path, both for the current request. */
export interface ComplianceGateDeps {
  /** Performs the compliance-check call once (the app's server client, with its page budget and forwarded cookies). */
  callCheck: () => Promise<CallResult<ComplianceCheck>>;
  /** The current request's locale-stripped path and its query (`?a=b` or ''). */
  request: () => Promise<{ pathname: string; search: string }>;
}

export interface ComplianceServerGate {
  /** The compliance check of this request, fetched once (retry included) and shared by the layout and the page. */
  loadComplianceCheck: () => Promise<CallResult<ComplianceCheck>>;
  /**
   * Applies the gate before anything is rendered: a redirect throws Next's `redirect()` (an HTTP 307 on a page
   * load, a router redirect on a client navigation), so restricted content is never sent. Returns `tips` when the
   * page must render the compliance tips instead of its content.
   */
  enforceCompliance: (site: SiteKey, locale: string) => Promise<ComplianceGate>;
}

async function callOnce(callCheck: ComplianceGateDeps['callCheck']): Promise<CallResult<ComplianceCheck>> {
  try {
    return await callCheck();
  } catch (error) {
    // The app's client never throws for this call; if a wrapper does, it is a failed check, not a crashed page.
    return {
      ok: false,
      data: EMPTY_COMPLIANCE,
      error: { endpoint: 'complianceCheck', kind: 'network', message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/**
 * Issue 13 item 4: a failed compliance check is asked once more (within the page budget the app's client
 * enforces) before the gate treats it as unavailable and fails closed (decision 0312).
 */
export async function loadCheckWithRetry(callCheck: ComplianceGateDeps['callCheck']): Promise<CallResult<ComplianceCheck>> {
  const first = await callOnce(callCheck);
  return first.ok ? first : callOnce(callCheck);
}

/**
 * The compliance gate of the page layer (spec 01 §4), bound to the app's per-request call and path. Create it
 * once at module level: React's `cache` makes `loadComplianceCheck` one call (two with the retry) per request.
 */
export function createComplianceGate(deps: ComplianceGateDeps): ComplianceServerGate {
  const loadComplianceCheck = cache(() => loadCheckWithRetry(deps.callCheck));
  async function enforceCompliance(site: SiteKey, locale: string): Promise<ComplianceGate> {
    const [request, result] = await Promise.all([deps.request(), loadComplianceCheck()]);
    const gate = complianceGate({
      site,
      locale,
      pathname: request.pathname,
      search: request.search,
      check: result.ok ? result.data : null,
    });
    if (gate.kind === 'redirect') redirect(gate.location);
    return gate;
  }
  return { loadComplianceCheck, enforceCompliance };
}
