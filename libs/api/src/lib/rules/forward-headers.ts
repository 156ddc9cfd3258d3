/** What a server-side call forwards from the incoming page request (spec 03 §7). */
export interface ForwardOptions {
  cookie?: string;
  userAgent?: string;
  clientIp?: string;
  internalHeaders?: Record<string, string>;
}

/** The internal header every server-side call carries (decision 0201). */
export const INTERNAL_REQUEST_HEADER = 'x-exchange-internal';

const clean = (value: string | undefined): string | undefined => {
  const trimmed = value?.replace(/[\r\n]/g, '').trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
};

/**
 * Headers of a server-side call: the internal marker and internal headers, then the forwarded cookie,
 * user agent and client IP (as `x-forwarded-for` and `x-real-ip`). Empty values are left out; CR/LF
 * is stripped so a forwarded value cannot add a header.
 */
export const buildForwardHeaders = (forward: ForwardOptions | undefined): Record<string, string> => {
  if (forward === undefined) return {};
  const headers: Record<string, string> = { [INTERNAL_REQUEST_HEADER]: '1' };
  for (const [name, value] of Object.entries(forward.internalHeaders ?? {})) {
    const cleaned = clean(value);
    if (cleaned !== undefined && /^[A-Za-z0-9-]+$/.test(name)) headers[name.toLowerCase()] = cleaned;
  }
  const cookie = clean(forward.cookie);
  const userAgent = clean(forward.userAgent);
  const clientIp = clean(forward.clientIp);
  if (cookie !== undefined) headers['cookie'] = cookie;
  if (userAgent !== undefined) headers['user-agent'] = userAgent;
  if (clientIp !== undefined) {
    headers['x-forwarded-for'] = clientIp;
    headers['x-real-ip'] = clientIp.split(',')[0]?.trim() ?? clientIp;
  }
  return headers;
};
