import { kycLevelOneOrAbove, type BuyQuote, type P2pOffer, type Withdrawal } from '@exchange/api';
import { accountByUid, checkFundPassword, hasFundPassword, verifyTwoFactor } from '../accounts/account-store';
import { SANDBOX_COINS, depositAddressOf, findNetwork } from '../money/coins';
import { depositAt } from '../money/deposits';
import { spotUnits } from '../money/ledger';
import { emptyMoneyState, type MoneyState } from '../money/money-state';
import { fromUnits, toUnits } from '../rules/funds-transfer';
import type { SessionState } from '../state/session-state';
import { availableWallet } from '../trading/session-trading';
import { ok, refuse, type Responder, type SandboxAnswer, type SandboxContext } from './context';
import { forUser, type UserContext } from './for-user';

/** Issue 22 (decision 1840): the sandbox's money calls. Refusal codes are ours (the specs show none). */
export const MONEY_CODES = {
  kyc: 30001,
  restricted: 30002,
  withdrawOnly: 30003,
  network: 30010,
  address: 30011,
  amount: 30012,
  balance: 30013,
  fundpass: 30020,
  totp: 30021,
  codeUnknown: 30030,
  codeUsed: 30031,
  codeExpired: 30032,
  notPending: 30040,
  quoteExpired: 30050,
  offer: 30060,
  csrf: 10010,
} as const;

/** Deposit codes the sandbox knows (issue 22): two valid ones, one already used, one expired. */
export const SANDBOX_GIFT_CODES: Readonly<Record<string, { currency: string; amount: string; state: 'valid' | 'used' | 'expired' }>> = {
  'GIFT-USDT-0050': { currency: 'USDT', amount: '50', state: 'valid' },
  'GIFT-BTC1-0001': { currency: 'BTC', amount: '0.001', state: 'valid' },
  'GIFT-USED-0000': { currency: 'USDT', amount: '20', state: 'used' },
  'GIFT-EXPD-0000': { currency: 'USDT', amount: '20', state: 'expired' },
};

/** A card/bank quote holds its price this long. */
export const QUOTE_TTL_MS = 30_000;
/** A P2P buyer has this long to pay. */
export const P2P_PAY_WINDOW_MS = 15 * 60_000;

/** Fiat per USDT (the quotes' and offers' reference prices). */
export const FIAT_PER_USDT: Readonly<Record<string, number>> = { USD: 1, EUR: 0.92, GBP: 0.79, TRY: 34.2, BRL: 5.6 };
const USDT_PER_COIN: Readonly<Record<string, number>> = { USDT: 1, BTC: 97000, ETH: 3400 };

const moneyOf = (state: SessionState): MoneyState => state.money ?? emptyMoneyState();
const withMoney = (answer: SandboxAnswer, update: (money: MoneyState) => MoneyState): SandboxAnswer => ({
  ...answer,
  update: (state) => ({ ...state, money: update(moneyOf(state)) }),
});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const csrfOk = (csrf: SandboxContext['csrf']): boolean => {
  const header = csrf?.header?.trim() ?? '';
  return header !== '' && (csrf?.cookie == null || csrf.cookie === '' || csrf.cookie === header);
};

type Feature = 'deposit' | 'withdraw' | 'buy';
/** Every money operation needs KYC level 1 (decision 1840); the compliance menu and withdraw-only users close some. */
const accessRefusal = ({ account, persona }: UserContext, feature: Feature): SandboxAnswer | null => {
  if (!kycLevelOneOrAbove(account.userInfo.verified))
    return refuse(MONEY_CODES.kyc, 'Complete identity verification (KYC level 1) to use this feature');
  if (persona.compliance.menu.includes(feature)) return refuse(MONEY_CODES.restricted, 'This feature is not available in your region');
  if (feature !== 'withdraw' && persona.compliance.toast.is_withdraw_only_user)
    return refuse(MONEY_CODES.withdrawOnly, 'Your account can only withdraw. Create a ticket for help.');
  return null;
};

const walletNow = (context: UserContext) => availableWallet(context.account, context.state, context.now);

