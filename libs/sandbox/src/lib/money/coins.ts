import type { AddressKind, CoinNetwork, MoneyCoin } from '@exchange/api';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base58, base58xrp, bech32, createBase58check } from '@scure/base';

/**
 * The coins and networks of the sandbox exchange (issue 22, decision 1840): USDT on Tron, Ethereum and Solana,
 * BTC on Bitcoin, ETH on Ethereum and Arbitrum, XRP with its destination tag. Numbers are plausible, not live.
 */
const network = (partial: Partial<CoinNetwork> & Pick<CoinNetwork, 'chain' | 'name' | 'address_kind'>): CoinNetwork => ({
  confirmations: 12,
  min_deposit: '1',
  arrival_minutes: 5,
  contract: '',
  memo_required: false,
  withdraw_fee: '1',
  withdraw_min: '10',
  withdraw_max: '100000',
  precision: 6,
  deposit_enabled: true,
  withdraw_enabled: true,
  ...partial,
});

export const SANDBOX_COINS: readonly MoneyCoin[] = [
  {
    currency: 'USDT',
    name: 'Tether',
    networks: [
      network({
        chain: 'TRX',
        name: 'Tron (TRC20)',
        address_kind: 'tron',
        confirmations: 20,
        min_deposit: '1',
        arrival_minutes: 2,
        contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        withdraw_fee: '1',
        withdraw_min: '10',
        withdraw_max: '500000',
      }),
      network({
        chain: 'ETH',
        name: 'Ethereum (ERC20)',
        address_kind: 'evm',
        confirmations: 12,
        min_deposit: '5',
        arrival_minutes: 4,
        contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        withdraw_fee: '4.5',
        withdraw_min: '20',
        withdraw_max: '500000',
      }),
      network({
        chain: 'SOL',
        name: 'Solana',
        address_kind: 'solana',
        confirmations: 1,
        min_deposit: '1',
        arrival_minutes: 1,
        contract: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
        withdraw_fee: '1.5',
        withdraw_min: '10',
        withdraw_max: '300000',
      }),
    ],
  },
  {
    currency: 'BTC',
    name: 'Bitcoin',
    networks: [
      network({
        chain: 'BTC',
        name: 'Bitcoin',
        address_kind: 'bitcoin',
        confirmations: 2,
        min_deposit: '0.0001',
        arrival_minutes: 30,
        withdraw_fee: '0.0002',
        withdraw_min: '0.001',
        withdraw_max: '50',
        precision: 8,
      }),
    ],
  },
  {
    currency: 'ETH',
    name: 'Ethereum',
    networks: [
      network({
        chain: 'ETH',
        name: 'Ethereum (ERC20)',
        address_kind: 'evm',
        confirmations: 12,
        min_deposit: '0.005',
        arrival_minutes: 4,
        withdraw_fee: '0.002',
        withdraw_min: '0.01',
        withdraw_max: '1000',
        precision: 8,
      }),
      network({
        chain: 'ARBITRUM',
        name: 'Arbitrum One',
        address_kind: 'evm',
        confirmations: 20,
        min_deposit: '0.001',
        arrival_minutes: 3,
        withdraw_fee: '0.0003',
        withdraw_min: '0.003',
        withdraw_max: '1000',
        precision: 8,
      }),
    ],
  },
  {
    currency: 'XRP',
    name: 'XRP',
    networks: [
      network({
        chain: 'XRP',
        name: 'XRP Ledger',
        address_kind: 'xrp',
        confirmations: 1,
        min_deposit: '1',
        arrival_minutes: 1,
        memo_required: true,
        withdraw_fee: '0.25',
        withdraw_min: '20',
        withdraw_max: '1000000',
      }),
    ],
  },
];

export const findNetwork = (currency: unknown, chain: unknown): { coin: MoneyCoin; network: CoinNetwork } | null => {
  const coin = SANDBOX_COINS.find((c) => c.currency === currency);
  const found = coin?.networks.find((n) => n.chain === chain);
  return coin && found ? { coin, network: found } : null;
};

const bytesFor = (seed: string, length: number): Uint8Array => keccak_256(utf8ToBytes(seed)).slice(0, length);
const base58check = createBase58check(sha256);
/** Base58check over the XRP Ledger's alphabet: payload + the first 4 bytes of sha256(sha256(payload)). */
const xrpCheck = {
  encode: (payload: Uint8Array): string => base58xrp.encode(Uint8Array.from([...payload, ...sha256(sha256(payload)).slice(0, 4)])),
};

/** EIP-55 mixed-case checksum of 20 bytes. */
const eip55 = (body: Uint8Array): string => {
  const hex = Array.from(body, (b) => b.toString(16).padStart(2, '0')).join('');
  const hash = keccak_256(utf8ToBytes(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const char = hex.charAt(i);
    out += nibble >= 8 ? char.toUpperCase() : char;
  }
  return out;
};

/** A valid address of the network's kind, stable for a seed (the user and the network). */
export function addressFor(kind: AddressKind, seed: string): string {
  switch (kind) {
    case 'evm':
      return eip55(bytesFor(seed, 20));
    case 'tron':
      return base58check.encode(Uint8Array.from([0x41, ...bytesFor(seed, 20)]));
    case 'bitcoin':
      return bech32.encode('bc', [0, ...bech32.toWords(bytesFor(seed, 20))]);
    case 'solana':
      return base58.encode(bytesFor(seed, 32));
    case 'xrp':
      return xrpCheck.encode(Uint8Array.from([0x00, ...bytesFor(seed, 20)]));
  }
}

/** The user's deposit address and memo on a network: the same every visit (issue 22). */
export function depositAddressOf(uid: string, currency: string, network: CoinNetwork): { address: string; memo: string } {
  const seed = `sandbox-deposit:${uid}:${network.chain}`;
  const memo = network.memo_required ? String(100000 + (Number.parseInt(uid, 10) % 900000)) : '';
  // Every coin of one network shares the address (as on real exchanges); the memo tells users apart.
  void currency;
  return { address: addressFor(network.address_kind, seed), memo };
}
