import type { AddressKind } from '@exchange/api';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, base58xrp, bech32, bech32m } from '@scure/base';

/**
 * Withdrawal address checks per network kind (issue 22, decision 1841), with the real checksums, as the user types:
 * - `evm` (Ethereum, Arbitrum…): `0x` + 40 hex; mixed case must match the EIP-55 keccak checksum (all lower or all
 *   upper case carries no checksum and is accepted, as wallets do).
 * - `tron`: base58check (double SHA-256), 21 bytes starting 0x41 (`T…`).
 * - `bitcoin`: legacy base58check P2PKH (version 0x00, `1…`) or P2SH (0x05, `3…`); segwit v0 bech32 (`bc1q…`,
 *   20 or 32-byte program) or v1+ bech32m (`bc1p…`), as BIP-173 and BIP-350 require.
 * - `solana`: base58 of exactly 32 bytes (the network has no checksum).
 * - `xrp`: base58check over the XRP alphabet, 21 bytes starting 0x00 (`r…`).
 */
export type AddressVerdict = 'ok' | 'empty' | 'format' | 'checksum';

const HEX40 = /^0x[0-9a-fA-F]{40}$/;

const bytesToHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The EIP-55 form of a 40-hex-digit body (lower case in). */
export function toChecksumAddress(lowerHexBody: string): string {
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lowerHexBody)));
  let out = '0x';
  for (let i = 0; i < lowerHexBody.length; i += 1) {
    const char = lowerHexBody.charAt(i);
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

function checkEvm(address: string): AddressVerdict {
  if (!HEX40.test(address)) return 'format';
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return 'ok';
  return toChecksumAddress(body.toLowerCase()) === address ? 'ok' : 'checksum';
}

/** Base58 text decoded without its checksum; 'format' for characters outside the alphabet. */
function decodeBase58(address: string, alphabet: typeof base58): Uint8Array | null {
  try {
    return alphabet.decode(address);
  } catch {
    return null;
  }
}

/** A base58check payload: its version byte and length, or 'checksum' when the four last bytes disagree. */
function checkBase58Check(address: string, alphabet: typeof base58, versions: readonly number[], length = 21): AddressVerdict {
  const raw = decodeBase58(address, alphabet);
  if (raw === null || raw.length !== length + 4 || !versions.includes(raw[0] ?? -1)) return 'format';
  const payload = raw.slice(0, length);
  const expected = sha256(sha256(payload)).slice(0, 4);
  return sameBytes(expected, raw.slice(length)) ? 'ok' : 'checksum';
}

function checkSegwit(address: string): AddressVerdict {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return 'format';
  if (!/^bc1[02-9ac-hj-np-z]{8,87}$/.test(lower)) return 'format';
  const version = lower.charAt(3) === 'q' ? 0 : 1;
  const codec = version === 0 ? bech32 : bech32m;
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = codec.decode(lower as `${string}1${string}`, 90);
  } catch {
    // Right characters, wrong checksum (or the other bech32 variant's checksum): a typo.
    return 'checksum';
  }
  const [witnessVersion, ...words] = decoded.words;
  if (decoded.prefix !== 'bc' || witnessVersion === undefined || witnessVersion > 16) return 'format';
  let program: Uint8Array;
  try {
    program = bech32.fromWords(words);
  } catch {
    return 'format';
  }
  if (witnessVersion === 0 && program.length !== 20 && program.length !== 32) return 'format';
  if (program.length < 2 || program.length > 40) return 'format';
  return 'ok';
}

function checkBitcoin(address: string): AddressVerdict {
  if (/^bc1/i.test(address)) return checkSegwit(address);
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) return 'format';
  return checkBase58Check(address, base58, [0x00, 0x05]);
}

function checkTron(address: string): AddressVerdict {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'format';
  return checkBase58Check(address, base58, [0x41]);
}

function checkSolana(address: string): AddressVerdict {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return 'format';
  const raw = decodeBase58(address, base58);
  return raw !== null && raw.length === 32 ? 'ok' : 'format';
}

function checkXrp(address: string): AddressVerdict {
  if (!/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/.test(address)) return 'format';
  return checkBase58Check(address, base58xrp, [0x00]);
}

const CHECKS: Readonly<Record<AddressKind, (address: string) => AddressVerdict>> = {
  evm: checkEvm,
  tron: checkTron,
  bitcoin: checkBitcoin,
  solana: checkSolana,
  xrp: checkXrp,
};

/** The verdict on an address for a network kind; surrounding spaces are ignored, inner ones are not. */
export function checkAddress(kind: AddressKind, input: string): AddressVerdict {
  const address = input.trim();
  if (address === '') return 'empty';
  return CHECKS[kind](address);
}
