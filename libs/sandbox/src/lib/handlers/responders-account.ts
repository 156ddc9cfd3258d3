import { NICKNAME_COOKIE, UID_COOKIE } from '@exchange/api';
import { PERSONAS, isPersonaName, type PersonaName } from '../personas';
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

/** Sandbox rule: any fund password is right; a 2FA code must be 6 digits, and 000000 is always wrong (for error demos). */
export const WRONG_TOTP = '000000';

export const accountResponders = {
  userInfo: forUser(({ account }) => ok(account.userInfo)),
  totalFunds: forUser(({ account }) => ok(account.totalFunds)),
  kycStatus: forUser(({ account }) => ok({ kyc_status: account.kycStatus })),
  vipTier: forUser(({ account }) => ok(account.vip)),
  userTier: forUser(({ account }) => ok({ tier: account.userTier })),
  fundPasswordFrequency: forUser(({ account, state }) => ok({ frequency: state.fundPasswordFrequency ?? account.fundPasswordFrequency })),
  fundPasswordFrequencySave: forUser(({ input }) => {
    const frequency = frequencyOf(input['frequency']);
    const totp = typeof input['totp'] === 'string' ? input['totp'] : '';
    const fundpass = typeof input['fundpass'] === 'string' ? input['fundpass'] : '';
    if (input['action'] !== 'tradepassfrequency' || frequency === null) return { body: { result: false, msg: 'Invalid request' } };
    if (fundpass === '') return { body: { result: false, msg: 'Please enter your fund password' } };
    if (!/^\d{6}$/.test(totp) || totp === WRONG_TOTP) return { body: { result: false, msg: 'Incorrect 2FA code' } };
    return { body: { result: true, msg: 'Success' }, update: (state) => ({ ...state, fundPasswordFrequency: frequency }) };
  }, 'result'),
  subUserType: forUser(({ account }) => ok(account.subUserType)),
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
