import {
  checkOrderLimits,
  orderCost,
  type EndpointInput,
  type FuturesOrder,
  type FuturesPosition,
  type MarginMode,
  type MarketFill,
  type MarketSymbol,
} from '@exchange/api';
import { liquidationPrice } from '../rules/liquidation-price';
import { takeFromBook, type BookTake } from './book-fill';
import { limitRefusal, tradingRefusal, type TradingRefusal } from './refusals';
import type { SpotMarket } from './spot-engine';
import { futuresEvent, type OrderEventInput } from './trading-state';
import { UNIT, abs, divide, text, times, timesUp, units } from './units';

/** A contract's leverage and margin mode for the user (default 10×, isolated). */
export interface ContractSettings {
  leverage: number;
  margin_mode: MarginMode;
}
export const DEFAULT_SETTINGS: ContractSettings = { leverage: 10, margin_mode: 'isolated' };

/** A position change: the position after it, the PnL it realised and the fee (units of the settle coin). */
export interface FuturesChange {
  position: FuturesPosition | null;
  realised: bigint;
  fee: bigint;
  fills: MarketFill[];
}

const priceText = (value: bigint, info: MarketSymbol): string => {
  const step = 10n ** BigInt(Math.max(0, 8 - info.price_precision));
  return text((value / step) * step);
};

/**
 * Contracts (signed) at a price netted into the position (decision 1884): the same side adds at the contract-weighted
 * entry and adds margin (notional / leverage); the other side reduces (PnL realised: qty × (price − entry), sign of the
 * position; margin released in proportion), closes (null) or flips (the rest opens at the price).
 */
export function netContracts(
  current: FuturesPosition | null,
  contract: string,
  size: number,
  price: bigint,
  info: MarketSymbol,
  settings: ContractSettings,
): { position: FuturesPosition | null; realised: bigint } {
  const cs = units(info.contract_size) || UNIT;
  const qty = (contracts: number) => BigInt(Math.abs(contracts)) * cs;
  const open = (contracts: number): FuturesPosition => ({
    contract,
    size: contracts,
    entry_price: priceText(price, info),
    mark_price: priceText(price, info),
    liq_price: '0',
    unrealised_pnl: '0',
    leverage: String(settings.leverage),
    take_profit: '0',
    stop_loss: '0',
    margin_mode: settings.margin_mode,
    margin: text(times(price, qty(contracts)) / BigInt(settings.leverage)),
    maintenance_margin: '0',
    value: text(times(price, qty(contracts))),
    roe: '0',
    realised_pnl: '0',
  });
  if (current === null || current.size === 0) return { position: open(size), realised: 0n };
  const entry = units(current.entry_price);
  const margin = units(current.margin ?? text(times(entry, qty(current.size)) / BigInt(Number(current.leverage) || 10)));
  const total = current.size + size;
  if (Math.sign(size) === Math.sign(current.size)) {
    const weighted = (entry * BigInt(Math.abs(current.size)) + price * BigInt(Math.abs(size))) / BigInt(Math.abs(total));
    const added = times(price, qty(size)) / BigInt(Number(current.leverage) || settings.leverage);
    return { position: { ...current, size: total, entry_price: priceText(weighted, info), margin: text(margin + added) }, realised: 0n };
  }
  const closed = Math.min(Math.abs(size), Math.abs(current.size));
  const direction = current.size > 0 ? 1n : -1n;
  const realised = direction * times(qty(closed), price - entry);
  const previous = units(current.realised_pnl ?? '0');
  if (total === 0) return { position: null, realised };
  if (Math.sign(total) === Math.sign(current.size)) {
    const kept = (margin * BigInt(Math.abs(total))) / BigInt(Math.abs(current.size));
    return { position: { ...current, size: total, margin: text(kept), realised_pnl: text(previous + realised) }, realised };
  }
  return { position: open(total), realised };
}

/**
 * The position at the mark price (decision 1884): value, unrealised PnL = size × contract size × (mark − entry), ROE =
 * PnL / margin, maintenance margin = mmr × value, and the liquidation price (`liquidationPrice`; cross adds `free`,
 * the account's free balance, to the margin).
 */
export function markFutures(position: FuturesPosition, mark: bigint, info: MarketSymbol, free: bigint): FuturesPosition {
  const cs = units(info.contract_size) || UNIT;
  const qty = BigInt(Math.abs(position.size)) * cs;
  const entry = units(position.entry_price);
  // A position without a margin (the personas' seeded ones): entry notional / leverage.
  const margin = position.margin !== undefined ? units(position.margin) : times(entry, qty) / BigInt(Number(position.leverage) || 10);
  const pnl = (position.size > 0 ? 1n : -1n) * times(qty, mark - entry);
  const value = times(mark, qty);
  const mmr = units(info.maintenance_margin_rate ?? '0.005');
  const liq = liquidationPrice({
    long: position.size > 0,
    entry,
    qty,
    margin: position.margin_mode === 'cross' ? margin + (free > 0n ? free : 0n) : margin,
    mmr,
  });
  return {
    ...position,
    margin_mode: position.margin_mode ?? 'isolated',
    margin: text(margin),
    realised_pnl: position.realised_pnl ?? '0',
    mark_price: priceText(mark, info),
    unrealised_pnl: text(pnl),
    value: text(value),
    roe: margin > 0n ? (Number(divide(pnl, margin)) / 1e8).toFixed(4) : '0',
    maintenance_margin: text(times(value, mmr)),
    liq_price: liq === null ? '0' : priceText(liq, info),
  };
}

