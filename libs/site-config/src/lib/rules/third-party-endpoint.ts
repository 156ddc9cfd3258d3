import { isLocalHostname } from './site-hosts';

/**
 * The one rule for a third-party service the page talks to (the monitoring collector, decision 1823; the charting
 * host, decision 1860): a deployment names its URL in an environment variable (an absolute https URL, or http on
 * localhost; no credentials in the URL, anything else is no endpoint); with the embedded sandbox (no
 * `EXCHANGE_API_ORIGIN`) the sandbox plays the service at its own same-origin path; otherwise there is none (null).
 */
export function thirdPartyEndpoint(
  configured: string | undefined,
  exchangeApiOrigin: string | undefined,
  sandboxPath: string,
): string | null {
  const value = configured?.trim();
  if (value) {
    try {
      const url = new URL(value);
      if (url.username || url.password) return null;
      if (url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHostname(url.hostname))) return url.href;
      return null;
    } catch {
      return null;
    }
  }
  return exchangeApiOrigin ? null : sandboxPath;
}

/** The origin CSP `connect-src` must allow for an endpoint: null for a same-origin path or no endpoint ('self' covers it). */
export function endpointConnectSource(endpoint: string | null): string | null {
  if (endpoint === null || endpoint.startsWith('/')) return null;
  try {
    return new URL(endpoint).origin;
  } catch {
    return null;
  }
}
