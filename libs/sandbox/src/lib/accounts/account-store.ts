import type { SubAccount } from '@exchange/api';
import { PERSONAS, PERSONA_NAMES, type PersonaName } from '../personas';
import { fundPasswordOf } from '../personas/account';
import { checkEmailCode, sixDigits, type IssuedCode } from '../rules/email-code';
import type { KycReview } from '../rules/kyc-review';
import { afterSuccess, type LockoutCounters } from '../rules/login-lockout';
import { takeRateToken } from '../rules/rate-limit';
import { resetPasskeys } from './passkeys';
import { hashPassword, verifyPassword } from './password-hash';
import { checkTotpCode } from './totp';

/**
 * The sandbox's accounts, sessions and mailbox (issue 23, decision 1830), in memory for the life of the process and
 * shared by every browser (a sign-up in one browser is an account another browser can log in to). Personas are
 * accounts too, created on first use with the known password SANDBOX_PASSWORD (the sandbox README lists them).
 */
export const SANDBOX_PASSWORD = 'correct horse battery';
/** The e-mail of the KYC2 persona (kept from the first log-in tests); every other persona is `<name>@sandbox.invalid`. */
export const REVIEWER_EMAIL = 'reviewer@sandbox.invalid';
/** Personas with 2FA on, and their TOTP secrets (base32; the sandbox README states them). */
export const PERSONA_TOTP_SECRETS: Readonly<Partial<Record<PersonaName, string>>> = { 'user-2fa': 'JBSWY3DPEHPK3PXP' };
/** The persona whose data a new account shows until it verifies its identity (KYC level 0). */
export const NEW_ACCOUNT_PERSONA: PersonaName = 'user-kyc0';

export interface SandboxAccount {
  uid: string;
  email: string;
  nickname: string;
  persona: PersonaName;
  passwordHash: string;
  /** The e-mail was confirmed with a code. */
  verified: boolean;
  lockout: LockoutCounters;
  /** Base32 secret of the confirmed TOTP; null: 2FA off. */
  totpSecret: string | null;
  /** A secret shown on /myaccount/totp and not confirmed yet. */
  totpPending: string | null;
  antiPhishingCode: string;
  code: IssuedCode | null;
  createdAt: number;
  /** Issue 23 item 6: the last KYC upgrade application (rules/kyc-review); an approved one sets the level. */
  kyc: KycReview | null;
  /**
   * Issue 23 item 1 (decision 1906): the fund password's scrypt hash, null while none is set. The one the withdrawal,
   * the frequency save and the quick order check (`checkFundPassword`).
   */
  fundPasswordHash: string | null;
  /** Issue 23 item 5 (decision 1907): the sub-accounts of a main account, oldest first. */
  subAccounts: SubAccount[];
}

export interface SandboxSession {
  id: string;
  uid: string;
  createdAt: number;
  lastSeenAt: number;
  userAgent: string;
  /** `password`, `passkey`, a third-party provider, or `persona` (the toolbar's shortcut). */
  method: string;
  revoked: boolean;
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  body: string;
  sentAt: number;
}

const MAX_ACCOUNTS = 5000;
const MAX_SESSIONS = 5000;
const MAX_MAIL = 500;
const MAX_RATE_KEYS = 5000;

const accounts = new Map<string, SandboxAccount>();
const sessions = new Map<string, SandboxSession>();
const mail: MailMessage[] = [];
const rateHits = new Map<string, number[]>();
let nextUid = 30001;

const randomId = (): string => globalThis.crypto.randomUUID();
const random32 = (): number => globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
const normalEmail = (email: string): string => email.trim().toLowerCase();

export const personaEmail = (name: PersonaName): string => (name === 'user-kyc2' ? REVIEWER_EMAIL : `${name}@sandbox.invalid`);

const remember = (account: SandboxAccount): SandboxAccount => {
  accounts.set(account.email, account);
  while (accounts.size > MAX_ACCOUNTS) {
    const oldest = accounts.keys().next().value;
    if (oldest === undefined) break;
    accounts.delete(oldest);
  }
  return account;
};

/**
 * Every persona account has a documented password (the one login password; the fund password, with a few personas'
 * own), so each distinct seed password's scrypt hash is derived once per process and shared by the seeded accounts (one
 * salt per password): scrypt costs about 0.2 s in JavaScript, and the sandbox seeds an account on first use after every
 * reset (each test resets). Accounts that sign up, and passwords a user sets, get their own salt.
 */
