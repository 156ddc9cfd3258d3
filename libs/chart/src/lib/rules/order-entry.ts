import type { MarketKind } from '@exchange/api';
import { Dec, dec, floorToStep, isOnStep, plain, type OrderEntryLimits } from './order-entry-limits';

/**
 * The order-entry rule (issue 21 items 1, 2 and 5; decision 1890): one check for the order form, the quick-order
 * dialog and the chart's context menu. It validates what the user typed against the symbol's limits (tick size,
 * amount step, minimum amount and notional, price band) and the available balance, and answers the normalised order
 * with its total, estimated fee and whether it is large enough to ask for confirmation. Pure: every fact is passed in.
 */

export type OrderKind = 'limit' | 'market' | 'stop-limit';
export type OrderSide = 'buy' | 'sell';
/** Good till cancelled, post-only (maker only), immediate or cancel. */
export type TimeInForce = 'gtc' | 'post_only' | 'ioc';
export type FuturesAction = 'open' | 'close';
export type MarginMode = 'cross' | 'isolated';

/** What the user typed (every number as the decimal input's text). */
export interface OrderDraft {
  kind: OrderKind;
  side: OrderSide;
  price: string;
  /** Stop-limit's trigger price. */
  trigger?: string;
  amount: string;
  timeInForce?: TimeInForce;
  /** Futures only. */
  action?: FuturesAction;
  leverage?: number;
  marginMode?: MarginMode;
  reduceOnly?: boolean;
  takeProfit?: string;
  stopLoss?: string;
}

/** The facts the check needs besides the draft. */
export interface OrderEntryContext {
  market: MarketKind;
  limits: OrderEntryLimits;
  /** The last traded price: a market order's estimate, the price band's centre; null when not known yet. */
  lastPrice: string | null;
  /**
   * What the order may spend, null when not known (then the exchange decides): spot buy the quote currency, spot sell
   * the base currency, futures the margin currency's available balance.
   */
  available: string | null;
  /** Futures: the signed position size in contracts (for closing and reduce-only). */
  positionSize?: number;
}

export type OrderEntryField = 'price' | 'trigger' | 'amount' | 'total' | 'leverage' | 'takeProfit' | 'stopLoss';

export type OrderEntryErrorKey =
  | 'priceRequired'
  | 'priceInvalid'
  | 'priceTick'
  | 'priceBandHigh'
  | 'priceBandLow'
  | 'triggerRequired'
  | 'triggerInvalid'
  | 'triggerTick'
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountStep'
  | 'amountMin'
  | 'notionalMin'
  | 'insufficientBalance'
  | 'noLastPrice'
  | 'leverageRange'
  | 'closeTooLarge'
  | 'noPosition'
  | 'takeProfitSide'
  | 'stopLossSide'
  | 'tpslTick';

export interface OrderEntryError {
  key: OrderEntryErrorKey;
  /** Values for the message: decimal text (formatted by the component). */
  values?: Record<string, string>;
}

/** The figures shown under the form as the user types. */
export interface OrderQuote {
  /** Price the estimate uses (the limit price, or the last price for a market order). */
  price: string;
  /** Price × amount (× contract size), in the quote currency. */
  notional: string;
  /** Estimated fee in the quote currency (maker rate for a resting order, taker rate otherwise). */
  fee: string;
  /** Futures: initial margin (notional / leverage). */
  margin: string;
  /** What leaves the available balance: spot buy notional + fee, spot sell the amount, futures margin + fee. */
  cost: string;
}

/** The order as the api takes it (decimal text on the symbol's steps). */
export interface NormalisedOrder {
  market: MarketKind;
  kind: OrderKind;
  side: OrderSide;
  /** Limit price (absent for a market order). */
  price?: string;
  trigger?: string;
  amount: string;
  timeInForce: TimeInForce;
  leverage?: number;
  marginMode?: MarginMode;
  reduceOnly?: boolean;
  takeProfit?: string;
  stopLoss?: string;
}

export type OrderEntryResult =
  | { ok: true; order: NormalisedOrder; quote: OrderQuote; confirm: boolean }
  | { ok: false; errors: Partial<Record<OrderEntryField, OrderEntryError>>; quote: OrderQuote | null };

/**
 * Decision 1890: an order whose notional reaches 10,000 in the quote currency (about 0.17 BTC at 60,000) asks for
 * confirmation before it is sent; so does a limit order priced 5 % or more through the last price (it would take at
 * a price far from the market).
 */
export const LARGE_ORDER_NOTIONAL = '10000';
export const AGGRESSIVE_PRICE_FRACTION = '0.05';

/** The percentage buttons (issue 21 item 1). */
export const ORDER_PERCENTS = [25, 50, 75, 100] as const;

const ZERO = new Dec(0);

interface Parsed {
  value: Dec | null;
  error: 'required' | 'invalid' | null;
}
function parse(text: string | undefined): Parsed {
  const s = (text ?? '').trim();
  if (s === '') return { value: null, error: 'required' };
  const d = dec(s);
  if (d === null || d.lte(0)) return { value: null, error: 'invalid' };
  return { value: d, error: null };
}

