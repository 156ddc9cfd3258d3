import { scrypt } from '@noble/hashes/scrypt.js';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js';

/**
 * Password storage for the sandbox's accounts (issue 23 item 1, decision 1830): scrypt (N 2^14, r 8, p 1, 32 bytes)
 * with a 16-byte random salt, kept as `scrypt$N$r$p$salt$hash`. Derived by Node's native scrypt where the sandbox runs
 * in Node (the app's server, unit tests: about 40 ms), and by @noble/hashes where it answers inside Storybook's browser
 * (msw), which has no node:crypto; both compute the same standard scrypt. The JavaScript one costs 0.2 s and more once
 * V8 deoptimises it, which made the unit suite's persona × endpoint table take minutes.
 */
const N = 2 ** 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

interface NativeScrypt {
  scryptSync(
    password: string,
    salt: Uint8Array,
    keyLength: number,
    options: { N: number; r: number; p: number; maxmem: number },
  ): Uint8Array;
}
/** Node's crypto module when the sandbox runs in Node (`process.getBuiltinModule`, Node 20.16+), else undefined. */
const nativeCrypto = (): NativeScrypt | undefined => {
  const host = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
  try {
    const crypto = host.process?.getBuiltinModule?.('node:crypto') as Partial<NativeScrypt> | undefined;
    return typeof crypto?.scryptSync === 'function' ? (crypto as NativeScrypt) : undefined;
  } catch {
    return undefined;
  }
};
const derive = (password: string, salt: Uint8Array, N: number, r: number, p: number, keyLength: number): Uint8Array => {
  const native = nativeCrypto();
  const normalized = password.normalize('NFKC');
  return native === undefined
    ? scrypt(normalized, salt, { N, r, p, dkLen: keyLength })
    : new Uint8Array(native.scryptSync(normalized, salt, keyLength, { N, r, p, maxmem: 256 * N * r }));
};

export function hashPassword(password: string, salt: Uint8Array = randomBytes(16)): string {
  const key = derive(password, salt, N, R, P, KEY_LENGTH);
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
  const key = derive(password, salt, cost, block, parallel, expected.length);
  let difference = key.length ^ expected.length;
  for (let i = 0; i < key.length; i += 1) difference |= (key[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}
