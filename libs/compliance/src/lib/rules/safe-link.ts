import { isSafeRedirect } from '@exchange/site-config';

/** A link the server sent, judged: an internal path, an absolute URL on an allowed origin, or unsafe. */
export type LinkSafety = { safe: true; href: string; internal: boolean } | { safe: false };

/**
 * Judge a server-sent link (ok_button_router, text_link.link, <a href>) with the site's redirect rule
 * (`isSafeRedirect` of @exchange/site-config): only an internal path (never `//host`, `/\host` or an
 * encoded form of them) or an http(s) URL whose origin is in `allowOrigins` (the site's `anti` list)
 * is safe. Surrounding whitespace is trimmed; any other whitespace or control character is unsafe.
 */
export function judgeLink(target: unknown, allowOrigins: readonly string[] = []): LinkSafety {
  if (typeof target !== 'string') return { safe: false };
  const href = isSafeRedirect(target.trim(), { anti: allowOrigins });
  return href === null ? { safe: false } : { safe: true, href, internal: href.startsWith('/') };
}

/** Whether a server-sent link is an internal path or on an allowed origin. */
export function isSafeLink(target: unknown, allowOrigins: readonly string[] = []): boolean {
  return judgeLink(target, allowOrigins).safe;
}