/** Fills of takes into the position: the fills, the fee (taker or maker rate on the notional) and realised PnL. */
export function fillFuturesTakes(
  order: FuturesOrder,
  position: FuturesPosition | null,
  takes: readonly BookTake[],
  role: 'maker' | 'taker',
  info: MarketSymbol,
  settings: ContractSettings,
  now: number,
): FuturesChange & { order: FuturesOrder } {
  const rate = units(role === 'maker' ? info.maker_fee_rate : info.taker_fee_rate);
  const cs = units(info.contract_size) || UNIT;
  const sign = order.size > 0 ? 1 : -1;
  let current = position;
  let realised = 0n;
  let fee = 0n;
  let contracts = 0;
  let notionalSum = 0n;
  const fills: MarketFill[] = [];
  takes.forEach((take, index) => {
    const price = units(take.price);
    const n = Math.round(take.amount);
    if (n <= 0) return;
    const notional = times(price, BigInt(n) * cs);
    const takeFee = timesUp(notional, rate);
    const next = netContracts(current, order.contract, sign * n, price, info, settings);
    current = next.position;
    realised += next.realised;
    fee += takeFee;
    contracts += n;
    notionalSum += price * BigInt(n);
    fills.push({
      id: `${order.id}-${index + 1}-${now}`,
      symbol: order.contract,
      side: sign > 0 ? 'buy' : 'sell',
      price: text(price),
      amount: String(n),
      create_time_ms: now,
      market: 'futures',
      order_id: order.id,
      fee: text(takeFee),
      fee_currency: info.quote,
      role,
      realised_pnl: text(next.realised),
    });
  });
  const left = Math.max(0, order.left - contracts);
  const avg = contracts > 0 ? notionalSum / BigInt(contracts) : 0n;
  return {
    order: {
      ...order,
      left,
      fill_price: contracts > 0 ? priceText(avg, info) : (order.fill_price ?? '0'),
      fee: text(units(order.fee ?? '0') + fee),
      update_time_ms: now,
    },
    position: current,
    realised,
    fee,
    fills,
  };
}

export type FuturesPlacement =
  | ({ ok: true; order: FuturesOrder; events: OrderEventInput[] } & FuturesChange)
  | { ok: false; refusal: TradingRefusal; order: FuturesOrder; events: OrderEventInput[] };

/**
 * A futures order placed (issue 21, decision 1884): the contract's limits (`checkOrderLimits`, contracts as the
 * amount), reduce-only (may only shrink the position), the margin the opening part needs (`orderCost` at the
 * contract's leverage, margin + taker fee) against `available`; a market order fills against the book, a limit order
 * that crosses takes what its price reaches and rests (gtc), cancels the rest (ioc) or is refused (poc). Pure.
 */
