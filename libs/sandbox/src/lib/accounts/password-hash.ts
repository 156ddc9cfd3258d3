import { scrypt } from '@noble/hashes/scrypt.js';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js';

/**
 * Password storage for the sandbox's accounts (issue 23 item 1, decision 1830): scrypt (N 2^14, r 8, p 1, 32 bytes)
 * with a 16-byte random salt, kept as `scrypt$N$r$p$salt$hash`. @noble/hashes rather than node:crypto because the
 * sandbox also answers inside Storybook's browser (msw).
 */
const N = 2 ** 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPassword(password: string, salt: Uint8Array = randomBytes(16)): string {
  const key = scrypt(password.normalize('NFKC'), salt, { N, r: R, p: P, dkLen: KEY_LENGTH });
  return ['scrypt', N, R, P, bytesToHex(salt), bytesToHex(key)].join('$');
}

/** Constant-time comparison of the derived key; a malformed stored value never matches. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || saltHex === undefined || keyHex === undefined) return false;
  const cost = Number(n);
  const block = Number(r);
  const parallel = Number(p);
  if (![cost, block, parallel].every((v) => Number.isInteger(v) && v > 0) || cost > 2 ** 17) return false;
  let expected: Uint8Array;
  let salt: Uint8Array;
  try {
    expected = hexToBytes(keyHex);
    salt = hexToBytes(saltHex);
  } catch {
    return false;
  }
  const key = scrypt(password.normalize('NFKC'), salt, { N: cost, r: block, p: parallel, dkLen: expected.length });
  let difference = key.length ^ expected.length;
  for (let i = 0; i < key.length; i += 1) difference |= (key[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}
