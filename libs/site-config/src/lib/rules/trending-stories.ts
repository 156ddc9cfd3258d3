import { isSafeRedirect } from './is-safe-redirect';
/** A story as the 404 view shows it. */
export interface TrendingStoryLink {
  title: string;
  href: string;
  meta?: string;
  /** An absolute link (one of the site's allowed origins) opens in a new tab. */
  newTab?: boolean;
}

/**
 * A story as the content call gives it. Structural (this util library does not import the api door): every field is
 * checked at run time, so a hostile or malformed answer is dropped, never a crash.
 */
export interface TrendingStoryInput {
  readonly title?: unknown;
  readonly url?: unknown;
  readonly meta?: unknown;
}

/** The 404 page shows at most this many stories; longer texts are cut (decision 1402). */
export const TRENDING_STORY_LIMIT = 5;
const TITLE_MAX = 120;
const META_MAX = 40;

const clip = (value: string, max: number): string => {
  const clean = value
    .split('')
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...clean];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : clean;
};

/**
 * A site path (localised) or a URL on one of the site's allowed origins (a new tab), by the one safe-URL check
 * (decision 1710); else null. Other hosts are refused (issue 26 item 6, decision 1870): a story is server content.
 */
function storyHref(
  url: string,
  localize: (path: string) => string,
  allowOrigins: readonly string[],
): { href: string; newTab: boolean } | null {
  const value = isSafeRedirect(url.trim(), { anti: allowOrigins });
  if (value === null) return null;
  return value.startsWith('/') ? { href: localize(value), newTab: false } : { href: value, newTab: true };
}

/**
 * The 404 page's trending stories (issue 12 item 8, decision 1402): the content call's stories for the site and
 * locale, each with a title and a safe link, at most five, duplicates by link dropped; when the call gave none that
 * pass (failed, empty, hostile), the fixed list is the documented fallback.
 */
export function pickTrendingStories(
  items: readonly (TrendingStoryInput | null | undefined)[] | null | undefined,
  fallback: readonly TrendingStoryLink[],
  localize: (path: string) => string,
  /** The site's allowed origins (`SiteConfig.anti`): the only hosts an absolute story link may point to. */
  allowOrigins: readonly string[] = [],
): { source: 'content' | 'fallback'; stories: TrendingStoryLink[] } {
  const seen = new Set<string>();
  const stories: TrendingStoryLink[] = [];
  for (const item of Array.isArray(items) ? items : []) {
    if (stories.length >= TRENDING_STORY_LIMIT) break;
    const title = clip(typeof item?.title === 'string' ? item.title : '', TITLE_MAX);
    const target = typeof item?.url === 'string' ? storyHref(item.url, localize, allowOrigins) : null;
    if (title === '' || target === null || seen.has(target.href)) continue;
    seen.add(target.href);
    const meta = clip(typeof item?.meta === 'string' ? item.meta : '', META_MAX);
    stories.push({ title, href: target.href, ...(meta ? { meta } : {}), ...(target.newTab ? { newTab: true } : {}) });
  }
  return stories.length > 0 ? { source: 'content', stories } : { source: 'fallback', stories: [...fallback] };
}
