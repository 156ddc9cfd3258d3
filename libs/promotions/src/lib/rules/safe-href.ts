/**
 * A server-provided link (e.g. risk_user_guide_url) is used only when it is a same-site path or an http(s) URL;
 * anything else (javascript:, data:, protocol-relative, garbage) gives null.
 */
export function safeHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed;
  return /^https?:\/\/[^\s/]+/i.test(trimmed) ? trimmed : null;
}
