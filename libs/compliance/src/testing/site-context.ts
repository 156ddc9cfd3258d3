import { SITE_KEYS, type SiteKey } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';

/** A site context for the layer's tests and stories: a visitor on the main site in English, every origin configured. */
export const complianceSiteContext: SiteContext = {
  site: 'main',
  locale: 'en',
  user: { isLoggedIn: false, uid: null, nickname: null },
  theme: 'system',
  pathname: '/',
  search: '',
  siteOrigins: Object.fromEntries(SITE_KEYS.map((key) => [key, `https://${key}.example.test`])) as Record<SiteKey, string>,
  inAppWebview: false,
};
