import { NICKNAME_COOKIE, UID_COOKIE } from '@exchange/api';
import {
  accountByUid,
  findAccount,
  createAccount,
  issueEmailCode,
  openSession,
  revokeSession,
  sendMail,
  sessionsOf,
  verifyTotp,
  type SandboxAccount,
} from '../accounts/account-store';
import {
  loginOptions,
  passkeysOf,
  registerPasskey,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
  verifyPasskeyLogin,
  type RelyingParty,
} from '../accounts/passkeys';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import { newTotpSecret, totpUri } from '../accounts/totp';
import { checkEmailCode } from '../rules/email-code';
import { canSubmit, settleReview, verifiedAfter, type KycReview } from '../rules/kyc-review';
import { afterFailure, afterSuccess, lockoutCheck } from '../rules/login-lockout';
import { PERSONA_COOKIE, SESSION_COOKIE, clearCookie, setCookie } from '../rules/sandbox-cookies';
import { ok, refuse, type AsyncResponder, type Responder, type SandboxAnswer, type SandboxContext } from './context';

/**
 * Accounts that hold (issue 23, decisions 1830, 1831, 1833): the answers of log-in, sign-up, e-mail codes, password
 * reset, TOTP and sessions. Refusal codes the login micro-app reads: AUTH_CODES.
 */
