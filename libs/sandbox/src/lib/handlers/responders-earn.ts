import {
  EARN_CODES,
  earnMaturity,
  earnPayout,
  accruedInterest,
  kycLevelOneOrAbove,
  type ConvertQuote,
  type EarnPosition,
} from '@exchange/api';
import Decimal from 'decimal.js';
import { CONVERT_COINS, CONVERT_QUOTE_TTL_MS, CONVERT_SPREAD, EARN_PRODUCTS, findConvertCoin, findEarnProduct } from '../earn/earn-catalog';
import { emptyEarnLedger, type EarnLedger, type SandboxEarnPosition } from '../earn/earn-ledger';
import { spotUnits } from '../money/ledger';
import { emptyMoneyState } from '../money/money-state';
import { toUnits } from '../rules/funds-transfer';
import type { SessionState } from '../state/session-state';
import { availableWallet } from '../trading/session-trading';
import { ok, refuse, type Responder, type SandboxAnswer, type SandboxContext } from './context';
import { forUser, type UserContext } from './for-user';

/**
 * Convert and earn (issue 25, decision 1895): quotes that expire, conversions, subscriptions and redemptions. Each
 * writes its spot movement to the earn ledger, which the money ledger applies to the one wallet (walletBalances).
 */
const ledgerOf = (state: SessionState): EarnLedger => state.money?.earn ?? emptyEarnLedger();
const withLedger = (answer: SandboxAnswer, update: (earn: EarnLedger) => EarnLedger): SandboxAnswer => ({
  ...answer,
  update: (state) => {
    const money = state.money ?? emptyMoneyState();
    return { ...state, money: { ...money, earn: update(money.earn ?? emptyEarnLedger()) } };
  },
});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const csrfOk = (csrf: SandboxContext['csrf']): boolean => {
  const header = csrf?.header?.trim() ?? '';
  return header !== '' && (csrf?.cookie == null || csrf.cookie === '' || csrf.cookie === header);
};
const dec = (value: string): Decimal | null => {
  try {
    const d = new Decimal(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
};

/** KYC level 1, the region's menu (feature code `convert` or `earn`, the compliance gate's table) and withdraw-only. */
const accessRefusal = ({ account, persona }: UserContext, feature: 'convert' | 'earn'): SandboxAnswer | null => {
  if (!kycLevelOneOrAbove(account.userInfo.verified))
    return refuse(EARN_CODES.kyc, 'Complete identity verification (KYC level 1) to use this feature');
  if (persona.compliance.menu.includes(feature)) return refuse(EARN_CODES.restricted, 'This feature is not available in your region');
  if (persona.compliance.toast.is_withdraw_only_user) return refuse(EARN_CODES.withdrawOnly, 'Your account can only withdraw');
  return null;
};

const spotOf = (context: UserContext, currency: string): bigint =>
  spotUnits(availableWallet(context.account, context.state, context.now), currency);

/** The quote for what the user typed: the other side at the desk's price (the spread taken from what is received). */
export function convertQuoteFor(
  input: Record<string, unknown>,
  now: number,
  id: string,
): { quote: ConvertQuote } | { refusal: number; message: string } {
  const from = findConvertCoin(input['from']);
  const to = findConvertCoin(input['to']);
  if (!from || !to || from.currency === to.currency) return { refusal: EARN_CODES.pair, message: 'Pick two different coins' };
  const typed = dec(str(input['amount']));
  if (typed === null || typed.lte(0)) return { refusal: EARN_CODES.belowMinimum, message: 'Enter an amount' };
  // The price moves a little every quote window, so a fresh quote visibly differs from an expired one.
  const drift = new Decimal(1).plus(new Decimal(Math.floor(now / CONVERT_QUOTE_TTL_MS) % 5).mul('0.0002'));
  const price = new Decimal(from.usdt_price).div(to.usdt_price).mul(new Decimal(1).minus(CONVERT_SPREAD)).mul(drift);
  const fromAmount =
    input['side'] === 'to'
      ? typed.div(price).toDecimalPlaces(from.precision, Decimal.ROUND_UP)
      : typed.toDecimalPlaces(from.precision, Decimal.ROUND_DOWN);
  const toAmount =
    input['side'] === 'to'
      ? typed.toDecimalPlaces(to.precision, Decimal.ROUND_DOWN)
      : typed.mul(price).toDecimalPlaces(to.precision, Decimal.ROUND_DOWN);
  if (fromAmount.lt(from.min_amount))
    return { refusal: EARN_CODES.belowMinimum, message: `The minimum is ${from.min_amount} ${from.currency}` };
  const quote: ConvertQuote = {
    quote_id: id,
    from: from.currency,
    to: to.currency,
    from_amount: fromAmount.toFixed(),
    to_amount: toAmount.toFixed(),
    price: price.toSignificantDigits(8).toFixed(),
    expires_at: now + CONVERT_QUOTE_TTL_MS,
    valid_ms: CONVERT_QUOTE_TTL_MS,
  };
  return { quote };
}

const positionView = (p: SandboxEarnPosition, now: number): EarnPosition => ({
  ...p,
  matures_at: earnMaturity(p.subscribed_at, p.term_days),
  accrued: accruedInterest(p, now),
  as_of: now,
});

export const earnResponders = {
  convertCoins: () => ok({ coins: CONVERT_COINS }),
  convertQuote: forUser((context) => {
    const refusal = accessRefusal(context, 'convert');
    if (refusal) return refusal;
    const earn = ledgerOf(context.state);
    const priced = convertQuoteFor(context.input, context.now, `cq-${earn.nextId}`);
    if ('refusal' in priced) return refuse(priced.refusal, priced.message);
    const { quote } = priced;
    if ((toUnits(quote.from_amount) ?? 0n) > spotOf(context, quote.from)) return refuse(EARN_CODES.insufficient, 'Insufficient balance');
    return withLedger(ok(quote), (e) => ({ ...e, quotes: [...e.quotes.slice(-9), quote], nextId: e.nextId + 1 }));
  }),
  convertAccept: forUser((context) => {
    if (!csrfOk(context.csrf)) return refuse(10010, 'Invalid CSRF token');
    const refusal = accessRefusal(context, 'convert');
    if (refusal) return refusal;
    const earn = ledgerOf(context.state);
    const quote = earn.quotes.find((q) => q.quote_id === context.input['quote_id']);
    if (!quote || quote.expires_at <= context.now) return refuse(EARN_CODES.quoteExpired, 'The quote has expired. Get a new one.');
    if ((toUnits(quote.from_amount) ?? 0n) > spotOf(context, quote.from)) return refuse(EARN_CODES.insufficient, 'Insufficient balance');
    const order = {
      id: `cv-${earn.nextId}`,
      quote_id: quote.quote_id,
      from: quote.from,
      to: quote.to,
      from_amount: quote.from_amount,
      to_amount: quote.to_amount,
      price: quote.price,
      created_at: context.now,
    };
    return withLedger(ok(order), (e) => ({
      ...e,
      quotes: e.quotes.filter((q) => q.quote_id !== quote.quote_id),
      conversions: [...e.conversions, order],
      events: [
        ...e.events,
        {
          kind: 'convert',
          debit: { currency: order.from, amount: order.from_amount },
          credit: { currency: order.to, amount: order.to_amount },
        },
      ],
      nextId: e.nextId + 1,
    }));
  }),
  convertHistory: forUser(({ state }) => ok({ list: ledgerOf(state).conversions.slice().reverse() })),
  earnProducts: ({ input }) => ok({ list: EARN_PRODUCTS.filter((p) => p.kind === input['kind']) }),
  earnPositions: forUser(({ state, now }) => ok({ list: ledgerOf(state).positions.map((p) => positionView(p, now)) })),
  earnSubscribe: forUser((context) => {
    if (!csrfOk(context.csrf)) return refuse(10010, 'Invalid CSRF token');
    const refusal = accessRefusal(context, 'earn');
    if (refusal) return refusal;
    const product = findEarnProduct(context.input['product_id']);
    if (!product) return refuse(EARN_CODES.product, 'This product is not available');
    const amount = dec(str(context.input['amount']));
    if (amount === null || amount.lt(product.min_amount))
      return refuse(EARN_CODES.belowMinimum, `The minimum is ${product.min_amount} ${product.currency}`);
    const earn = ledgerOf(context.state);
    const held = earn.positions.filter((p) => p.product_id === product.id).reduce((sum, p) => sum.plus(p.amount), new Decimal(0));
    if (held.plus(amount).gt(product.max_amount))
      return refuse(EARN_CODES.aboveMaximum, `You can hold at most ${product.max_amount} ${product.currency} in this product`);
    const text = amount.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
    if ((toUnits(text) ?? 0n) > spotOf(context, product.currency)) return refuse(EARN_CODES.insufficient, 'Insufficient balance');
    const position: SandboxEarnPosition = {
      id: `earn-${earn.nextId}`,
      product_id: product.id,
      kind: product.kind,
      currency: product.currency,
      amount: text,
      apr: product.apr,
      term_days: product.term_days,
      subscribed_at: context.now,
    };
    return withLedger(ok(positionView(position, context.now)), (e) => ({
      ...e,
      positions: [...e.positions, position],
      events: [...e.events, { kind: 'subscribe', debit: { currency: position.currency, amount: text } }],
      nextId: e.nextId + 1,
    }));
  }),
  earnRedeem: forUser((context) => {
    if (!csrfOk(context.csrf)) return refuse(10010, 'Invalid CSRF token');
    const earn = ledgerOf(context.state);
    const position = earn.positions.find((p) => p.id === context.input['position_id']);
    if (!position) return refuse(EARN_CODES.position, 'This position does not exist');
    const payout = earnPayout(position, str(context.input['amount']), context.now);
    if (payout === null) return refuse(EARN_CODES.overPrincipal, `You can redeem up to ${position.amount} ${position.currency}`);
    const left = new Decimal(position.amount).minus(payout.principal).toFixed();
    const { principal, interest, total, early } = payout;
    return withLedger(ok({ position_id: position.id, currency: position.currency, principal, interest, early }), (e) => ({
      ...e,
      positions:
        left === '0'
          ? e.positions.filter((p) => p.id !== position.id)
          : // What stays keeps its subscription time: its share of the interest so far stays accrued on it.
            e.positions.map((p) => (p.id === position.id ? { ...p, amount: left } : p)),
      events: [...e.events, { kind: 'redeem', credit: { currency: position.currency, amount: total } }],
      nextId: e.nextId + 1,
    }));
  }),
} satisfies Record<string, Responder>;