const quoteFor = (input: Record<string, unknown>, now: number, id: string): BuyQuote | null => {
  const fiat = str(input['fiat']);
  const crypto = str(input['crypto']);
  const fiatAmount = Number(str(input['fiat_amount']));
  const perUsdt = FIAT_PER_USDT[fiat];
  const usdtPerCoin = USDT_PER_COIN[crypto];
  if (perUsdt === undefined || usdtPerCoin === undefined || !(fiatAmount > 0)) return null;
  const method = input['method'] === 'bank' ? 'bank' : 'card';
  // The price drifts a little every 30 s window, so a refreshed quote visibly differs.
  const drift = 1 + (Math.floor(now / QUOTE_TTL_MS) % 7) * 0.0004;
  const price = perUsdt * usdtPerCoin * drift;
  const fee = Math.max(method === 'card' ? fiatAmount * 0.018 : fiatAmount * 0.005, method === 'card' ? 1.5 : 0.5);
  const cryptoAmount = Math.max(0, (fiatAmount - fee) / price);
  return {
    quote_id: id,
    method,
    fiat,
    crypto,
    fiat_amount: fiatAmount.toFixed(2),
    price: price.toFixed(crypto === 'USDT' ? 4 : 2),
    fee: fee.toFixed(2),
    crypto_amount: cryptoAmount.toFixed(crypto === 'USDT' ? 2 : 8),
    expires_at: now + QUOTE_TTL_MS,
  };
};

const MERCHANTS = ['CryptoKing', 'FastPay', 'NorthStar OTC', 'TrustTrade', 'BlueWhale'] as const;
const PAYMENTS = [['Bank transfer'], ['Bank transfer', 'Wise'], ['Revolut'], ['Bank transfer', 'Revolut', 'Wise'], ['SEPA']] as const;

/** The P2P book for a fiat: five merchants per side, prices around the reference. */
export function p2pOffersFor(side: 'buy' | 'sell', crypto: string, fiat: string): P2pOffer[] {
  const reference = (FIAT_PER_USDT[fiat] ?? 1) * (USDT_PER_COIN[crypto] ?? 1);
  return MERCHANTS.map((merchant, i) => ({
    id: `${side}-${fiat}-${i + 1}`,
    merchant,
    side,
    crypto,
    fiat,
    price: (reference * (side === 'buy' ? 1.002 + i * 0.001 : 0.998 - i * 0.001)).toFixed(fiat === 'TRY' ? 2 : 3),
    available: String(5000 - i * 700),
    min_fiat: String(Math.round(reference * (10 + i * 10))),
    max_fiat: String(Math.round(reference * (2000 + i * 500))),
    payment_methods: [...(PAYMENTS[i] ?? ['Bank transfer'])],
    orders: 1200 - i * 180,
    completion_rate: 99 - i * 2,
  }));
}

/** A code's preview, or the server's message for an unknown, used or expired code. */
const previewCode = (context: UserContext): SandboxAnswer => {
  const refusal = accessRefusal(context, 'deposit');
  if (refusal) return refusal;
  const code = str(context.input['code']).toUpperCase();
  const known = SANDBOX_GIFT_CODES[code];
  if (!known) return refuse(MONEY_CODES.codeUnknown, 'This code does not exist');
  if (known.state === 'used' || moneyOf(context.state).redeemed.some((r) => r.code === code))
    return refuse(MONEY_CODES.codeUsed, 'This code has already been redeemed');
  if (known.state === 'expired') return refuse(MONEY_CODES.codeExpired, 'This code has expired');
  return ok({ code, currency: known.currency, amount: known.amount });
};

