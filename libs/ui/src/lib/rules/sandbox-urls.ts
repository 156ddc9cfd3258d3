import { isSafeRedirect, safeSitePath } from '@exchange/site-config';

/**
 * Where the sandbox toolbar sends the reviewer (issue 2 §5): a persona switch goes through
 * `/_sandbox/persona/<name>?next=<current path>`; a site switch goes to the site's host (decision 0603).
 */

/** An internal path ("/x", not "//host" or "https://..."; site-config's `safeSitePath`, decision 1710); anything else becomes "/". */
export const internalPath = (path: string | null | undefined): string => safeSitePath(path);

export function sandboxPersonaUrl(persona: string, currentPath: string | null | undefined): string {
  return `/_sandbox/persona/${encodeURIComponent(persona)}?next=${encodeURIComponent(internalPath(currentPath))}`;
}

/**
 * The same page on another site: the site's origin (its href, with any path or query dropped) plus the
 * current path. A relative internal href is returned as given; any other href (javascript:, data:...) gives "/".
 */
export function sandboxSiteUrl(siteHref: string, currentPath: string | null | undefined): string {
  const safe = isSafeRedirect(siteHref, { anti: [], external: true, allowHttp: true });
  if (safe === null || safe.startsWith('/')) return internalPath(siteHref);
  return `${new URL(safe).origin}${internalPath(currentPath)}`;
}
