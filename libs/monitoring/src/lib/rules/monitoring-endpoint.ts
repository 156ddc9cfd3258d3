import { isSafeRedirect } from '@exchange/site-config';

/**
 * Monitoring is OFF unless an endpoint is configured (decision 0204). A usable endpoint is an
 * absolute http(s) URL or a same-origin path; anything else (empty, whitespace, other schemes,
 * protocol-relative `//host`, userinfo: site-config's one safe-URL check, decision 1710) leaves it OFF. Returns the
 * trimmed endpoint or null.
 */
export const resolveMonitoringEndpoint = (endpoint: string | undefined | null): string | null =>
  typeof endpoint === 'string' ? isSafeRedirect(endpoint.trim(), { anti: [], external: true, allowHttp: true }) : null;
