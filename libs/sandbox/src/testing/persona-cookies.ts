import { NICKNAME_COOKIE, UID_COOKIE } from '@exchange/api';
import { PERSONAS, type PersonaName } from '../lib/personas';
import { PERSONA_COOKIE } from '../lib/rules/sandbox-cookies';

/** The Cookie header a browser has after choosing this persona (logged in when it has an account). */
export const personaCookieHeader = (name: PersonaName, options: { loggedIn?: boolean } = {}): string => {
  const account = PERSONAS[name].account;
  const parts = [`${PERSONA_COOKIE}=${name}`];
  if (account !== null && options.loggedIn !== false) {
    parts.push(`${UID_COOKIE}=${account.userInfo.uid}`, `${NICKNAME_COOKIE}=${encodeURIComponent(account.userInfo.user_info.nick)}`);
  }
  return parts.join('; ');
};
