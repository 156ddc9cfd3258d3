import { NICKNAME_COOKIE, UID_COOKIE } from '@exchange/api';
import { PERSONAS, isPersonaName, type PersonaName } from '../personas';
import { SUB_USER_TYPE_REFUSALS, fundPasswordOf } from '../personas/account';
import { PERSONA_COOKIE, clearCookie, setCookie } from '../rules/sandbox-cookies';
import { ok, refuse, type Responder, type SandboxContext } from './context';
import { forUser } from './for-user';

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
 * to it (double submit; the app's proxy also checks the signature); the fund password must be the persona's
 * (SANDBOX_FUND_PASSWORD unless it has none); a 2FA code must be 6 digits, and 000000 is always wrong.
 */
export const WRONG_TOTP = '000000';

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
  fundPasswordFrequency: forUser(({ account, state, personaName }) =>
    fundPasswordOf(personaName) === null
      ? refuse(10011, 'Fund password not set')
      : ok({ frequency: state.fundPasswordFrequency ?? account.fundPasswordFrequency }),
  ),
  fundPasswordFrequencySave: forUser(({ input, personaName, csrf }) => {
    const csrfProblem = csrfRefusal(csrf);
    if (csrfProblem !== null) return { body: { result: false, msg: csrfProblem } };
    const expected = fundPasswordOf(personaName);
    const frequency = frequencyOf(input['frequency']);
    const totp = typeof input['totp'] === 'string' ? input['totp'] : '';
    const fundpass = typeof input['fundpass'] === 'string' ? input['fundpass'] : '';
    if (input['action'] !== 'tradepassfrequency' || frequency === null) return { body: { result: false, msg: 'Invalid request' } };
    if (fundpass === '') return { body: { result: false, msg: 'Please enter your fund password' } };
    if (expected === null) return { body: { result: false, msg: 'Please set a fund password first' } };
    if (fundpass !== expected) return { body: { result: false, msg: 'Incorrect fund password' } };
    if (!/^\d{6}$/.test(totp) || totp === WRONG_TOTP) return { body: { result: false, msg: 'Incorrect 2FA code' } };
    return { body: { result: true, msg: 'Success' }, update: (state) => ({ ...state, fundPasswordFrequency: frequency }) };
  }, 'result'),
  subUserType: forUser(({ account, personaName }) => {
    const refusal = SUB_USER_TYPE_REFUSALS[personaName];
    return refusal === undefined ? ok(account.subUserType) : refuse(refusal.code, refusal.message);
  }),
  userConfig: forUser(({ account }) => ok(account.userConfig)),
  login: (context) => {
    const name = loginPersona(context);
    const account = PERSONAS[name].account;
    if (account === null) return refuse(10002, 'This persona has no account');
    const nickname = account.userInfo.user_info.nick;
    return {
      ...ok({ uid: account.userInfo.uid, nickname }),
      cookies: [
        setCookie(PERSONA_COOKIE, name, { secure: context.secure }),
        setCookie(UID_COOKIE, account.userInfo.uid, { secure: context.secure }),
        setCookie(NICKNAME_COOKIE, nickname, { secure: context.secure }),
      ],
    };
  },
  logout: (context) => ({ ...ok(null), cookies: [clearCookie(UID_COOKIE, context.secure), clearCookie(NICKNAME_COOKIE, context.secure)] }),
} satisfies Record<string, Responder>;
