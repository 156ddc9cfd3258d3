import * as z from 'zod/mini';
import {
  buyOrderSchema,
  buyQuoteSchema,
  depositAddressSchema,
  depositHistorySchema,
  giftCodePreviewSchema,
  moneyCoinsSchema,
  p2pOffersSchema,
  p2pOrderSchema,
  savedAddressesSchema,
  savedAddressSchema,
  withdrawalSchema,
  withdrawalsSchema,
  withdrawSecuritySchema,
  type BuyOrder,
  type BuyQuote,
  type DepositAddress,
  type GiftCodePreview,
  type P2pOrder,
  type SavedAddress,
  type Withdrawal,
} from '../schemas/money';
import { dataOf, envelope } from '../schemas/primitives';
import { decimalInput } from '../schemas/trading';
import { defineEndpoint } from './define-endpoint';

/**
 * Money in and out (issue 22, decision 1840). The specs name the routes (01 §2, 02 §2) but not these calls' paths:
 * they are ours, under /api/web/v1/wallet, /crypto and /c2c, and the sandbox answers them.
 */
const currency = z.string().check(z.regex(/^[A-Z0-9]{2,10}$/, 'Expected a currency code'));
const chain = z.string().check(z.regex(/^[A-Z0-9_]{2,16}$/, 'Expected a network id'));
const fiat = z.string().check(z.regex(/^[A-Z]{3}$/, 'Expected a fiat code'));
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected an id'));
/** A deposit code as the user types it: letters and digits, 8–32 (the wallet's rule checks the exact format). */
const code = z.string().check(z.regex(/^[A-Za-z0-9-]{4,40}$/, 'Expected a deposit code'));

export const moneyCoins = defineEndpoint({
  name: 'moneyCoins',
  method: 'GET',
  path: '/api/web/v1/wallet/coins',
  access: 'user',
  source: 'issue 22: deposit and withdraw coin pickers and networks (02 §2 deposit route)',
  response: envelope(moneyCoinsSchema),
  select: dataOf,
  fallback: { coins: [] },
});

export const depositAddress = defineEndpoint({
  name: 'depositAddress',
  method: 'GET',
  path: '/api/web/v1/wallet/deposit_address',
  access: 'user',
  source: 'issue 22: the address (and memo) of one network (02 §2 /myaccount/deposit/{currency})',
  input: z.object({ currency, chain }),
  response: envelope(z.nullable(depositAddressSchema)),
  select: (body): DepositAddress | null => body.data,
  fallback: null,
});

export const depositHistory = defineEndpoint({
  name: 'depositHistory',
  method: 'GET',
  path: '/api/web/v1/wallet/deposits',
  access: 'user',
  /** Polled while a deposit confirms: every answer is fresh. */
  reuse: false,
  source: 'issue 22: deposit history with live confirmations',
  input: z.object({ currency: z.optional(currency) }),
  response: envelope(depositHistorySchema),
  select: dataOf,
  fallback: { list: [] },
});

export const giftCodePreview = defineEndpoint({
  name: 'giftCodePreview',
  method: 'GET',
  path: '/api/web/v1/wallet/gatecode/preview',
  access: 'user',
  source: 'issue 22: code deposit preview (01 §2 /myaccount/deposit_gatecode)',
  input: z.object({ code }),
  response: envelope(z.nullable(giftCodePreviewSchema)),
  select: (body): GiftCodePreview | null => body.data,
  fallback: null,
});

export const giftCodeRedeem = defineEndpoint({
  name: 'giftCodeRedeem',
  method: 'POST',
  path: '/api/web/v1/wallet/gatecode/redeem',
  effect: 'write',
  access: 'user',
  source: 'issue 22: code deposit redeem (01 §2 /myaccount/deposit_gatecode)',
  input: z.object({ code }),
  response: envelope(z.nullable(giftCodePreviewSchema)),
  select: (body): GiftCodePreview | null => body.data,
  fallback: null,
});

export const withdrawSecurity = defineEndpoint({
  name: 'withdrawSecurity',
  method: 'GET',
  path: '/api/web/v1/wallet/withdraw_security',
  access: 'user',
  source: 'issue 22 and 01 §3: the fund-password frequency and when it was last entered, for the withdrawal step',
  response: envelope(withdrawSecuritySchema),
  select: dataOf,
  fallback: { frequency: null, fundpass_set: false, totp_bound: false, fundpass_entered_at: 0 },
});

