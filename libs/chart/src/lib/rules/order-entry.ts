import { checkOrderLimits, orderCost, type MarginMode, type MarketKind, type SpotOrderType, type TimeInForce } from '@exchange/api';
import { Dec, dec, floorToStep, plain, type OrderEntryLimits } from './order-entry-limits';

/**
 * The order-entry rule (issue 21 items 1, 2 and 5; decision 1890): one check for the order form, the quick-order
 * dialog and the chart's context menu. The exchange's own limits (tick size, amount step, minimum amount and
 * notional, price band, stop side) are the api's `checkOrderLimits` and the total, fee and reserve its `orderCost`
 * (one home with the sandbox exchange, decision 1882); this rule adds what the form needs around them: which field
 * is wrong, the available balance, leverage, closing and reduce-only, TP/SL at entry, the percentage buttons and
 * whether the order is large enough to ask for confirmation. Pure: every fact is passed in.
 */

export type OrderKind = SpotOrderType;
export type OrderSide = 'buy' | 'sell';
export type FuturesAction = 'open' | 'close';
export type { MarginMode, TimeInForce };

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
  | 'stopWouldTrigger'
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountStep'
  | 'amountMin'
  | 'amountMax'
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
  /** Values for the message: decimal text (formatted by the component), or `side` long/short. */
  values?: Record<string, string>;
}

