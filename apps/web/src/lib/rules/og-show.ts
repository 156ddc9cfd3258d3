import type { OgShow } from '@exchange/api/server';
import { safeImageUrl } from '@exchange/site-config';

/** Longest texts taken from og_show (a preview shows far less; longer text is cut, never refused). */
export const OG_TITLE_MAX = 200;
export const OG_DESCRIPTION_MAX = 500;

export interface OgTexts {
  title: string;
  description: string;
  /** Absolute URL of the preview image. */
  image: string;
}

const clip = (value: string, max: number): string => (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value);

/**
 * A site path on the page's origin, or an https URL on one of the site's image origins, by site-config's one image-URL
 * rule (decisions 1710, 1870); else null.
 */
export const ogImageUrl = (value: string, origin: string, imageOrigins: readonly string[]): string | null =>
  safeImageUrl(value, { origin, origins: imageOrigins });

/**
 * The page's Open Graph texts with the og_show answer merged in (spec 03 §7 og_show; decision 1320): each non-blank
 * field replaces the page's own (texts trimmed and cut to OG_TITLE_MAX / OG_DESCRIPTION_MAX, an image only when it
 * is a safe URL); a failed call (null, spec 03 §8) keeps the static data (decision 0810).
 */
export function mergeOgShow(base: OgTexts, og: OgShow | null | undefined, origin: string, imageOrigins: readonly string[]): OgTexts {
  if (!og) return base;
  const title = og.title.trim();
  const description = og.description.trim();
  return {
    title: title ? clip(title, OG_TITLE_MAX) : base.title,
    description: description ? clip(description, OG_DESCRIPTION_MAX) : base.description,
    image: ogImageUrl(og.image, origin, imageOrigins) ?? base.image,
  };
}