/** Whether a limit order would rest (maker) or take (taker) at this price against the last price. */
function isTaker(kind: OrderKind, side: OrderSide, price: Dec, last: Dec | null, tif: TimeInForce): boolean {
  if (kind === 'market' || tif === 'ioc') return true;
  if (tif === 'post_only' || last === null || kind === 'stop-limit') return false;
  return side === 'buy' ? price.gte(last) : price.lte(last);
}

/** The quote for an amount at a price (no checks). */
export function quoteOrder(
  draft: Pick<OrderDraft, 'kind' | 'side' | 'timeInForce' | 'leverage'>,
  context: Pick<OrderEntryContext, 'market' | 'limits' | 'lastPrice'>,
  price: Dec,
  amount: Dec,
): OrderQuote {
  const { limits, market } = context;
  const last = dec(context.lastPrice);
  const notional = amount.mul(price).mul(market === 'futures' ? new Dec(limits.contractSize) : 1);
  const rate = new Dec(isTaker(draft.kind, draft.side, price, last, draft.timeInForce ?? 'gtc') ? limits.takerFee : limits.makerFee);
  const fee = notional.mul(rate).toDecimalPlaces(8, Dec.ROUND_UP);
  const leverage = Math.max(1, draft.leverage ?? 1);
  const margin = market === 'futures' ? notional.div(leverage).toDecimalPlaces(8, Dec.ROUND_UP) : ZERO;
  const cost = market === 'futures' ? margin.add(fee) : draft.side === 'buy' ? notional.add(fee) : amount;
  return { price: plain(price), notional: plain(notional), fee: plain(fee), margin: plain(margin), cost: plain(cost) };
}

/** Validates and normalises an order (see the module comment). */
export function checkOrderEntry(draft: OrderDraft, context: OrderEntryContext): OrderEntryResult {
  const { limits, market } = context;
  const futures = market === 'futures';
  const errors: Partial<Record<OrderEntryField, OrderEntryError>> = {};
  const tick = new Dec(limits.tickSize);
  const step = new Dec(limits.amountStep);
  const last = dec(context.lastPrice);
  const tif: TimeInForce = draft.kind === 'market' ? 'ioc' : (draft.timeInForce ?? 'gtc');
  const closing = futures && draft.action === 'close';

  // Price: typed for limit and stop-limit, the last price for a market order.
  let price: Dec | null = null;
  if (draft.kind === 'market') {
    price = last;
    if (price === null) errors.price = { key: 'noLastPrice' };
  } else {
    const p = parse(draft.price);
    if (p.error) errors.price = { key: p.error === 'required' ? 'priceRequired' : 'priceInvalid' };
    else if (p.value && !isOnStep(p.value, tick)) errors.price = { key: 'priceTick', values: { tick: limits.tickSize } };
    else if (p.value && last && limits.priceBand > 0) {
      const high = last.mul(1 + limits.priceBand).toDecimalPlaces(tick.decimalPlaces(), Dec.ROUND_DOWN);
      const low = last.mul(1 - limits.priceBand).toDecimalPlaces(tick.decimalPlaces(), Dec.ROUND_UP);
      if (p.value.gt(high)) errors.price = { key: 'priceBandHigh', values: { limit: plain(high) } };
      else if (p.value.lt(low)) errors.price = { key: 'priceBandLow', values: { limit: plain(low) } };
    }
    price = p.value;
  }

  let trigger: Dec | null = null;
  if (draft.kind === 'stop-limit') {
    const t = parse(draft.trigger);
    if (t.error) errors.trigger = { key: t.error === 'required' ? 'triggerRequired' : 'triggerInvalid' };
    else if (t.value && !isOnStep(t.value, tick)) errors.trigger = { key: 'triggerTick', values: { tick: limits.tickSize } };
    trigger = t.value;
  }

  const a = parse(draft.amount);
  const amount = a.value;
  if (a.error) errors.amount = { key: a.error === 'required' ? 'amountRequired' : 'amountInvalid' };
  else if (amount && !isOnStep(amount, step)) errors.amount = { key: 'amountStep', values: { step: limits.amountStep } };
  else if (amount && amount.lt(limits.minAmount)) errors.amount = { key: 'amountMin', values: { min: limits.minAmount } };

  let leverage: number | undefined;
  if (futures) {
    leverage = draft.leverage ?? 1;
    if (!Number.isInteger(leverage) || leverage < 1 || leverage > limits.maxLeverage)
      errors.leverage = { key: 'leverageRange', values: { max: String(limits.maxLeverage) } };
  }

  const quote = price && amount ? quoteOrder({ ...draft, timeInForce: tif, leverage }, context, price, amount) : null;

  if (quote && !errors.amount && !errors.price) {
    if (new Dec(quote.notional).lt(limits.minNotional)) errors.total = { key: 'notionalMin', values: { min: limits.minNotional } };
  }

  // Closing a position (or reduce-only) may not exceed the position in the closing direction.
  if (futures && (closing || draft.reduceOnly) && amount) {
    const position = context.positionSize ?? 0;
    const closable = draft.side === 'sell' ? Math.max(0, position) : Math.max(0, -position);
    if (closable === 0) errors.amount = { key: 'noPosition' };
    else if (amount.gt(closable)) errors.amount = { key: 'closeTooLarge', values: { max: String(closable) } };
  }

  // The balance: a closing order frees margin rather than spending it.
  const available = dec(context.available);
  if (quote && available !== null && !closing && !draft.reduceOnly && !errors.amount && !errors.price && !errors.total) {
    if (new Dec(quote.cost).gt(available)) errors.amount = { key: 'insufficientBalance', values: { available: plain(available) } };
  }

  // TP/SL at entry: a long takes profit above its entry and stops below it, a short the reverse.
  const entry = price;
  const long = draft.side === 'buy';
  let takeProfit: Dec | null = null;
  let stopLoss: Dec | null = null;
  if (futures && !closing) {
    for (const [key, text] of [
      ['takeProfit', draft.takeProfit],
      ['stopLoss', draft.stopLoss],
    ] as const) {
      if (!text || text.trim() === '') continue;
      const t = parse(text);
      if (t.error || !t.value) {
        errors[key] = { key: 'priceInvalid' };
        continue;
      }
      if (!isOnStep(t.value, tick)) errors[key] = { key: 'tpslTick', values: { tick: limits.tickSize } };
      else if (entry) {
        const above = t.value.gt(entry);
        const wantAbove = key === 'takeProfit' ? long : !long;
        if (above !== wantAbove || t.value.eq(entry))
          errors[key] = { key: key === 'takeProfit' ? 'takeProfitSide' : 'stopLossSide', values: { side: long ? 'long' : 'short' } };
      }
      if (key === 'takeProfit') takeProfit = t.value;
      else stopLoss = t.value;
    }
  }

  if (Object.keys(errors).length > 0 || !amount || !price || !quote) return { ok: false, errors, quote };

  const order: NormalisedOrder = {
    market,
    kind: draft.kind,
    side: draft.side,
    amount: plain(amount),
    timeInForce: tif,
    ...(draft.kind === 'market' ? {} : { price: plain(price) }),
    ...(trigger ? { trigger: plain(trigger) } : {}),
    ...(futures
      ? {
          leverage,
          marginMode: draft.marginMode ?? 'cross',
          reduceOnly: closing || draft.reduceOnly === true,
          ...(takeProfit ? { takeProfit: plain(takeProfit) } : {}),
          ...(stopLoss ? { stopLoss: plain(stopLoss) } : {}),
        }
      : {}),
  };
  return { ok: true, order, quote, confirm: needsConfirmation(order, quote, last) };
}