const seedHashes = new Map<string, string>();
const seedHash = (password: string): string => {
  const known = seedHashes.get(password);
  if (known !== undefined) return known;
  const hash = hashPassword(password);
  seedHashes.set(password, hash);
  return hash;
};
const seedPasswordHash = (): string => seedHash(SANDBOX_PASSWORD);
const seedFundPasswordHash = (name: PersonaName): string | null => {
  const fundPassword = fundPasswordOf(name);
  return fundPassword === null ? null : seedHash(fundPassword);
};
/** When the seeded sub-account was created (2026-01-01): the funds-transfer micro-app's `sub-trading` (wallet-balances). */
const SEEDED_SUB_CREATED_AT = Date.UTC(2026, 0, 1);

const seedPersona = (name: PersonaName): SandboxAccount | null => {
  const account = PERSONAS[name].account;
  if (account === null) return null;
  const email = personaEmail(name);
  const known = accounts.get(email);
  if (known) return known;
  return remember({
    uid: account.userInfo.uid,
    email,
    nickname: account.userInfo.user_info.nick,
    persona: name,
    passwordHash: seedPasswordHash(),
    verified: true,
    lockout: afterSuccess(),
    totpSecret: PERSONA_TOTP_SECRETS[name] ?? null,
    totpPending: null,
    antiPhishingCode: '',
    code: null,
    createdAt: 0,
    kyc: null,
    fundPasswordHash: seedFundPasswordHash(name),
    subAccounts: account.userInfo.is_sub
      ? []
      : [{ uid: `${account.userInfo.uid}1`, name: 'sub-trading', type: 1, sub_type: 0, frozen: false, created_at: SEEDED_SUB_CREATED_AT }],
  });
};

const personaOfEmail = (email: string): PersonaName | null =>
  PERSONA_NAMES.find((name) => PERSONAS[name].account !== null && personaEmail(name) === email) ?? null;

/** The account with that e-mail (personas included), or null. */
export function findAccount(email: string): SandboxAccount | null {
  const key = normalEmail(email);
  const known = accounts.get(key);
  if (known) return known;
  const persona = personaOfEmail(key);
  return persona === null ? null : seedPersona(persona);
}

/** The account with that uid (a persona's is created on first use), or null. */
export function accountByUid(uid: string): SandboxAccount | null {
  for (const account of accounts.values()) if (account.uid === uid) return account;
  const persona = PERSONA_NAMES.find((name) => PERSONAS[name].account?.userInfo.uid === uid);
  return persona === undefined ? null : seedPersona(persona);
}

/** The persona's own account (the toolbar's shortcut logs in to it). */
export const accountOfPersona = (name: PersonaName): SandboxAccount | null => seedPersona(name);

export function createAccount(email: string, password: string, now: number): SandboxAccount {
  const key = normalEmail(email);
  const uid = String(nextUid++);
  return remember({
    uid,
    email: key,
    nickname: key.split('@')[0]?.slice(0, 24) || `user-${uid}`,
    persona: NEW_ACCOUNT_PERSONA,
    passwordHash: hashPassword(password),
    verified: false,
    lockout: afterSuccess(),
    totpSecret: null,
    totpPending: null,
    antiPhishingCode: '',
    code: null,
    createdAt: now,
    kyc: null,
    fundPasswordHash: null,
    subAccounts: [],
  });
}

/** Puts a message in the sandbox mailbox; every message carries the account's anti-phishing code when it has one. */
export function sendMail(account: SandboxAccount, subject: string, lines: readonly string[], now: number): MailMessage {
  const antiPhishing = account.antiPhishingCode === '' ? [] : [`Your anti-phishing code: ${account.antiPhishingCode}`];
  const message = { id: randomId(), to: account.email, subject, body: [...antiPhishing, ...lines].join('\n'), sentAt: now };
  mail.unshift(message);
  mail.length = Math.min(mail.length, MAX_MAIL);
  return message;
}

/** A new six-digit code for the account, sent to the mailbox (an earlier one stops working). */
export function issueEmailCode(account: SandboxAccount, purpose: IssuedCode['purpose'], now: number): IssuedCode {
  const code: IssuedCode = { code: sixDigits(random32()), purpose, issuedAt: now, tries: 0, used: false };
  account.code = code;
  const subject =
    purpose === 'signup'
      ? 'Confirm your e-mail address'
      : purpose === 'security'
        ? 'Your security verification code'
        : 'Reset your password';
  sendMail(account, subject, [`Your verification code is ${code.code}.`, 'It expires in 10 minutes. Never share it with anyone.'], now);
  return code;
}

