/**
 * Monitoring is OFF unless an endpoint is configured (decision 0204). A usable endpoint is an
 * absolute http(s) URL or a same-origin path; anything else (empty, whitespace, other schemes,
 * protocol-relative `//host`) leaves it OFF. Returns the trimmed endpoint or null.
 */
export const resolveMonitoringEndpoint = (endpoint: string | undefined | null): string | null => {
  if (typeof endpoint !== 'string') return null;
  const trimmed = endpoint.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? trimmed : null;
  } catch {
    return null;
  }
};
