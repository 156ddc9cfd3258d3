import 'server-only';
import { createComplianceGate } from '@exchange/compliance/server';
import { getRequestContext } from './request-context';
import { serverClient } from './server-client';

/**
 * The compliance library's page-layer gate (spec 01 §4; issue 13 item 4: retried once, fails closed for trading
 * and restricted features, decision 0312), bound to this request's server client and path. The layout (for
 * the SWR fallback) and the page (for the gate) share one check per request through React's cache.
 */
export const { loadComplianceCheck, enforceCompliance } = createComplianceGate({
  callCheck: async () => serverClient(await getRequestContext()).callResult('complianceCheck'),
  request: async () => {
    const ctx = await getRequestContext();
    return { pathname: ctx.pathname, search: ctx.search };
  },
});