export const savedAddresses = defineEndpoint({
  name: 'savedAddresses',
  method: 'GET',
  path: '/api/web/v1/wallet/addresses',
  access: 'user',
  source: 'issue 22: withdrawal address book',
  response: envelope(savedAddressesSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const saveAddress = defineEndpoint({
  name: 'saveAddress',
  method: 'POST',
  path: '/api/web/v1/wallet/addresses',
  effect: 'write',
  access: 'user',
  source: 'issue 22: withdrawal address book (save with a label)',
  input: z.object({
    currency,
    chain,
    address: z.string().check(z.minLength(10), z.maxLength(128)),
    memo: z._default(z.string().check(z.maxLength(64)), ''),
    label: z.string().check(z.minLength(1), z.maxLength(40)),
  }),
  response: envelope(z.nullable(savedAddressSchema)),
  select: (body): SavedAddress | null => body.data,
  fallback: null,
});

export const deleteAddress = defineEndpoint({
  name: 'deleteAddress',
  method: 'POST',
  path: '/api/web/v1/wallet/addresses/delete',
  effect: 'write',
  access: 'user',
  source: 'issue 22: withdrawal address book (delete)',
  input: z.object({ id }),
  response: envelope(z.unknown()),
  select: () => true,
  fallback: false,
});

export const withdraw = defineEndpoint({
  name: 'withdraw',
  method: 'POST',
  path: '/api/web/v1/wallet/withdraw',
  effect: 'write',
  access: 'user',
  source: 'issue 22 and 01 §3: a withdrawal, guarded by the fund-password frequency and the 2FA code',
  input: z.object({
    currency,
    chain,
    address: z.string().check(z.minLength(10), z.maxLength(128)),
    memo: z._default(z.string().check(z.maxLength(64)), ''),
    amount: decimalInput,
    fundpass: z._default(z.string().check(z.maxLength(64)), ''),
    totp: z.string().check(z.regex(/^\d{6}$/, 'Expected a 6-digit code')),
  }),
  response: envelope(z.nullable(withdrawalSchema)),
  select: (body): Withdrawal | null => body.data,
  fallback: null,
});

export const withdrawals = defineEndpoint({
  name: 'withdrawals',
  method: 'GET',
  path: '/api/web/v1/wallet/withdrawals',
  access: 'user',
  source: 'issue 22: withdrawal history',
  input: z.object({ currency: z.optional(currency) }),
  response: envelope(withdrawalsSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const cancelWithdrawal = defineEndpoint({
  name: 'cancelWithdrawal',
  method: 'POST',
  path: '/api/web/v1/wallet/withdrawals/cancel',
  effect: 'write',
  access: 'user',
  source: 'issue 22: cancel a pending withdrawal',
  input: z.object({ id }),
  response: envelope(z.nullable(withdrawalSchema)),
  select: (body): Withdrawal | null => body.data,
  fallback: null,
});

export const buyQuote = defineEndpoint({
  name: 'buyQuote',
  method: 'POST',
  path: '/api/web/v1/crypto/quote',
  /** Each request makes a new quote (a new id and expiry): never a reused answer. */
  effect: 'write',
  access: 'user',
  source: 'issue 22 and 02 §2: buy with card or bank account (a quote that expires)',
  input: z.object({ method: z.enum(['card', 'bank']), fiat, crypto: currency, fiat_amount: decimalInput }),
  response: envelope(z.nullable(buyQuoteSchema)),
  select: (body): BuyQuote | null => body.data,
  fallback: null,
});

export const buyOrder = defineEndpoint({
  name: 'buyOrder',
  method: 'POST',
  path: '/api/web/v1/crypto/orders',
  effect: 'write',
  access: 'user',
  source: 'issue 22 and 02 §2: place a card or bank purchase on a live quote',
  input: z.object({ quote_id: id, payment: z.enum(['visa', 'mastercard', 'sepa', 'swift', 'faster_payments']) }),
  response: envelope(z.nullable(buyOrderSchema)),
  select: (body): BuyOrder | null => body.data,
  fallback: null,
});

export const p2pOffers = defineEndpoint({
  name: 'p2pOffers',
  method: 'GET',
  path: '/api/web/v1/c2c/offers',
  access: 'public',
  source: 'issue 22 and 02 §2: /c2c/USDT_{fiat} merchant offers',
  input: z.object({ side: z.enum(['buy', 'sell']), crypto: currency, fiat }),
  response: envelope(p2pOffersSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const p2pOrder = defineEndpoint({
  name: 'p2pOrder',
  method: 'POST',
  path: '/api/web/v1/c2c/orders',
  effect: 'write',
  access: 'user',
  source: 'issue 22 and 02 §2: open a P2P order (waiting for payment)',
  input: z.object({ offer_id: id, fiat_amount: decimalInput, payment_method: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: envelope(z.nullable(p2pOrderSchema)),
  select: (body): P2pOrder | null => body.data,
  fallback: null,
});
