import { fundPasswordVerdict, type SubAccount } from '@exchange/api';
import {
  checkFundPassword,
  hasFundPassword,
  issueEmailCode,
  rateLimited,
  setFundPassword,
  verifyTwoFactor,
  type SandboxAccount,
} from '../accounts/account-store';
import { verifyPassword } from '../accounts/password-hash';
import { ok, refuse, type Responder, type SandboxAnswer, type SandboxContext } from './context';

/**
 * The account centre's fund password and sub-accounts (issue 23 items 1, 2 and 4; decisions 1906–1908). Refusal
 * codes are ours (the specs show none).
 */
export const ACCOUNT_CENTRE_CODES = {
  invalid: 10012,
  secondFactor: 10011,
  fundpass: 30020,
  fundpassSet: 30022,
  rateLimited: 10429,
  notMain: 40010,
  subLimit: 40011,
  subName: 40012,
  subUnknown: 40013,
} as const;

/** A main account may hold this many sub-accounts (ours; exchanges allow 20–200). */
export const SUB_ACCOUNT_LIMIT = 20;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const masked = (email: string): string => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

const forAccount =
  (responder: (account: SandboxAccount, context: SandboxContext) => SandboxAnswer): Responder =>
  (context) => {
    const account = context.auth?.account() ?? null;
    return account === null ? refuse(401, 'Please log in first') : responder(account, context);
  };

const isMain = (context: SandboxContext): boolean => context.account?.userInfo.is_sub !== true;
const wrongSecondFactor = (account: SandboxAccount): SandboxAnswer =>
  refuse(
    ACCOUNT_CENTRE_CODES.secondFactor,
    account.totpSecret !== null ? 'Incorrect 2FA code' : 'The e-mail code is not right, has expired or was used. Ask for a new one.',
  );
const weakFundPassword = (fundpass: string): SandboxAnswer | null =>
  fundPasswordVerdict(fundpass).acceptable
    ? null
    : refuse(ACCOUNT_CENTRE_CODES.invalid, 'Use 8 to 64 characters with at least one letter and one digit.');
const sameAsLogin = (account: SandboxAccount, fundpass: string): SandboxAnswer | null =>
  verifyPassword(fundpass, account.passwordHash)
    ? refuse(ACCOUNT_CENTRE_CODES.invalid, 'Your fund password must differ from your login password.')
    : null;

export const accountCentreResponders = {
  securityCodeSend: forAccount((account, context) => {
    if (account.totpSecret !== null) return ok({ channel: 'totp', sent_to: '' });
    const wait = rateLimited(`security-code:${account.uid}`, context.now);
    if (wait !== null) return refuse(ACCOUNT_CENTRE_CODES.rateLimited, `Too many codes. Try again in ${wait} s.`);
    issueEmailCode(account, 'security', context.now);
    return ok({ channel: 'email', sent_to: masked(account.email) });
  }),
  fundPasswordSet: forAccount((account, context) => {
    if (hasFundPassword(account)) return refuse(ACCOUNT_CENTRE_CODES.fundpassSet, 'A fund password is already set. Change it instead.');
    const fundpass = str(context.input['fundpass']);
    const problem = weakFundPassword(fundpass) ?? sameAsLogin(account, fundpass);
    if (problem) return problem;
    if (!verifyTwoFactor(account, str(context.input['code']), context.now)) return wrongSecondFactor(account);
    setFundPassword(account, fundpass, context.now);
    return ok(null);
  }),
  fundPasswordChange: forAccount((account, context) => {
    if (!hasFundPassword(account)) return refuse(ACCOUNT_CENTRE_CODES.fundpass, 'Please set a fund password first');
    if (!checkFundPassword(account, str(context.input['old_fundpass'])))
      return refuse(ACCOUNT_CENTRE_CODES.fundpass, 'Incorrect fund password');
    const fundpass = str(context.input['fundpass']);
    const problem = weakFundPassword(fundpass) ?? sameAsLogin(account, fundpass);
    if (problem) return problem;
    if (!verifyTwoFactor(account, str(context.input['code']), context.now)) return wrongSecondFactor(account);
    setFundPassword(account, fundpass, context.now);
    return ok(null);
  }),
  subAccountList: forAccount((account, context) =>
    ok({ is_main: isMain(context), limit: SUB_ACCOUNT_LIMIT, list: isMain(context) ? account.subAccounts : [] }),
  ),
  subAccountCreate: forAccount((account, context) => {
    if (!isMain(context)) return refuse(ACCOUNT_CENTRE_CODES.notMain, 'Only a main account can create sub-accounts.');
    const name = str(context.input['name']).trim();
    const type = context.input['type'];
    if (!/^[A-Za-z0-9_-]{3,20}$/.test(name) || (type !== 1 && type !== 4))
      return refuse(ACCOUNT_CENTRE_CODES.invalid, 'Use 3 to 20 letters, digits, "-" or "_".');
    if (account.subAccounts.some((sub) => sub.name.toLowerCase() === name.toLowerCase()))
      return refuse(ACCOUNT_CENTRE_CODES.subName, 'You already have a sub-account with this name.');
    if (account.subAccounts.length >= SUB_ACCOUNT_LIMIT)
      return refuse(ACCOUNT_CENTRE_CODES.subLimit, `A main account may hold ${SUB_ACCOUNT_LIMIT} sub-accounts.`);
    const created: SubAccount = {
      uid: `${account.uid}${String(account.subAccounts.length + 1).padStart(2, '0')}`,
      name,
      type,
      // Spec 03 §3 sub_type 7 (asset management) for a managed sub-account; none for a normal one.
      sub_type: type === 4 ? 7 : 0,
      frozen: false,
      created_at: context.now,
    };
    account.subAccounts = [...account.subAccounts, created];
    return ok(created);
  }),
  subAccountFreeze: forAccount((account, context) => {
    if (!isMain(context)) return refuse(ACCOUNT_CENTRE_CODES.notMain, 'Only a main account can freeze sub-accounts.');
    const uid = str(context.input['uid']);
    const frozen = context.input['frozen'] === true;
    if (!account.subAccounts.some((sub) => sub.uid === uid)) return refuse(ACCOUNT_CENTRE_CODES.subUnknown, 'No such sub-account.');
    account.subAccounts = account.subAccounts.map((sub) => (sub.uid === uid ? { ...sub, frozen } : sub));
    return ok(null);
  }),
} satisfies Record<string, Responder>;