/** The figures shown under the form as the user types (the api's `orderCost`). */
export interface OrderQuote {
  /** Price the estimate uses (the limit price, or the last price for a market order). */
  price: string;
  /** Price × amount (× contract size), in the quote currency. */
  notional: string;
  /** Estimated fee at the taker rate (the most it can be), in the quote currency. */
  fee: string;
  /** Futures: initial margin (notional / leverage). */
  margin: string;
  /** What the order locks of the available balance: spot buy notional + fee, spot sell the amount, futures margin + fee. */
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

/** The quote for an amount at a price (the api's `orderCost`; null when either is unreadable). */
export function quoteOrder(
  draft: Pick<OrderDraft, 'kind' | 'side' | 'price' | 'amount' | 'leverage'>,
  context: Pick<OrderEntryContext, 'limits' | 'lastPrice'>,
): OrderQuote | null {
  const cost = orderCost(
    context.limits,
    { side: draft.side, type: draft.kind, price: draft.price, amount: draft.amount },
    context.lastPrice,
    draft.leverage ?? 1,
  );
  if (cost === null) return null;
  const price = draft.kind === 'market' ? (context.lastPrice ?? '0') : draft.price;
  return { price: plain(new Dec(price)), notional: cost.notional, fee: cost.fee, margin: cost.margin, cost: cost.reserve.amount };
}

/** Validates and normalises an order (see the module comment). */
export function checkOrderEntry(draft: OrderDraft, context: OrderEntryContext): OrderEntryResult {
  const { limits, market } = context;
  const futures = market === 'futures';
  const errors: Partial<Record<OrderEntryField, OrderEntryError>> = {};
  const last = dec(context.lastPrice);
  const tif: TimeInForce = draft.kind === 'market' ? 'ioc' : (draft.timeInForce ?? 'gtc');
  const closing = futures && draft.action === 'close';
  const tick = limits.tick_size;

  // What is missing or unreadable, field by field (the exchange's check stops at the first).
  const p = draft.kind === 'market' ? { value: last, error: null } : parse(draft.price);
  if (draft.kind === 'market' && last === null) errors.price = { key: 'noLastPrice' };
  else if (p.error) errors.price = { key: p.error === 'required' ? 'priceRequired' : 'priceInvalid' };
  const t = draft.kind === 'stop_limit' ? parse(draft.trigger) : { value: null, error: null };
  if (t.error) errors.trigger = { key: t.error === 'required' ? 'triggerRequired' : 'triggerInvalid' };
  const a = parse(draft.amount);
  if (a.error) errors.amount = { key: a.error === 'required' ? 'amountRequired' : 'amountInvalid' };
  const price = p.value;
  const amount = a.value;
  const trigger = t.value;

  // The exchange's limits, as the exchange checks them.
  if (!errors.price && !errors.trigger && !errors.amount && amount) {
    const refusal = checkOrderLimits(
      limits,
      { side: draft.side, type: draft.kind, price: draft.price, amount: draft.amount, stopPrice: draft.trigger },
      context.lastPrice,
    );
    const limit = refusal?.limit ?? '';
    switch (refusal?.error) {
      case 'tickSize':
        if (price && draft.kind !== 'market' && !price.mod(tick).isZero()) errors.price = { key: 'priceTick', values: { tick } };
        else errors.trigger = { key: 'triggerTick', values: { tick } };
        break;
      case 'amountStep':
        errors.amount = { key: 'amountStep', values: { step: limits.amount_step } };
        break;
      case 'belowMinAmount':
        errors.amount = { key: 'amountMin', values: { min: limits.min_amount } };
        break;
      case 'belowMinNotional':
        errors.total = { key: 'notionalMin', values: { min: limits.min_notional } };
        break;
      case 'priceOutsideBand':
        errors.price = { key: price && price.gt(limit) ? 'priceBandHigh' : 'priceBandLow', values: { limit } };
        break;
      case 'stopWouldTrigger':
        errors.trigger = { key: 'stopWouldTrigger', values: { last: limit } };
        break;
      case undefined:
        break;
      default:
        errors.amount = { key: 'amountInvalid' };
    }
  }

  let leverage: number | undefined;
  if (futures) {
    leverage = draft.leverage ?? 1;
    if (!Number.isInteger(leverage) || leverage < 1 || leverage > limits.maxLeverage)
      errors.leverage = { key: 'leverageRange', values: { max: String(limits.maxLeverage) } };
  }

  const quote = price && amount ? quoteOrder({ ...draft, leverage }, context) : null;

  // Closing a position (or reduce-only) may not exceed the position in the closing direction.
  if (futures && (closing || draft.reduceOnly) && amount && !errors.amount) {
    const position = context.positionSize ?? 0;
    const closable = draft.side === 'sell' ? Math.max(0, position) : Math.max(0, -position);
    if (closable === 0) errors.amount = { key: 'noPosition' };
    else if (amount.gt(closable)) errors.amount = { key: 'closeTooLarge', values: { max: String(closable) } };
  }

  // The balance: a closing order frees margin rather than spending it.
  const available = dec(context.available);
  if (quote && available !== null && !closing && !draft.reduceOnly && Object.keys(errors).length === 0) {
    if (new Dec(quote.cost).gt(available)) errors.amount = { key: 'insufficientBalance', values: { available: plain(available) } };
  }

  // TP/SL at entry: a long takes profit above its entry and stops below it, a short the reverse.
  const long = draft.side === 'buy';
  let takeProfit: Dec | null = null;
  let stopLoss: Dec | null = null;
  if (futures && !closing) {
    for (const [key, text] of [
      ['takeProfit', draft.takeProfit],
      ['stopLoss', draft.stopLoss],
    ] as const) {
      if (!text || text.trim() === '') continue;
      const x = parse(text);
      if (x.error || !x.value) {
        errors[key] = { key: 'priceInvalid' };
        continue;
      }
      if (!x.value.mod(tick).isZero()) errors[key] = { key: 'tpslTick', values: { tick } };
      else if (price) {
        const above = x.value.gt(price);
        const wantAbove = key === 'takeProfit' ? long : !long;
        if (above !== wantAbove || x.value.eq(price))
          errors[key] = { key: key === 'takeProfit' ? 'takeProfitSide' : 'stopLossSide', values: { side: long ? 'long' : 'short' } };
      }
      if (key === 'takeProfit') takeProfit = x.value;
      else stopLoss = x.value;
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
          marginMode: draft.marginMode ?? 'isolated',
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
  draft: Pick<OrderDraft, 'kind' | 'side' | 'price' | 'leverage'>,
  context: OrderEntryContext,
): string {
  const available = dec(context.available);
  const { limits, market } = context;
  if (available === null || available.lte(0) || !(percent > 0)) return '';
  const share = available.mul(Math.min(100, percent)).div(100);
  const step = new Dec(limits.amount_step);
  if (market === 'spot' && draft.side === 'sell') return nonZero(floorToStep(share, step));
  const price = draft.kind === 'market' ? dec(context.lastPrice) : dec(draft.price);
  if (price === null || price.lte(0)) return '';
  // The exchange reserves the taker fee on top (the api's orderCost).
  const rate = new Dec(limits.taker_fee_rate);
  if (market === 'spot') return nonZero(floorToStep(share.div(price.mul(rate.add(1))), step));
  // Futures: margin + fee = n × price × contract size × (1/leverage + rate).
  const leverage = Math.max(1, draft.leverage ?? 1);
  const perContract = price.mul(limits.contract_size).mul(new Dec(1).div(leverage).add(rate));
  return nonZero(floorToStep(share.div(perContract), step));
}

const nonZero = (d: Dec): string => (d.gt(0) ? plain(d) : '');