/** The newest messages first; only those to `to` when given. */
export const mailbox = (to?: string | null): readonly MailMessage[] =>
  to ? mail.filter((message) => message.to === normalEmail(to)) : mail.slice();

export function openSession(account: SandboxAccount, method: string, userAgent: string, now: number): SandboxSession {
  const session: SandboxSession = { id: randomId(), uid: account.uid, createdAt: now, lastSeenAt: now, userAgent, method, revoked: false };
  sessions.set(session.id, session);
  while (sessions.size > MAX_SESSIONS) {
    const oldest = sessions.keys().next().value;
    if (oldest === undefined) break;
    sessions.delete(oldest);
  }
  return session;
}

export const sessionById = (id: string | null | undefined): SandboxSession | null => (id ? (sessions.get(id) ?? null) : null);

/** The account's sessions, newest first (revoked ones included: the history). */
export const sessionsOf = (uid: string): SandboxSession[] =>
  [...sessions.values()].filter((session) => session.uid === uid).sort((a, b) => b.createdAt - a.createdAt);

/** Signs a session out: every later request carrying it is treated as logged out. */
export function revokeSession(id: string): boolean {
  const session = sessions.get(id);
  if (!session || session.revoked) return false;
  session.revoked = true;
  return true;
}

/**
 * The one TOTP check of the sandbox (issue 23 item 3): true when the account has 2FA on and `code` is its current
 * code (one 30 s step either side). Log-in, 2FA off, the fund-password frequency modal and withdrawals ask it.
 */
export function verifyTotp(account: Pick<SandboxAccount, 'totpSecret'>, code: string, now: number = Date.now()): boolean {
  return account.totpSecret !== null && checkTotpCode(account.totpSecret, code, now);
}

/**
 * The second factor of a sensitive action (the fund password's set and change, the frequency save, a withdrawal;
 * issues 22 and 23, decision 1908): an account with 2FA on gives its authenticator's code (`verifyTotp`); an account
 * with 2FA off gives the e-mail code `issueEmailCode(account, 'security')` sent to its mailbox, once, within 10
 * minutes and 5 tries (rules/email-code). No account: refused. (Before decision 1908 any six digits but 000000 passed
 * with 2FA off.)
 */
export function verifyTwoFactor(account: SandboxAccount | null, code: string, now: number = Date.now()): boolean {
  if (account === null) return false;
  if (account.totpSecret !== null) return verifyTotp(account, code, now);
  const check = checkEmailCode(account.code, code, 'security', now);
  if (account.code !== null && account.code.purpose === 'security') {
    account.code =
      check === 'ok'
        ? { ...account.code, used: true }
        : check === 'wrong'
          ? { ...account.code, tries: account.code.tries + 1 }
          : account.code;
  }
  return check === 'ok';
}

/** Issue 23 item 1: the account has a fund password. */
export const hasFundPassword = (account: Pick<SandboxAccount, 'fundPasswordHash'> | null): boolean =>
  account !== null && account.fundPasswordHash !== null;

/** Issue 23 item 1 (decision 1906): the one fund-password check of the sandbox; false when none is set. */
export const checkFundPassword = (account: Pick<SandboxAccount, 'fundPasswordHash'> | null, entered: string): boolean =>
  account !== null && account.fundPasswordHash !== null && entered !== '' && verifyPassword(entered, account.fundPasswordHash);

/** Sets (or replaces) the fund password. */
export function setFundPassword(account: SandboxAccount, fundPassword: string, now: number): void {
  account.fundPasswordHash = hashPassword(fundPassword);
  sendMail(account, 'Your fund password was changed', ['If this was not you, freeze your account and contact support.'], now);
}

/** The rate limit's bookkeeping (rules/rate-limit): null when allowed, else the seconds to wait. */
export function rateLimited(key: string, now: number): number | null {
  const decision = takeRateToken(rateHits.get(key) ?? [], now);
  rateHits.delete(key);
  rateHits.set(key, decision.hits);
  while (rateHits.size > MAX_RATE_KEYS) {
    const oldest = rateHits.keys().next().value;
    if (oldest === undefined) break;
    rateHits.delete(oldest);
  }
  return decision.allowed ? null : decision.retryAfterSeconds;
}

/** Forgets every account, session, message and rate count (tests). */
export function resetAccounts(): void {
  accounts.clear();
  sessions.clear();
  mail.length = 0;
  rateHits.clear();
  resetPasskeys();
  nextUid = 30001;
}