/** Decision 1890's confirmation threshold: a large notional, or a limit price 5 % or more through the last price. */
export function needsConfirmation(
  order: Pick<NormalisedOrder, 'side' | 'price'>,
  quote: Pick<OrderQuote, 'notional'>,
  last: Dec | null,
): boolean {
  if (new Dec(quote.notional).gte(LARGE_ORDER_NOTIONAL)) return true;
  const price = dec(order.price);
  if (price === null || last === null || last.isZero()) return false;
  const through = order.side === 'buy' ? price.sub(last) : last.sub(price);
  return through.div(last).gte(AGGRESSIVE_PRICE_FRACTION);
}

/**
 * The amount for a percentage of the available balance (25/50/75/100 %), floored to the amount step: spot buy spends
 * the quote currency (fee included), spot sell the base currency, futures the margin at the chosen leverage. '' when
 * it cannot be worked out (no price yet, nothing available).
 */
export function amountForPercent(
  percent: number,
  draft: Pick<OrderDraft, 'kind' | 'side' | 'price' | 'timeInForce' | 'leverage'>,
  context: OrderEntryContext,
): string {
  const available = dec(context.available);
  const { limits, market } = context;
  if (available === null || available.lte(0) || !(percent > 0)) return '';
  const share = available.mul(Math.min(100, percent)).div(100);
  const step = new Dec(limits.amountStep);
  if (market === 'spot' && draft.side === 'sell') return nonZero(floorToStep(share, step));
  const price = draft.kind === 'market' ? dec(context.lastPrice) : dec(draft.price);
  if (price === null || price.lte(0)) return '';
  const tif = draft.kind === 'market' ? 'ioc' : (draft.timeInForce ?? 'gtc');
  const rate = new Dec(isTaker(draft.kind, draft.side, price, dec(context.lastPrice), tif) ? limits.takerFee : limits.makerFee);
  if (market === 'spot') return nonZero(floorToStep(share.div(price.mul(rate.add(1))), step));
  // Futures: margin + fee = n × price × size × (1/leverage + rate).
  const leverage = Math.max(1, draft.leverage ?? 1);
  const perContract = price.mul(limits.contractSize).mul(new Dec(1).div(leverage).add(rate));
  return nonZero(floorToStep(share.div(perContract), step));
}

const nonZero = (d: Dec): string => (d.gt(0) ? plain(d) : '');
