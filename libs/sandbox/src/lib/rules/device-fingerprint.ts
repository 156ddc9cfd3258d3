/** A fingerprint's time head: 8 hex digits of the issue time in seconds (spec 03 §5; decision 0530). */
const timeHead = (now: number): string => {
  const seconds = Number.isFinite(now) && now > 0 ? Math.floor(now / 1000) : 0;
  return (seconds % 0x100000000).toString(16).padStart(8, '0');
};

/** FNV-1a (32-bit) of the text, starting from `basis`. */
const fnv1a = (text: string, basis: number): number => {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

const BASES = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0xcc9e2d51] as const;

/** 32 hex digits derived from the device token: four FNV-1a hashes with different bases (stable per token). */
export const tokenDigest = (token: string): string => BASES.map((basis) => fnv1a(token, basis).toString(16).padStart(8, '0')).join('');

/**
 * The sandbox device-id answer: 8 hex digits of `now` in seconds + 32 hex derived from the token, so the same
 * device keeps the same tail and every answer is valid per the fingerprint library's rules. Null: no token.
 */
export const sandboxFingerprint = (token: unknown, now: number): string | null =>
  typeof token === 'string' && token !== '' ? timeHead(now) + tokenDigest(token) : null;