export const AUTH_CODES = {
  missingCredentials: 10001,
  wrongCredentials: 10003,
  locked: 10004,
  unverified: 10005,
  exists: 10006,
  badCode: 10007,
  totpRequired: 10010,
  wrongTotp: 10011,
  invalid: 10012,
  passkeyRefused: 10020,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const minutes = (n: number): string => `${n} minute${n === 1 ? '' : 's'}`;

/** A new session for this browser: the persona, uid, nickname and (HttpOnly) session cookies. */
export function signedIn(account: SandboxAccount, method: string, context: SandboxContext): SandboxAnswer {
  const session = openSession(account, method, context.auth?.userAgent ?? '', context.now);
  const secure = context.secure;
  return {
    ...ok({ uid: account.uid, nickname: account.nickname }),
    cookies: [
      setCookie(PERSONA_COOKIE, account.persona, { secure }),
      setCookie(UID_COOKIE, account.uid, { secure }),
      setCookie(NICKNAME_COOKIE, account.nickname, { secure }),
      setCookie(SESSION_COOKIE, session.id, { secure, httpOnly: true }),
    ],
  };
}

const codeRefusal = (result: ReturnType<typeof checkEmailCode>): SandboxAnswer =>
  refuse(
    AUTH_CODES.badCode,
    result === 'expired'
      ? 'This code has expired. Ask for a new one.'
      : result === 'too-many'
        ? 'Too many wrong codes. Ask for a new one.'
        : result === 'used'
          ? 'This code was already used. Ask for a new one.'
          : 'The code is not right. Check the e-mail we sent and try again.',
  );

/** Log-in with e-mail and password (then the TOTP code when 2FA is on); wrong passwords count toward the lockout. */
export function passwordLogin(context: SandboxContext): SandboxAnswer {
  const { input, now } = context;
  const email = str(input['email']).trim();
  const password = str(input['password']);
  const totp = str(input['totp']).trim();
  if (email === '' || password === '') return refuse(AUTH_CODES.missingCredentials, 'Enter your e-mail and password.');
  const account = findAccount(email);
  if (account === null) return refuse(AUTH_CODES.wrongCredentials, 'Incorrect e-mail or password.');
  const lock = lockoutCheck(account.lockout, now);
  if (lock.locked) {
    return refuse(AUTH_CODES.locked, `Too many failed attempts. This account is locked; try again in ${minutes(lock.minutesLeft)}.`);
  }
  if (!verifyPassword(password, account.passwordHash)) {
    const outcome = afterFailure(account.lockout, now);
    account.lockout = outcome.counters;
    return outcome.lockedNow
      ? refuse(AUTH_CODES.locked, `Too many failed attempts. This account is locked; try again in ${minutes(15)}.`)
      : refuse(
          AUTH_CODES.wrongCredentials,
          `Incorrect e-mail or password. ${outcome.attemptsLeft} attempt${outcome.attemptsLeft === 1 ? '' : 's'} left before the account is locked.`,
        );
  }
  if (!account.verified) {
    issueEmailCode(account, 'signup', now);
    return refuse(AUTH_CODES.unverified, 'Confirm your e-mail first: we sent you a new code.');
  }
  if (account.totpSecret !== null) {
    if (totp === '') return refuse(AUTH_CODES.totpRequired, 'Enter the 6-digit code from your authenticator app.');
    if (!verifyTotp(account, totp, now))
      return refuse(AUTH_CODES.wrongTotp, 'Incorrect 2FA code. Check your authenticator app and try again.');
  }
  account.lockout = afterSuccess();
  return signedIn(account, 'password', context);
}

const forAccount =
  (responder: (account: SandboxAccount, context: SandboxContext) => SandboxAnswer): Responder =>
  (context) => {
    const account = context.auth?.account() ?? null;
    return account === null ? refuse(401, 'Please log in first') : responder(account, context);
  };

const forAccountAsync =
  (responder: (account: SandboxAccount, context: SandboxContext) => Promise<SandboxAnswer>): AsyncResponder =>
  async (context) => {
    const account = context.auth?.account() ?? null;
    return account === null ? refuse(401, 'Please log in first') : responder(account, context);
  };

/** The request's relying party (a context built by hand in a test: the local sandbox origin). */
const rpOf = (context: SandboxContext): RelyingParty => context.relyingParty ?? relyingPartyOf('http://localhost/', null);
const credential = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const PASSKEY_SITE_NAME = 'Sandbox Exchange';

/** Issue 23 item 4 (decision 1865): passkey registration, the manager's list / rename / remove, and passkey sign-in. */
export const passkeyResponders = {
  passkeyRegisterOptions: forAccountAsync(async (account, context) =>
    ok(await registrationOptions(account, rpOf(context), PASSKEY_SITE_NAME, context.now)),
  ),
  passkeyRegister: forAccountAsync(async (account, context) => {
    const response = credential(context.input['response']);
    const name = str(context.input['name']).trim();
    if (response === null || name === '') return refuse(AUTH_CODES.invalid, 'Name the passkey and try again.');
    const outcome = await registerPasskey(account, response as never, name, rpOf(context), context.auth?.userAgent ?? '', context.now);
    if (!outcome.ok) {
      return refuse(
        AUTH_CODES.passkeyRefused,
        outcome.reason === 'full'
          ? 'You have 10 passkeys already. Remove one first.'
          : outcome.reason === 'challenge'
            ? 'This passkey request has expired. Try again.'
            : 'The passkey could not be verified. Try again.',
      );
    }
    const passkey = outcome.value;
    return ok({ id: passkey.id, name: passkey.name, created_at: passkey.createdAt, last_used_at: 0, device: passkey.device });
  }),
  passkeyList: forAccount((account) =>
    ok(
      passkeysOf(account.uid).map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        created_at: passkey.createdAt,
        last_used_at: passkey.lastUsedAt,
        device: passkey.device,
      })),
    ),
  ),
  passkeyRename: forAccount((account, context) => {
    const name = str(context.input['name']).trim();
    if (name === '') return refuse(AUTH_CODES.invalid, 'Give the passkey a name.');
    return renamePasskey(account.uid, str(context.input['id']), name) ? ok(null) : refuse(AUTH_CODES.invalid, 'No such passkey.');
  }),
  passkeyRemove: forAccount((account, context) =>
    removePasskey(account.uid, str(context.input['id'])) ? ok(null) : refuse(AUTH_CODES.invalid, 'No such passkey.'),
  ),
  passkeyLoginOptions: async (context: SandboxContext) => ok(await loginOptions(rpOf(context), context.now)),
  passkeyLogin: async (context: SandboxContext) => {
    const response = credential(context.input['response']);
    if (response === null) return refuse(AUTH_CODES.passkeyRefused, 'This passkey is not recognised. Log in with your password.');
    const outcome = await verifyPasskeyLogin(response as never, rpOf(context), context.now);
    if (!outcome.ok) {
      return refuse(
        AUTH_CODES.passkeyRefused,
        outcome.reason === 'challenge'
          ? 'This passkey request has expired. Try again.'
          : 'This passkey is not recognised. Log in with your password.',
      );
    }
    const account = accountByUid(outcome.value.uid);
    if (account === null) return refuse(AUTH_CODES.passkeyRefused, 'This passkey is not recognised. Log in with your password.');
    const lock = lockoutCheck(account.lockout, context.now);
    if (lock.locked) {
      return refuse(AUTH_CODES.locked, `Too many failed attempts. This account is locked; try again in ${minutes(lock.minutesLeft)}.`);
    }
    // A passkey is possession and (user verification) a second factor: no TOTP step after it.
    return signedIn(account, 'passkey', context);
  },
} satisfies Record<string, Responder | AsyncResponder>;

