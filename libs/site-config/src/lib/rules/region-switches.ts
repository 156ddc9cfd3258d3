import type { AuthorizedLogin, SiteFlags } from '../config/site-config.types';
import { isSiteKey, type SiteKey } from '../data/site-keys';
import { SITE_TABLE } from '../data/site-table';

/** Every region switch of spec 03 §3 ("Flags") and §6, plus the site's third-party sign-in methods. */
export interface RegionSwitches extends SiteFlags {
  authorizedLogin: readonly AuthorizedLogin[];
}

/**
 * A site's region switches as the chrome applies them (issue 12 item 7): `hiddenReferral` (the Referral entry),
 * `hiddenNotification` (the user menu's Notifications), `hiddenAppDownload` (download banner and footer link),
 * `hiddenFooterSignup` (the footer's sign-up call), `hiddenThemeSwitch`, `hiddenLangAndRate` (header switches),
 * `chatroom` (the chatroom may mount), `bigData` (analytics may collect), `authorizedLogin` (sign-in methods
 * offered on login and signup). Static values only (no env): safe in the browser. Unknown sites get main's.
 */
export function regionSwitches(site: SiteKey | string): RegionSwitches {
  const entry = SITE_TABLE[isSiteKey(site) ? site : 'main'];
  return { ...entry.flags, authorizedLogin: entry.authorizedLogin };
}
