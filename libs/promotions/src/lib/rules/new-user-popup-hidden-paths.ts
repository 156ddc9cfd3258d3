import { legalDocuments, type SiteKey } from '@exchange/site-config';
import { stripLocalePath } from './download-banner';

/**
 * Pages the new-user reward popup never opens on (issue 14 item 6, decision 0514), matched by whole path
 * segments after the language prefix ('/login' hides '/login' and '/login/reset', not '/loginhelp'):
 * - the compliance tips page, where a blocked visitor is sent (spec 02 §2 "This service is not available in your region");
 * - the auth pages (spec 01 §7: signup, auth, login reset/rebind and bind pages; the popup's own confirm goes to signup);
 * - the legal documents (spec 03 §2 legal document paths by region; every site's own list is added by the rule).
 * The 404 page has no path of its own: the layer's `suppressed` prop covers it.
 */
export const NEW_USER_POPUP_HIDDEN_PATHS = [
  '/state_compliance_tips',
  '/login',
  '/signup',
  '/register',
  '/auth',
  '/reset',
  '/bind',
  '/user-agreement',
  '/privacy-policy',
  '/legal',
] as const;

const segmentMatch = (path: string, entry: string): boolean => path === entry || path.startsWith(`${entry}/`);

/** The path without trailing slashes (but '/' stays '/'), lower-cased: '/LOGIN/' is '/login'. */
const normalise = (path: string): string => {
  const stripped = stripLocalePath(typeof path === 'string' ? path : '/').toLowerCase();
  return stripped.length > 1 ? stripped.replace(/\/+$/, '') || '/' : stripped;
};

/** True on a page where the new-user popup stays off: the list above plus the site's own legal document paths. */
export function isNewUserPopupHiddenPath(path: string, site: SiteKey): boolean {
  const bare = normalise(path);
  const legal = legalDocuments(site)
    .filter((doc) => !doc.pdf && doc.href.startsWith('/'))
    .map((doc) => doc.href.toLowerCase());
  return [...NEW_USER_POPUP_HIDDEN_PATHS, ...legal].some((entry) => segmentMatch(bare, entry));
}