export const authResponders = {
  signup: (context) => {
    const email = str(context.input['email']).trim().toLowerCase();
    const password = str(context.input['password']);
    if (!EMAIL.test(email) || password.length < 8)
      return refuse(AUTH_CODES.invalid, 'Enter a valid e-mail and a password of at least 8 characters.');
    if (findAccount(email) !== null) return refuse(AUTH_CODES.exists, 'An account with this e-mail already exists. Log in instead.');
    const account = createAccount(email, password, context.now);
    issueEmailCode(account, 'signup', context.now);
    return ok({ email: account.email });
  },
  verifyEmail: (context) => {
    const account = findAccount(str(context.input['email']));
    if (account === null) return refuse(AUTH_CODES.badCode, 'The code is not right. Check the e-mail we sent and try again.');
    const result = checkEmailCode(account.code, str(context.input['code']), 'signup', context.now);
    if (result !== 'ok') {
      if (result === 'wrong' && account.code) account.code.tries += 1;
      return codeRefusal(result);
    }
    if (account.code) account.code.used = true;
    account.verified = true;
    return signedIn(account, 'password', context);
  },
  forgotPassword: (context) => {
    const account = findAccount(str(context.input['email']));
    // The same answer whether or not the account exists (no account discovery).
    if (account !== null) issueEmailCode(account, 'reset', context.now);
    return ok(null);
  },
  resetPassword: (context) => {
    const account = findAccount(str(context.input['email']));
    const password = str(context.input['password']);
    if (password.length < 8) return refuse(AUTH_CODES.invalid, 'Choose a password of at least 8 characters.');
    if (account === null) return refuse(AUTH_CODES.badCode, 'The code is not right. Check the e-mail we sent and try again.');
    const result = checkEmailCode(account.code, str(context.input['code']), 'reset', context.now);
    if (result !== 'ok') {
      if (result === 'wrong' && account.code) account.code.tries += 1;
      return codeRefusal(result);
    }
    if (account.code) account.code.used = true;
    account.passwordHash = hashPassword(password);
    account.lockout = afterSuccess();
    account.verified = true;
    for (const session of sessionsOf(account.uid)) revokeSession(session.id);
    return ok(null);
  },
  totpSetup: forAccount((account, context) => {
    const issuer = str(context.input['issuer']).trim().slice(0, 64) || 'Example Exchange';
    if (account.totpSecret !== null) return ok({ secret: '', uri: '', issuer, enabled: true });
    account.totpPending ??= newTotpSecret();
    return ok({ secret: account.totpPending, uri: totpUri(account.totpPending, account.email, issuer), issuer, enabled: false });
  }),
  totpEnable: forAccount((account, context) => {
    const pending = account.totpPending;
    if (account.totpSecret !== null) return refuse(AUTH_CODES.invalid, '2FA is already on.');
    if (pending === null || !verifyTotp({ totpSecret: pending }, str(context.input['code']), context.now)) {
      return refuse(AUTH_CODES.wrongTotp, 'Incorrect 2FA code. Check your authenticator app and try again.');
    }
    account.totpSecret = pending;
    account.totpPending = null;
    return ok(null);
  }),
  totpDisable: forAccount((account, context) => {
    if (!verifyTotp(account, str(context.input['code']), context.now)) {
      return refuse(AUTH_CODES.wrongTotp, 'Incorrect 2FA code. Check your authenticator app and try again.');
    }
    account.totpSecret = null;
    return ok(null);
  }),
  sessionList: forAccount((account, context) =>
    ok(
      sessionsOf(account.uid).map((session) => ({
        id: session.id,
        created_at: session.createdAt,
        last_seen_at: session.lastSeenAt,
        user_agent: session.userAgent,
        method: session.method,
        current: session.id === context.auth?.session?.id,
        revoked: session.revoked,
      })),
    ),
  ),
  changePassword: forAccount((account, context) => {
    const next = str(context.input['newPassword']);
    if (!verifyPassword(str(context.input['password']), account.passwordHash)) {
      return refuse(AUTH_CODES.wrongCredentials, 'Your current password is not right.');
    }
    if (next.length < 8) return refuse(AUTH_CODES.invalid, 'Choose a password of at least 8 characters.');
    account.passwordHash = hashPassword(next);
    const current = context.auth?.session?.id;
    for (const session of sessionsOf(account.uid)) if (session.id !== current) revokeSession(session.id);
    return ok(null);
  }),
  sessionRevoke: forAccount((account, context) => {
    const id = str(context.input['id']);
    const current = context.auth?.session?.id;
    const targets = sessionsOf(account.uid).filter((session) => (id === 'others' ? session.id !== current : session.id === id));
    if (targets.length === 0 && id !== 'others') return refuse(AUTH_CODES.invalid, 'No such session.');
    for (const session of targets) revokeSession(session.id);
    return ok({ revoked: targets.length });
  }),
} satisfies Record<string, Responder>;

