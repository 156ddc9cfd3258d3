import type { DownloadLinks } from '@exchange/api';
import { isSafeRedirect } from '@exchange/site-config';

/**
 * The page-download-links key of a locale-stripped path (decision 1151): `/` → `home`, otherwise the first path
 * segment (`/mobileapp/x` → `mobileapp`).
 */
export function downloadLinksPage(path: string): string {
  const first =
    path
      .split(/[?#]/)[0]
      ?.split('/')
      .find((part) => part !== '') ?? '';
  return first === '' ? 'home' : first;
}

/**
 * A link the banner may follow: a path of this site or a URL on one of the site's allowed origins, by the one safe-URL
 * check (decision 1710); any other host is refused (issue 26 item 6, decision 1870).
 */
const isFollowable = (href: string, allowOrigins: readonly string[]): boolean => isSafeRedirect(href, { anti: allowOrigins }) !== null;

/**
 * Spec 01 §3/§7 page download links: the page's `h5` (phones) or `web` entry, its `c` link; the page without an entry
 * uses `home`'s. Missing, empty or unsafe links give null (the caller keeps /mobileapp).
 */
export function downloadLinkFor(
  links: DownloadLinks | null | undefined,
  page: string,
  device: 'h5' | 'web',
  /** The site's allowed origins (`SiteConfig.anti`). */
  allowOrigins: readonly string[] = [],
): string | null {
  for (const key of page === 'home' ? ['home'] : [page, 'home']) {
    const href = links?.[key]?.[device]?.c?.trim();
    if (href) return isFollowable(href, allowOrigins) ? href : null;
  }
  return null;
}