export const moneyResponders = {
  moneyCoins: forUser(() => ok({ coins: SANDBOX_COINS })),
  depositAddress: forUser((context) => {
    const refusal = accessRefusal(context, 'deposit');
    if (refusal) return refusal;
    const found = findNetwork(context.input['currency'], context.input['chain']);
    if (!found) return refuse(MONEY_CODES.network, 'This coin is not supported on that network');
    return ok({
      currency: found.coin.currency,
      chain: found.network.chain,
      ...depositAddressOf(context.account.userInfo.uid, found.coin.currency, found.network),
    });
  }),
  depositHistory: forUser(({ state, input, now }) => {
    const currency = input['currency'];
    const list = moneyOf(state)
      .deposits.filter((d) => currency === undefined || currency === '' || d.currency === currency)
      .map((d) => depositAt(d, now))
      .reverse();
    const codes = moneyOf(state).redeemed.filter((r) => currency === undefined || currency === '' || r.currency === currency);
    return ok({
      list: [
        ...list,
        ...codes.map((r, i) => ({
          id: `code-${i + 1}`,
          currency: r.currency,
          chain: 'CODE',
          amount: r.amount,
          status: 'credited',
          confirmations: 0,
          required_confirmations: 0,
          txid: r.code,
          created_at: 0,
        })),
      ],
    });
  }),
  giftCodePreview: forUser(previewCode),
  giftCodeRedeem: forUser((context) => {
    if (!csrfOk(context.csrf)) return refuse(MONEY_CODES.csrf, 'Invalid CSRF token');
    const preview = previewCode(context);
    const body = preview.body as { code: number; data: { code: string; currency: string; amount: string } | null };
    if (body.code !== 0 || body.data === null) return preview;
    const redeemed = body.data;
    return withMoney(ok(redeemed), (money) => ({ ...money, redeemed: [...money.redeemed, redeemed] }));
  }),
  withdrawSecurity: forUser(({ account, state, auth }) => {
    const owner = auth?.account() ?? accountByUid(account.userInfo.uid);
    // Issue 23 item 1 (decision 1906): the account's own fund password, the one /myaccount/fundpass_setup sets.
    const set = hasFundPassword(owner);
    return ok({
      frequency: set ? (state.fundPasswordFrequency ?? account.fundPasswordFrequency) : null,
      fundpass_set: set,
      totp_bound: owner !== null && owner.totpSecret !== null,
      fundpass_entered_at: moneyOf(state).fundpassEnteredAt,
    });
  }),
  savedAddresses: forUser(({ state }) => ok({ list: moneyOf(state).addresses })),
  saveAddress: forUser(({ input, state, csrf }) => {
    if (!csrfOk(csrf)) return refuse(MONEY_CODES.csrf, 'Invalid CSRF token');
    const found = findNetwork(input['currency'], input['chain']);
    if (!found) return refuse(MONEY_CODES.network, 'This coin is not supported on that network');
    const money = moneyOf(state);
    const saved = {
      id: `addr-${money.nextId}`,
      currency: found.coin.currency,
      chain: found.network.chain,
      address: str(input['address']),
      memo: str(input['memo']),
      label: str(input['label']),
    };
    return withMoney(ok(saved), (m) => ({ ...m, addresses: [...m.addresses, saved], nextId: m.nextId + 1 }));
  }),
  deleteAddress: forUser(({ input, csrf }) => {
    if (!csrfOk(csrf)) return refuse(MONEY_CODES.csrf, 'Invalid CSRF token');
    const id = str(input['id']);
    return withMoney(ok(null), (m) => ({ ...m, addresses: m.addresses.filter((a) => a.id !== id) }));
  }),
  withdraw: forUser((context) => {
    const { input, state, now, account } = context;
    if (!csrfOk(context.csrf)) return refuse(MONEY_CODES.csrf, 'Invalid CSRF token');
    const refusal = accessRefusal(context, 'withdraw');
    if (refusal) return refusal;
    const found = findNetwork(input['currency'], input['chain']);
    if (!found || !found.network.withdraw_enabled) return refuse(MONEY_CODES.network, 'Withdrawals on this network are suspended');
    const address = str(input['address']);
    if (address.length < 10) return refuse(MONEY_CODES.address, 'Invalid address for this network');
    if (found.network.memo_required && str(input['memo']) === '') return refuse(MONEY_CODES.address, 'This network needs a memo (tag)');
    const units = toUnits(str(input['amount']));
    const min = toUnits(found.network.withdraw_min) ?? 0n;
    const max = toUnits(found.network.withdraw_max) ?? 0n;
    if (units === null || units < min || units > max)
      return refuse(MONEY_CODES.amount, `Amount must be between ${found.network.withdraw_min} and ${found.network.withdraw_max}`);
    if (units > spotUnits(walletNow(context), found.coin.currency)) return refuse(MONEY_CODES.balance, 'Insufficient balance');
    // Spec 01 §3: the fund password per the user's frequency (0 never, 1 once an hour, 2 every time).
    // Issue 23 item 1 (decision 1906): the account's own fund password; the 2FA code, or with 2FA off the mailed code (1908).
    const owner = context.auth?.account() ?? accountByUid(account.userInfo.uid);
    if (!hasFundPassword(owner)) return refuse(MONEY_CODES.fundpass, 'Please set a fund password first');
    const frequency = state.fundPasswordFrequency ?? account.fundPasswordFrequency;
    const money = moneyOf(state);
    const fundpass = str(input['fundpass']);
    const needsFundpass = frequency === 2 || (frequency === 1 && now - money.fundpassEnteredAt >= 60 * 60 * 1000);
    if (needsFundpass && fundpass === '') return refuse(MONEY_CODES.fundpass, 'Please enter your fund password');
    if (fundpass !== '' && !checkFundPassword(owner, fundpass)) return refuse(MONEY_CODES.fundpass, 'Incorrect fund password');
    if (!verifyTwoFactor(owner, str(input['totp']), now)) return refuse(MONEY_CODES.totp, 'Incorrect 2FA code');
    const withdrawal: Withdrawal = {
      id: `wd-${money.nextId}`,
      currency: found.coin.currency,
      chain: found.network.chain,
      address,
      memo: str(input['memo']),
      amount: fromUnits(units),
      fee: found.network.withdraw_fee,
      status: 'pending',
      created_at: now,
    };
    return withMoney(ok(withdrawal), (m) => ({
      ...m,
      withdrawals: [...m.withdrawals, withdrawal],
      nextId: m.nextId + 1,
      fundpassEnteredAt: fundpass !== '' ? now : m.fundpassEnteredAt,
    }));
  }),
  withdrawals: forUser(({ state, input }) => {
    const currency = input['currency'];
    return ok({
      list: moneyOf(state)
        .withdrawals.filter((w) => currency === undefined || currency === '' || w.currency === currency)
        .slice()
        .reverse(),
    });
  }),
  cancelWithdrawal: forUser(({ state, input, csrf }) => {
    if (!csrfOk(csrf)) return refuse(MONEY_CODES.csrf, 'Invalid CSRF token');
    const id = str(input['id']);
    const found = moneyOf(state).withdrawals.find((w) => w.id === id);
    if (!found || found.status !== 'pending') return refuse(MONEY_CODES.notPending, 'Only a pending withdrawal can be cancelled');
    const cancelled: Withdrawal = { ...found, status: 'cancelled' };
    return withMoney(ok(cancelled), (m) => ({ ...m, withdrawals: m.withdrawals.map((w) => (w.id === id ? cancelled : w)) }));
  }),
  buyQuote: forUser((context) => {
    const refusal = accessRefusal(context, 'buy');
    if (refusal) return refusal;
    const quote = quoteFor(context.input, context.now, `q-${context.now.toString(36)}`);
    if (!quote) return refuse(MONEY_CODES.amount, 'Enter an amount to get a quote');
    return withMoney(ok(quote), (m) => ({ ...m, quotes: [...m.quotes.slice(-9), quote] }));
  }),
  buyOrder: forUser((context) => {
    if (!csrfOk(context.csrf)) return refuse(MONEY_CODES.csrf, 'Invalid CSRF token');
    const refusal = accessRefusal(context, 'buy');
    if (refusal) return refusal;
    const money = moneyOf(context.state);
    const quote = money.quotes.find((q) => q.quote_id === context.input['quote_id']);
    if (!quote || quote.expires_at <= context.now)
      return refuse(MONEY_CODES.quoteExpired, 'The quote has expired. Refresh it to continue.');
    const order = {
      id: `buy-${money.nextId}`,
      quote_id: quote.quote_id,
      status: 'completed' as const,
      fiat: quote.fiat,
      crypto: quote.crypto,
      fiat_amount: quote.fiat_amount,
      crypto_amount: quote.crypto_amount,
    };
    return withMoney(ok(order), (m) => ({ ...m, buyOrders: [...m.buyOrders, order], nextId: m.nextId + 1 }));
  }),
  p2pOffers: ({ input }) => {
    const side = input['side'] === 'sell' ? 'sell' : 'buy';
    return ok({ list: p2pOffersFor(side, str(input['crypto']) || 'USDT', str(input['fiat']) || 'USD') });
  },
  p2pOrder: forUser((context) => {
    if (!csrfOk(context.csrf)) return refuse(MONEY_CODES.csrf, 'Invalid CSRF token');
    const refusal = accessRefusal(context, 'buy');
    if (refusal) return refusal;
    const offerId = str(context.input['offer_id']);
    const [side, fiat] = offerId.split('-');
    const offer = p2pOffersFor(side === 'sell' ? 'sell' : 'buy', 'USDT', fiat ?? 'USD').find((o) => o.id === offerId);
    if (!offer) return refuse(MONEY_CODES.offer, 'This offer is no longer available');
    const fiatAmount = Number(str(context.input['fiat_amount']));
    if (!(fiatAmount >= Number(offer.min_fiat) && fiatAmount <= Number(offer.max_fiat)))
      return refuse(MONEY_CODES.amount, `Amount must be between ${offer.min_fiat} and ${offer.max_fiat} ${offer.fiat}`);
    const money = moneyOf(context.state);
    const order = {
      id: `p2p-${money.nextId}`,
      offer_id: offer.id,
      merchant: offer.merchant,
      side: offer.side,
      crypto: offer.crypto,
      fiat: offer.fiat,
      price: offer.price,
      fiat_amount: fiatAmount.toFixed(2),
      crypto_amount: (fiatAmount / Number(offer.price)).toFixed(2),
      payment_method: str(context.input['payment_method']),
      status: 'waiting_payment' as const,
      pay_by: context.now + P2P_PAY_WINDOW_MS,
    };
    return withMoney(ok(order), (m) => ({ ...m, p2pOrders: [...m.p2pOrders, order], nextId: m.nextId + 1 }));
  }),
} satisfies Record<string, Responder>;
