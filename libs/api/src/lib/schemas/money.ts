import * as z from 'zod/mini';
import { amount, count, flag, label, list, text } from './primitives';

/**
 * Money in and out (issue 22, decision 1840): coins and their networks, deposit addresses and history, code
 * deposits, withdrawals with their address book and security step, card/bank quotes and P2P offers.
 */

/** How a network's addresses are checked (the wallet's address rule): EVM, Tron, Bitcoin, Solana, XRP Ledger. */
export const ADDRESS_KINDS = ['evm', 'tron', 'bitcoin', 'solana', 'xrp'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const coinNetworkSchema = z.looseObject({
  /** Network id, e.g. `TRX`, `ETH`, `SOL`. */
  chain: z.string(),
  name: text,
  address_kind: z.catch(z.enum(ADDRESS_KINDS), 'evm'),
  confirmations: count,
  min_deposit: amount,
  /** Expected arrival in minutes. */
  arrival_minutes: count,
  /** Token contract address ('' for a chain's own coin). */
  contract: text,
  memo_required: flag,
  withdraw_fee: amount,
  withdraw_min: amount,
  withdraw_max: amount,
  /** Digits the coin's amounts allow on this network. */
  precision: count,
  deposit_enabled: flag,
  withdraw_enabled: flag,
});
export type CoinNetwork = z.output<typeof coinNetworkSchema>;

export const moneyCoinSchema = z.looseObject({ currency: z.string(), name: text, networks: list(coinNetworkSchema) });
export type MoneyCoin = z.output<typeof moneyCoinSchema>;
export const moneyCoinsSchema = z.looseObject({ coins: list(moneyCoinSchema) });
export type MoneyCoins = z.output<typeof moneyCoinsSchema>;

export const depositAddressSchema = z.looseObject({ currency: text, chain: text, address: text, memo: text });
export type DepositAddress = z.output<typeof depositAddressSchema>;

export const DEPOSIT_STATUSES = ['pending', 'confirming', 'credited', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositRecordSchema = z.looseObject({
  id: label,
  currency: text,
  chain: text,
  amount: amount,
  status: z.catch(z.enum(DEPOSIT_STATUSES), 'pending'),
  confirmations: count,
  required_confirmations: count,
  txid: text,
  /** Epoch ms. */
  created_at: count,
});
export type DepositRecord = z.output<typeof depositRecordSchema>;
export const depositHistorySchema = z.looseObject({ list: list(depositRecordSchema) });
export type DepositHistory = z.output<typeof depositHistorySchema>;

export const giftCodePreviewSchema = z.looseObject({ code: text, currency: text, amount: amount });
export type GiftCodePreview = z.output<typeof giftCodePreviewSchema>;

export const withdrawSecuritySchema = z.looseObject({
  /** Spec 01 §3: 1 one hour, 2 every time, 0 never; null when no fund password is set. */
  frequency: z.catch(z.nullable(z.union([z.literal(0), z.literal(1), z.literal(2)])), null),
  fundpass_set: flag,
  totp_bound: flag,
  /** When the fund password was last entered correctly (epoch ms), 0 for never. */
  fundpass_entered_at: count,
});
export type WithdrawSecurity = z.output<typeof withdrawSecuritySchema>;

export const savedAddressSchema = z.looseObject({
  id: label,
  currency: text,
  chain: text,
  address: text,
  memo: text,
  label: text,
});
export type SavedAddress = z.output<typeof savedAddressSchema>;
export const savedAddressesSchema = z.looseObject({ list: list(savedAddressSchema) });
export type SavedAddresses = z.output<typeof savedAddressesSchema>;

export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'completed', 'cancelled', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalSchema = z.looseObject({
  id: label,
  currency: text,
  chain: text,
  address: text,
  memo: text,
  amount: amount,
  fee: amount,
  status: z.catch(z.enum(WITHDRAWAL_STATUSES), 'pending'),
  created_at: count,
});
export type Withdrawal = z.output<typeof withdrawalSchema>;
export const withdrawalsSchema = z.looseObject({ list: list(withdrawalSchema) });
export type Withdrawals = z.output<typeof withdrawalsSchema>;

export const BUY_METHODS = ['card', 'bank'] as const;
export type BuyMethod = (typeof BUY_METHODS)[number];

export const buyQuoteSchema = z.looseObject({
  quote_id: text,
  method: z.catch(z.enum(BUY_METHODS), 'card'),
  fiat: text,
  crypto: text,
  fiat_amount: amount,
  price: amount,
  fee: amount,
  crypto_amount: amount,
  /** Epoch ms when the quote expires. */
  expires_at: count,
});
export type BuyQuote = z.output<typeof buyQuoteSchema>;

export const buyOrderSchema = z.looseObject({
  id: label,
  quote_id: text,
  status: z.catch(z.enum(['processing', 'completed', 'failed']), 'processing'),
  fiat: text,
  crypto: text,
  fiat_amount: amount,
  crypto_amount: amount,
});
export type BuyOrder = z.output<typeof buyOrderSchema>;

export const p2pOfferSchema = z.looseObject({
  id: label,
  merchant: text,
  side: z.catch(z.enum(['buy', 'sell']), 'buy'),
  crypto: text,
  fiat: text,
  price: amount,
  available: amount,
  min_fiat: amount,
  max_fiat: amount,
  payment_methods: list(z.string()),
  orders: count,
  /** Completion rate, 0–100. */
  completion_rate: count,
});
export type P2pOffer = z.output<typeof p2pOfferSchema>;
export const p2pOffersSchema = z.looseObject({ list: list(p2pOfferSchema) });
export type P2pOffers = z.output<typeof p2pOffersSchema>;

export const p2pOrderSchema = z.looseObject({
  id: label,
  offer_id: text,
  merchant: text,
  side: z.catch(z.enum(['buy', 'sell']), 'buy'),
  crypto: text,
  fiat: text,
  price: amount,
  fiat_amount: amount,
  crypto_amount: amount,
  payment_method: text,
  status: z.catch(z.enum(['waiting_payment', 'paid', 'completed', 'cancelled']), 'waiting_payment'),
  /** Epoch ms by which the buyer must pay. */
  pay_by: count,
});
export type P2pOrder = z.output<typeof p2pOrderSchema>;
