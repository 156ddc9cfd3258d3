import { isSiteKey, legalDocuments } from '@exchange/site-config';
import type { SiteKeyLike } from './values';
import { normalizePath } from './values';

/** The compliance redirect target (01 §2). */
export const STATE_COMPLIANCE_TIPS_PATH = '/state_compliance_tips';
export const LOGIN_PATH = '/login';

/** Legal documents every site serves (01 §2: /user-agreement and /docs/agreement.html). */
export const COMMON_LEGAL_PATHS: readonly string[] = ['/user-agreement', '/docs/agreement.html'];

/** The legal document paths of a site: the common ones plus the site's own (03 §2, from @exchange/site-config). Unknown sites get main's. */
export function legalDocumentPaths(site: SiteKeyLike): string[] {
  const own = legalDocuments(isSiteKey(site) ? site : 'main').map((doc) => doc.href);
  return [...new Set([...COMMON_LEGAL_PATHS, ...own])];
}

/** Whether a (locale-stripped) path is a legal document of the site. */
export function isLegalDocumentPath(site: SiteKeyLike, rawPath: unknown): boolean {
  const path = normalizePath(rawPath).toLowerCase();
  return legalDocumentPaths(site).some((doc) => doc.toLowerCase() === path);
}

/** Pages a blocked-country visitor may still open: the tips page, the site's legal documents and /login. */
export function isBlockedCountryExempt(site: SiteKeyLike, rawPath: unknown): boolean {
  const path = normalizePath(rawPath).toLowerCase();
  if (path === STATE_COMPLIANCE_TIPS_PATH || path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) return true;
  return isLegalDocumentPath(site, path);
}
