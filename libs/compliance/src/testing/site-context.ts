import { SITE_KEYS, type SiteKey } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { fixtureSiteContext } from '@exchange/ui/testing';

/** A site context for the layer's tests and stories: a visitor on the main site in English, every origin configured. */
export const complianceSiteContext: SiteContext = {
  ...fixtureSiteContext,
  siteOrigins: Object.fromEntries(SITE_KEYS.map((key) => [key, `https://${key}.example.test`])) as Record<SiteKey, string>,
};
