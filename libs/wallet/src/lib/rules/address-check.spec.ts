import type { AddressKind } from '@exchange/api';
import { checkAddress, toChecksumAddress, type AddressVerdict } from './address-check';

/** Issue 22: real addresses of each network, valid and broken (a changed character, a wrong case, another network's). */
const CASES: readonly [string, AddressKind, string, AddressVerdict][] = [
  // Ethereum-style: EIP-55 examples
  ['EIP-55 example 1', 'evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ok'],
  ['EIP-55 example 2', 'evm', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'ok'],
  ['EIP-55 example 3', 'evm', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', 'ok'],
  ['USDT contract on Ethereum', 'evm', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 'ok'],
  ['all lower case (no checksum)', 'evm', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'ok'],
  ['all upper case (no checksum)', 'evm', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', 'ok'],
  ['one letter in the wrong case', 'evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'checksum'],
  ['39 hex digits', 'evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'format'],
  ['no 0x', 'evm', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00', 'format'],
  ['a Tron address on Ethereum', 'evm', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'format'],
  // Tron
  ['USDT contract on Tron', 'tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'ok'],
  ['Tron: last character changed', 'tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'checksum'],
  ['Tron: too short', 'tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', 'format'],
  ['Tron: an Ethereum address', 'tron', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 'format'],
  // Bitcoin
  ['genesis P2PKH', 'bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'ok'],
  ['P2PKH: last character changed', 'bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'checksum'],
  ['BIP-13 P2SH', 'bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'ok'],
  ['BIP-173 segwit v0', 'bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'ok'],
  ['BIP-173 segwit v0 upper case', 'bitcoin', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'ok'],
  ['segwit v0: checksum broken', 'bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum'],
  ['BIP-350 taproot (bech32m)', 'bitcoin', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'ok'],
  ['mixed case bech32', 'bitcoin', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'format'],
  ['testnet segwit on mainnet', 'bitcoin', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'format'],
  ['Tron address on Bitcoin', 'bitcoin', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'format'],
  // Solana (no checksum: 32 bytes of base58)
  ['USDT mint on Solana', 'solana', 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', 'ok'],
  ['wrapped SOL mint', 'solana', 'So11111111111111111111111111111111111111112', 'ok'],
  ['Solana: 0 is not base58', 'solana', 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8Benw0YB', 'format'],
  ['Solana: too few bytes', 'solana', 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8Be', 'format'],
  // XRP Ledger
  ['XRP genesis account', 'xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'ok'],
  ['XRP: last character changed', 'xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTj', 'checksum'],
  ['XRP: Bitcoin address', 'xrp', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'format'],
  // Any kind
  ['empty', 'evm', '', 'empty'],
  ['spaces only', 'tron', '   ', 'empty'],
  ['surrounding spaces are ignored', 'tron', '  TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ', 'ok'],
];

describe('checkAddress (issue 22: real checksums per network)', () => {
  it.each(CASES)('%s (%s)', (_label, kind, address, verdict) => expect(checkAddress(kind, address)).toBe(verdict));

  it('computes the EIP-55 form', () =>
    expect(toChecksumAddress('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'));
});
