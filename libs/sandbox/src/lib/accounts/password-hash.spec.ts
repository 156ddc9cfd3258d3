import { scrypt } from '@noble/hashes/scrypt.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hash (decision 1830)', () => {
  const salt = new Uint8Array(16).fill(7);

  it('derives the standard scrypt that the browser build (@noble/hashes) derives', () => {
    const stored = hashPassword('Sandbox#2026', salt);
    const [scheme, n, r, p, saltHex, keyHex] = stored.split('$');
    expect([scheme, n, r, p, saltHex]).toEqual(['scrypt', '16384', '8', '1', bytesToHex(salt)]);
    expect(keyHex).toBe(bytesToHex(scrypt('Sandbox#2026', salt, { N: 2 ** 14, r: 8, p: 1, dkLen: 32 })));
  });

  it.each([
    ['the right password', 'Sandbox#2026', true],
    ['another password', 'Sandbox#2027', false],
    ['the same password in another Unicode form (NFKC)', 'Ｓandbox#2026', true],
  ])('verifies %s', (_, password, ok) => {
    expect(verifyPassword(password, hashPassword('Sandbox#2026', salt))).toBe(ok);
  });

  it.each([['md5$1$2'], ['scrypt$0$8$1$00$00'], ['scrypt$16384$8$1$zz$00'], ['scrypt$262144$8$1$00$00']])(
    'never matches a malformed or too costly stored value %s',
    (stored) => expect(verifyPassword('Sandbox#2026', stored)).toBe(false),
  );
});
