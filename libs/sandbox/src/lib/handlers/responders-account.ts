import { NICKNAME_COOKIE, UID_COOKIE } from '@exchange/api';
import {
  accountByUid,
  accountOfPersona,
  checkFundPassword,
  hasFundPassword,
  revokeSession,
  verifyTwoFactor,
} from '../accounts/account-store';
import { PERSONAS, isPersonaName, type PersonaName } from '../personas';
import { SUB_USER_TYPE_REFUSALS } from '../personas/account';
import { clearCookie } from '../rules/sandbox-cookies';
import { ok, refuse, type Responder, type SandboxContext } from './context';
import { forUser } from './for-user';
import { clearSessionCookie, passwordLogin, signedIn } from './responders-auth';

/** The persona a login lands on: the one asked for, else the current one, else a KYC2 user (decision 0205). */
const loginPersona = (context: SandboxContext): PersonaName => {
  const asked = context.input['persona'];
  if (isPersonaName(asked) && PERSONAS[asked].account !== null) return asked;
  return context.persona.account !== null ? context.personaName : 'user-kyc2';
};

const frequencyOf = (value: unknown): 0 | 1 | 2 | null =>
  value === '0' || value === 0 ? 0 : value === '1' || value === 1 ? 1 : value === '2' || value === 2 ? 2 : null;

/**
 * Sandbox rules (decision 0910): the csrftoken header must be present and, when the csrftoken cookie is set, equal
 * to it (double submit; the app's proxy also checks the signature); the fund password is the account's
 * (`checkFundPassword`, decision 1906: a persona starts with SANDBOX_FUND_PASSWORD unless it has none); a 2FA code goes
 * through `verifyTwoFactor` (account-store: the authenticator when 2FA is on, else the mailed security code, decision 1908).
 */

const csrfRefusal = (csrf: SandboxContext['csrf']): string | null => {
  const header = csrf?.header?.trim() ?? '';
  if (header === '') return 'Invalid CSRF token';
  if (csrf?.cookie != null && csrf.cookie !== '' && csrf.cookie !== header) return 'Invalid CSRF token';
  return null;
};

export const accountResponders = {
  userInfo: forUser(({ account }) => ok(account.userInfo)),
  totalFunds: forUser(({ account }) => ok(account.totalFunds)),
  kycStatus: forUser(({ account }) => ok({ kyc_status: account.kycStatus })),
  vipTier: forUser(({ account }) => ok(account.vip)),
  userTier: forUser(({ account }) => ok({ tier: account.userTier })),
  fundPasswordFrequency: forUser(({ account, state, auth }) =>
    !hasFundPassword(auth?.account() ?? accountByUid(account.userInfo.uid))
      ? refuse(10011, 'Fund password not set')
      : ok({ frequency: state.fundPasswordFrequency ?? account.fundPasswordFrequency }),
  ),
  fundPasswordFrequencySave: forUser((context) => {
    const { input, csrf, now } = context;
    const owner = context.auth?.account() ?? (context.account ? accountByUid(context.account.userInfo.uid) : null);
    const csrfProblem = csrfRefusal(csrf);
    if (csrfProblem !== null) return { body: { result: false, msg: csrfProblem } };
    const frequency = frequencyOf(input['frequency']);
    const totp = typeof input['totp'] === 'string' ? input['totp'] : '';
    const fundpass = typeof input['fundpass'] === 'string' ? input['fundpass'] : '';
    if (input['action'] !== 'tradepassfrequency' || frequency === null) return { body: { result: false, msg: 'Invalid request' } };
    if (fundpass === '') return { body: { result: false, msg: 'Please enter your fund password' } };
    if (!hasFundPassword(owner)) return { body: { result: false, msg: 'Please set a fund password first' } };
    if (!checkFundPassword(owner, fundpass)) return { body: { result: false, msg: 'Incorrect fund password' } };
    // Issue 23 items 3 and 4: the authenticator when 2FA is on, else the mailed security code (decision 1908).
    if (!verifyTwoFactor(owner, totp, now)) return { body: { result: false, msg: 'Incorrect 2FA code' } };
    return { body: { result: true, msg: 'Success' }, update: (state) => ({ ...state, fundPasswordFrequency: frequency }) };
  }, 'result'),
  subUserType: forUser(({ account, personaName }) => {
    const refusal = SUB_USER_TYPE_REFUSALS[personaName];
    return refusal === undefined ? ok(account.subUserType) : refuse(refusal.code, refusal.message);
  }),
  userConfig: forUser(({ account }) => ok(account.userConfig)),
  login: (context) => {
    // Issue 23: e-mail + password (+ TOTP) are checked; without an e-mail only the shortcuts remain: a persona
    // (tests, the reviewer's toolbar) or a third-party provider the sandbox's consent page granted.
    const email = typeof context.input['email'] === 'string' ? context.input['email'] : '';
    const shortcut = typeof context.input['persona'] === 'string' || typeof context.input['provider'] === 'string';
    if (email !== '' || !shortcut) return passwordLogin(context);
    const name = loginPersona(context);
    const account = PERSONAS[name].account;
    if (account === null) return refuse(10002, 'This persona has no account');
    const stored = accountOfPersona(name);
    if (stored === null) return refuse(10002, 'This persona has no account');
    const provider = typeof context.input['provider'] === 'string' ? context.input['provider'].slice(0, 32) : 'persona';
    return signedIn(stored, provider, context);
  },
  logout: (context) => {
    const session = context.auth?.session;
    if (session) revokeSession(session.id);
    return {
      ...ok(null),
      cookies: [clearCookie(UID_COOKIE, context.secure), clearCookie(NICKNAME_COOKIE, context.secure), clearSessionCookie(context.secure)],
    };
  },
} satisfies Record<string, Responder>;
