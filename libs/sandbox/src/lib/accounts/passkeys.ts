import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON, WebAuthnCredential } from '@simplewebauthn/server';
import type { SandboxAccount } from './account-store';

/**
 * Passkeys of the sandbox's accounts (issue 23 item 4, decision 1865): real WebAuthn through @simplewebauthn/server.
 * The relying party is the request's host (rpID = hostname, origin = scheme + host), so `localhost` and every
 * `<site>.localhost` each hold their own passkeys, as the browser scopes them. Challenges live 5 minutes and are used
 * once; credentials are kept in memory beside the accounts (a restart forgets them, decision 1830).
 */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const MAX_CHALLENGES = 2000;
const MAX_PASSKEYS = 5000;
const MAX_PER_ACCOUNT = 10;

export interface SandboxPasskey {
  /** The credential id (base64url). */
  id: string;
  uid: string;
  name: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: WebAuthnCredential['transports'];
  rpID: string;
  createdAt: number;
  lastUsedAt: number;
  /** The browser that registered it (user agent), to name the device. */
  device: string;
}

interface Challenge {
  purpose: 'register' | 'login';
  /** The account registering (register only). */
  uid: string | null;
  rpID: string;
  issuedAt: number;
}

const passkeys = new Map<string, SandboxPasskey>();
const challenges = new Map<string, Challenge>();

/** The relying party of a request: its hostname, and its origin (what the browser puts in clientDataJSON). */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

export const relyingPartyOf = (requestUrl: string, host: string | null): RelyingParty => {
  const url = new URL(requestUrl);
  const authority = host && /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host.toLowerCase() : url.host;
  const hostname = authority.replace(/:\d+$/, '');
  return { rpID: hostname, origin: `${url.protocol}//${authority}` };
};

const remember = (challenge: string, entry: Challenge): void => {
  challenges.set(challenge, entry);
  while (challenges.size > MAX_CHALLENGES) {
    const oldest = challenges.keys().next().value;
    if (oldest === undefined) break;
    challenges.delete(oldest);
  }
};

/** Takes a challenge out (used once); null when unknown, expired, for another purpose, host or account. */
export function takeChallenge(challenge: string, expected: Pick<Challenge, 'purpose' | 'rpID' | 'uid'>, now: number): Challenge | null {
  const entry = challenges.get(challenge);
  if (entry === undefined) return null;
  challenges.delete(challenge);
  if (now - entry.issuedAt > CHALLENGE_TTL_MS || now < entry.issuedAt) return null;
  if (entry.purpose !== expected.purpose || entry.rpID !== expected.rpID || entry.uid !== expected.uid) return null;
  return entry;
}

/** The challenge a credential's clientDataJSON carries (base64url JSON), or ''. */
export function clientChallenge(response: { response?: { clientDataJSON?: unknown } } | null | undefined): string {
  const encoded = response?.response?.clientDataJSON;
  if (typeof encoded !== 'string' || encoded.length > 4096) return '';
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
    const parsed: unknown = JSON.parse(json);
    const value = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)['challenge'] : undefined;
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

export const passkeysOf = (uid: string): SandboxPasskey[] =>
  [...passkeys.values()].filter((passkey) => passkey.uid === uid).sort((a, b) => b.createdAt - a.createdAt);

export const passkeyById = (id: string): SandboxPasskey | null => passkeys.get(id) ?? null;

export function removePasskey(uid: string, id: string): boolean {
  const passkey = passkeys.get(id);
  if (!passkey || passkey.uid !== uid) return false;
  passkeys.delete(id);
  return true;
}

export function renamePasskey(uid: string, id: string, name: string): boolean {
  const passkey = passkeys.get(id);
  if (!passkey || passkey.uid !== uid) return false;
  passkey.name = name.trim().slice(0, 64);
  return true;
}

export async function registrationOptions(account: SandboxAccount, rp: RelyingParty, siteName: string, now: number) {
  const options = await generateRegistrationOptions({
    rpName: siteName,
    rpID: rp.rpID,
    userName: account.email,
    userDisplayName: account.nickname,
    userID: new TextEncoder().encode(`uid:${account.uid}`),
    attestationType: 'none',
    excludeCredentials: passkeysOf(account.uid)
      .filter((passkey) => passkey.rpID === rp.rpID)
      .map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    // EdDSA, ES256, RS256 named here: the library's default asks SubtleCrypto.supports(), absent in some runtimes (jsdom).
    supportedAlgorithmIDs: [-8, -7, -257],
    timeout: CHALLENGE_TTL_MS,
  });
  remember(options.challenge, { purpose: 'register', uid: account.uid, rpID: rp.rpID, issuedAt: now });
  return options;
}

export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; reason: 'challenge' | 'unverified' | 'unknown' | 'full' };

export async function registerPasskey(
  account: SandboxAccount,
  response: RegistrationResponseJSON,
  name: string,
  rp: RelyingParty,
  userAgent: string,
  now: number,
): Promise<PasskeyOutcome<SandboxPasskey>> {
  const challenge = clientChallenge(response);
  if (takeChallenge(challenge, { purpose: 'register', uid: account.uid, rpID: rp.rpID }, now) === null) {
    return { ok: false, reason: 'challenge' };
  }
  if (passkeysOf(account.uid).length >= MAX_PER_ACCOUNT) return { ok: false, reason: 'full' };
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!result.verified) return { ok: false, reason: 'unverified' };
    const { credential } = result.registrationInfo;
    const passkey: SandboxPasskey = {
      id: credential.id,
      uid: account.uid,
      name: name.trim().slice(0, 64),
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports,
      rpID: rp.rpID,
      createdAt: now,
      lastUsedAt: 0,
      device: userAgent.slice(0, 300),
    };
    passkeys.set(passkey.id, passkey);
    while (passkeys.size > MAX_PASSKEYS) {
      const oldest = passkeys.keys().next().value;
      if (oldest === undefined) break;
      passkeys.delete(oldest);
    }
    return { ok: true, value: passkey };
  } catch {
    return { ok: false, reason: 'unverified' };
  }
}

export async function loginOptions(rp: RelyingParty, now: number) {
  // Discoverable credentials: no allow list, the authenticator offers the passkeys it holds for this host.
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred', timeout: CHALLENGE_TTL_MS });
  remember(options.challenge, { purpose: 'login', uid: null, rpID: rp.rpID, issuedAt: now });
  return options;
}

/** Verifies an assertion against a kept passkey of this host; the signature counter must move on (or stay 0). */
export async function verifyPasskeyLogin(
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  now: number,
): Promise<PasskeyOutcome<SandboxPasskey>> {
  const challenge = clientChallenge(response);
  if (takeChallenge(challenge, { purpose: 'login', uid: null, rpID: rp.rpID }, now) === null) return { ok: false, reason: 'challenge' };
  const passkey = typeof response.id === 'string' ? passkeyById(response.id) : null;
  if (passkey === null || passkey.rpID !== rp.rpID) return { ok: false, reason: 'unknown' };
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: { id: passkey.id, publicKey: passkey.publicKey, counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: false,
    });
    if (!result.verified) return { ok: false, reason: 'unverified' };
    passkey.counter = result.authenticationInfo.newCounter;
    passkey.lastUsedAt = now;
    return { ok: true, value: passkey };
  } catch {
    return { ok: false, reason: 'unverified' };
  }
}

/** Forgets every passkey and challenge (tests, the sandbox reset). */
export function resetPasskeys(): void {
  passkeys.clear();
  challenges.clear();
}