export function placeFutures(
  input: EndpointInput<'placeFuturesOrder'>,
  market: SpotMarket,
  position: FuturesPosition | null,
  settings: ContractSettings,
  available: bigint,
  now: number,
  id: string,
): FuturesPlacement {
  const { info, last, book } = market;
  const isMarket = input.price === undefined;
  const tif = input.time_in_force ?? 'gtc';
  const base: FuturesOrder = {
    id,
    contract: input.contract,
    size: input.size,
    price: isMarket ? '0' : (input.price ?? '0'),
    left: Math.abs(input.size),
    status: 'open',
    is_reduce_only: input.reduce_only ?? false,
    create_time: Math.floor(now / 1000),
    type: isMarket ? 'market' : 'limit',
    time_in_force: isMarket ? 'ioc' : tif,
    finish_as: '',
    fill_price: '0',
    fee: '0',
    take_profit: input.take_profit || '0',
    stop_loss: input.stop_loss || '0',
    update_time_ms: now,
    reject_code: 0,
    reject_reason: '',
  };
  const reject = (refusal: TradingRefusal): FuturesPlacement => {
    const order = { ...base, status: 'finished', finish_as: 'rejected', reject_code: refusal.code, reject_reason: refusal.message };
    return { ok: false, refusal, order, events: [futuresEvent('rejected', order, now, refusal)] };
  };
  const side = input.size > 0 ? 'buy' : 'sell';
  const draft = { side, type: isMarket ? 'market' : 'limit', price: input.price, amount: String(Math.abs(input.size)) } as const;
  const broken = checkOrderLimits(info, draft, last);
  if (broken) return reject(limitRefusal(broken, info.quote));
  const held = position?.size ?? 0;
  const reducing = held !== 0 && Math.sign(held) !== Math.sign(input.size) ? Math.min(Math.abs(held), Math.abs(input.size)) : 0;
  if (base.is_reduce_only && reducing < Math.abs(input.size)) return reject(tradingRefusal('reduceOnly'));
  const opening = Math.abs(input.size) - reducing;
  if (opening > 0) {
    const cost = orderCost(info, { ...draft, amount: String(opening) }, last, settings.leverage);
    const need = units(cost?.reserve.amount ?? '0');
    if (need > available)
      return reject(tradingRefusal('insufficientBalance', { currency: info.quote, need: text(need), have: text(available) }));
  }
  const grid = { tick: Number(info.tick_size) || 10 ** -info.price_precision, step: 1 };
  const bestLevel = (side === 'buy' ? book.asks : book.bids)[0]?.[0] ?? null;
  const crosses =
    isMarket || (bestLevel !== null && (side === 'buy' ? Number(input.price) >= bestLevel : Number(input.price) <= bestLevel));
  if (!isMarket && tif === 'poc' && crosses) return reject(tradingRefusal('postOnlyWouldTake'));
  const takes = crosses ? takeFromBook(book, side, Math.abs(input.size), grid, isMarket ? undefined : Number(input.price)) : [];
  if (isMarket && takes.length === 0) return reject(tradingRefusal('noLiquidity'));
  const filled = fillFuturesTakes(base, position, takes, 'taker', info, settings, now);
  const withTpsl = withOrderTpsl(filled.position, base);
  const done = filled.order.left === 0;
  const partly = filled.order.left < Math.abs(input.size);
  if (done || isMarket || tif === 'ioc') {
    const price = isMarket ? (filled.order.fill_price ?? '0') : filled.order.price;
    const order = { ...filled.order, price, status: 'finished', finish_as: done ? 'filled' : 'ioc' };
    const kind = done ? 'filled' : partly ? 'partially_filled' : 'cancelled';
    return { ok: true, ...filled, position: withTpsl, order, events: [futuresEvent(kind, order, now)] };
  }
  const events = [futuresEvent('placed', filled.order, now)];
  if (partly) events.push(futuresEvent('partially_filled', filled.order, now));
  return { ok: true, ...filled, position: withTpsl, events };
}

/** TP/SL given with an order go on the position once it is open on the order's side. */
const withOrderTpsl = (position: FuturesPosition | null, order: FuturesOrder): FuturesPosition | null => {
  if (position === null || Math.sign(position.size) !== Math.sign(order.size)) return position;
  const tp = order.take_profit && order.take_profit !== '0' ? order.take_profit : position.take_profit;
  const sl = order.stop_loss && order.stop_loss !== '0' ? order.stop_loss : position.stop_loss;
  return { ...position, take_profit: tp, stop_loss: sl };
};

/** Why a print closes a position at once: its take-profit, its stop-loss or liquidation (checked in that order). */
export function closeTrigger(position: FuturesPosition, price: number): 'take_profit' | 'stop_loss' | 'liquidation' | null {
  const long = position.size > 0;
  const tp = Number(position.take_profit);
  const sl = Number(position.stop_loss);
  const liq = Number(position.liq_price);
  if (tp > 0 && (long ? price >= tp : price <= tp)) return 'take_profit';
  if (sl > 0 && (long ? price <= sl : price >= sl)) return 'stop_loss';
  if (liq > 0 && (long ? price <= liq : price >= liq)) return 'liquidation';
  return null;
}

/** The funding payment of a position at a funding time: −size × contract size × mark × rate (longs pay a positive rate). */
export function fundingAmount(position: FuturesPosition, mark: bigint, rate: bigint, info: MarketSymbol): bigint {
  const cs = units(info.contract_size) || UNIT;
  const value = times(mark, BigInt(Math.abs(position.size)) * cs);
  const payment = times(value, abs(rate));
  const pays = position.size > 0 === rate > 0n;
  return pays ? -payment : payment;
}

/** Funding every 8 hours of sandbox time: 00:00, 08:00, 16:00 UTC. */
export const FUNDING_INTERVAL_MS = 8 * 60 * 60 * 1000;
export const lastFundingTime = (now: number): number => Math.floor(now / FUNDING_INTERVAL_MS) * FUNDING_INTERVAL_MS;
export const nextFundingTime = (now: number): number => lastFundingTime(now) + FUNDING_INTERVAL_MS;
/** The sandbox's funding rate: 0.01 % every 8 hours (longs pay shorts), as units of 1e-8. */
export const FUNDING_RATE = 10_000n;