export const clearSessionCookie = (secure: boolean): string => clearCookie(SESSION_COOKIE, secure);

const applicationBody = (review: KycReview | null) =>
  review === null
    ? { status: 'none', target: 0, submitted_at: 0, decided_at: 0, reason: '' }
    : {
        status: review.status,
        target: review.target,
        submitted_at: review.submittedAt,
        decided_at: review.decidedAt,
        reason: review.reason,
      };

const fileOk = (value: unknown): boolean => {
  const file = credential(value);
  return (
    file !== null &&
    ['image/jpeg', 'image/png', 'application/pdf'].includes(str(file['type'])) &&
    typeof file['size'] === 'number' &&
    file['size'] > 0 &&
    file['size'] <= 5 * 1024 * 1024 &&
    /^[0-9a-f]{64}$/.test(str(file['sha256']))
  );
};

/** Issue 23 item 6 (decision 1866): the KYC upgrade application, under review until approved (REVIEW_MS or the control). */
export const kycResponders = {
  antiPhishing: forAccount((account) => ok({ code: account.antiPhishingCode })),
  antiPhishingSave: forAccount((account, context) => {
    if (!verifyPassword(str(context.input['password']), account.passwordHash)) {
      return refuse(AUTH_CODES.wrongCredentials, 'Your current password is not right.');
    }
    const code = str(context.input['code']).trim();
    if (!/^[A-Za-z0-9_]{4,20}$/.test(code)) return refuse(AUTH_CODES.invalid, 'Use 4 to 20 letters, digits or underscores.');
    account.antiPhishingCode = code;
    sendMail(account, 'Your anti-phishing code was changed', ['From now on every e-mail from us shows your code at the top.'], context.now);
    return ok(null);
  }),
  kycApplication: forAccount((account, context) => {
    if (account.kyc) account.kyc = settleReview(account.kyc, context.now);
    return ok(applicationBody(account.kyc));
  }),
  kycSubmit: forAccount((account, context) => {
    const input = context.input;
    const base = context.account?.userInfo.verified ?? 0;
    const current = verifiedAfter(account.kyc, base);
    const target = typeof input['target'] === 'number' ? input['target'] : Number.NaN;
    const check = canSubmit(account.kyc, current, target);
    if (!check.ok) {
      return refuse(
        AUTH_CODES.invalid,
        check.reason === 'pending' ? 'Your application is already under review.' : 'This verification level cannot be requested now.',
      );
    }
    const needsBack = str(input['document_type']) !== 'passport';
    const detailsOk =
      str(input['first_name']).trim() !== '' &&
      str(input['last_name']).trim() !== '' &&
      /^\d{4}-\d{2}-\d{2}$/.test(str(input['birth_date'])) &&
      /^[A-Z]{2}$/.test(str(input['nationality'])) &&
      str(input['id_number']).trim().length >= 4;
    if (!detailsOk || !fileOk(input['document_front']) || !fileOk(input['selfie']) || (needsBack && !fileOk(input['document_back']))) {
      return refuse(AUTH_CODES.invalid, 'Some details or documents are missing. Check each step and send again.');
    }
    account.kyc = { target, status: 'under_review', submittedAt: context.now, decidedAt: 0, reason: '', fromCode: current };
    return ok(applicationBody(account.kyc));
  }),
} satisfies Record<string, Responder>;
