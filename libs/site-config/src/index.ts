export { SITE_IDS, SITE_KEYS, isSiteKey, siteKeyFromId } from './lib/data/site-keys';
export type { SiteKey } from './lib/data/site-keys';
export { LOCALE_CODES, isLocaleCode } from './lib/data/locale-codes';
export { siteLanguages } from './lib/data/site-table';
export type { LocaleCode } from './lib/data/locale-codes';
export type {
  AuthorizedLogin,
  SiteConfig,
  SiteContact,
  SiteDocs,
  SiteEnv,
  SiteFlags,
  ThirdAuthClientIds,
} from './lib/config/site-config.types';
export { SITE_ENV_FIELDS, defaultSiteEnv, getSiteConfig, normaliseOrigin, siteEnvName } from './lib/config/get-site-config';
export type { SiteEnvField } from './lib/config/get-site-config';
export { isLocalHostname, parseSiteHosts, splitHost } from './lib/rules/site-hosts';
export type { SiteHostEntry } from './lib/rules/site-hosts';
export { resolveSiteFromHost } from './lib/rules/resolve-site-from-host';
export { resolveSiteHost } from './lib/rules/resolve-site-host';
export type { ResolveSiteHostOptions, ResolvedSiteHost } from './lib/rules/resolve-site-host';
export { siteOrigin } from './lib/rules/site-origin';
export type { SiteOriginOptions } from './lib/rules/site-origin';
export { isSafeRedirect } from './lib/rules/is-safe-redirect';
export type { SafeRedirectOptions } from './lib/rules/is-safe-redirect';
export type { SiteLink } from './lib/rules/site-link';
export { FOOTER_PATHS, footerLinks } from './lib/rules/footer-links';
export type { FooterLink, FooterLinkContext, FooterLinkId } from './lib/rules/footer-links';
export { footerCopyright } from './lib/rules/footer-copyright';
export { drawerLinks } from './lib/rules/drawer-links';
export type { DrawerLink, DrawerLinkId } from './lib/rules/drawer-links';
export { NOT_FOUND_PATHS, notFoundLinks, showTrendingStories } from './lib/rules/not-found-links';
export type { NotFoundLink, NotFoundLinkId } from './lib/rules/not-found-links';
export { legalDocuments } from './lib/rules/legal-documents';
export type { LegalDocument, LegalDocumentKind } from './lib/rules/legal-documents';
export { isDebugEnabled, queryValue, translationKeyDebugMode } from './lib/rules/debug';
export type { QueryInput } from './lib/rules/debug';
export { LAYOUT } from './lib/layout';
export { sideMenuLayout } from './lib/rules/side-menu-layout';
export type { SideMenuLayout, SideMenuMode } from './lib/rules/side-menu-layout';
