import type { SiteKey } from '@exchange/site-config';
import { NEW_USER_POPUP_HIDDEN_PATHS, isNewUserPopupHiddenPath } from './new-user-popup-hidden-paths';

describe('isNewUserPopupHiddenPath (issue 14 item 6; spec 01 §7, 02 §2, 03 §2)', () => {
  it.each<[string, string, SiteKey, boolean]>([
    // Where the popup may open.
    ['home', '/', 'main', false],
    ['home in a locale', '/zh', 'main', false],
    ['trade', '/trade/BTC_USDT', 'main', false],
    ['futures', '/futures/usdt/BTC_USDT', 'main', false],
    ['about us (information, not legal)', '/about-us', 'main', false],
    ['a path that only starts like login', '/loginhelp', 'main', false],
    // The page a blocked visitor is sent to.
    ['compliance tips', '/state_compliance_tips', 'main', true],
    ['compliance tips in Chinese', '/zh/state_compliance_tips', 'main', true],
    ['compliance tips with a query', '/state_compliance_tips?feature=futures', 'main', true],
    // Auth pages.
    ['login', '/login', 'main', true],
    ['login with a trailing slash', '/login/', 'main', true],
    ['login reset', '/login/reset', 'main', true],
    ['login rebind', '/login/rebind', 'main', true],
    ['signup', '/signup', 'main', true],
    ['signup in Arabic', '/ar/signup', 'main', true],
    ['signup with a referral query', '/signup?ref_uid=abc', 'main', true],
    ['register', '/register', 'main', true],
    ['auth callback', '/auth/google', 'main', true],
    ['reset password', '/reset/password', 'main', true],
    ['bind phone', '/bind/phone', 'main', true],
    ['upper case', '/LOGIN', 'main', true],
    // Legal documents (spec 03 §2).
    ['user agreement', '/user-agreement', 'main', true],
    ['privacy policy', '/privacy-policy', 'tr', true],
    ['US legal user agreement', '/legal/user-agreement', 'us', true],
    ['US disclosures', '/legal/disclosures', 'us', true],
    ['UAE privacy and cookie policy', '/legal/privacy-and-cookie-policy', 'ae', true],
    ['UK contacts (a legal path of the UK site)', '/page/contacts', 'uk', true],
    ['contacts on main (not one of its legal paths)', '/page/contacts', 'main', false],
  ])('%s: %s on %s → %p', (_label, path, site, expected) => expect(isNewUserPopupHiddenPath(path, site)).toBe(expected));

  it('every listed entry hides its own page', () => {
    for (const entry of NEW_USER_POPUP_HIDDEN_PATHS) expect(isNewUserPopupHiddenPath(entry, 'main')).toBe(true);
  });

  it('hostile input counts as the home page, never a crash', () => {
    expect(isNewUserPopupHiddenPath(42 as unknown as string, 'main')).toBe(false);
    expect(isNewUserPopupHiddenPath('', 'main')).toBe(false);
  });
});
