import * as z from 'zod/mini';
import { fillSchema, klineBarSchema, marketKind, marketResolution, marketSymbolName, marketTickerSchema } from './market';
import { amount, label, list, num, text } from './primitives';
import { futuresAccountSchema, futuresOrderSchema, futuresPositionSchema, orderEventSchema, spotOrderSchema } from './trading';

/**
 * The realtime socket's messages (issue 20, decision 1800): each channel's messages declared once here, used by the
 * browser client and the sandbox's socket server alike. Prices and sizes in the book are numbers (levels are
 * `[price, size]`; size 0 removes the level).
 */

/** One book level: `[price, size]`. */
export const bookLevelSchema = z.tuple([num, num]);
export type BookLevel = [number, number];

/** The full book of a symbol at sequence number `seq` (sent on subscribe and on every resync). */
export const bookSnapshotSchema = z.object({
  type: z.literal('book_snapshot'),
  ch: z.string(),
  seq: z.int().check(z.nonnegative()),
  bids: z.array(bookLevelSchema),
  asks: z.array(bookLevelSchema),
});
/** Changed levels since `seq - 1`: a client whose book is not at `seq - 1` has missed one and resyncs. */
export const bookDeltaSchema = z.object({
  type: z.literal('book_delta'),
  ch: z.string(),
  seq: z.int().check(z.nonnegative()),
  bids: z.array(bookLevelSchema),
  asks: z.array(bookLevelSchema),
});
export type BookSnapshotMessage = z.output<typeof bookSnapshotSchema>;
export type BookDeltaMessage = z.output<typeof bookDeltaSchema>;

/** One public trade: `side` is the taker's (a buy lifts the ask, a sell hits the bid); `time` in ms. */
export const publicTradeSchema = z.object({
  id: label,
  price: num,
  size: num,
  side: z.enum(['buy', 'sell']),
  time: num,
});
export type PublicTrade = z.output<typeof publicTradeSchema>;

export const tradesMessageSchema = z.object({ type: z.literal('trades'), ch: z.string(), data: z.array(publicTradeSchema) });
export const candleMessageSchema = z.object({ type: z.literal('candle'), ch: z.string(), data: klineBarSchema });
export const tickersMessageSchema = z.object({ type: z.literal('tickers'), ch: z.string(), data: list(marketTickerSchema) });

/** The user's order updates (private `orders` channel): the open orders as they are now. */
export const ordersMessageSchema = z.object({ type: z.literal('orders'), ch: z.literal('orders'), data: list(spotOrderSchema) });
/**
 * The user's spot balances (private `balances` channel): `available` to trade and `locked` by open orders (issue 21:
 * a limit buy locks price × amount + the taker fee in the quote coin, a sell the base amount).
 */
export const realtimeBalanceSchema = z.looseObject({ currency: text, available: amount, locked: amount });
export type RealtimeBalance = z.output<typeof realtimeBalanceSchema>;
export const balancesMessageSchema = z.object({
  type: z.literal('balances'),
  ch: z.literal('balances'),
  data: list(realtimeBalanceSchema),
});

/** The user's fills (private `fills` channel): the session's recent fills, newest last. */
export const fillsMessageSchema = z.object({ type: z.literal('fills'), ch: z.literal('fills'), data: list(fillSchema) });
/** The user's futures positions (private `positions` channel). */
export const positionsMessageSchema = z.object({
  type: z.literal('positions'),
  ch: z.literal('positions'),
  data: list(futuresPositionSchema),
});

/** The user's open futures orders (private `futures_orders` channel, issue 21). */
export const futuresOrdersMessageSchema = z.object({
  type: z.literal('futures_orders'),
  ch: z.literal('futures_orders'),
  data: list(futuresOrderSchema),
});
/** The user's futures account (private `futures_account` channel, issue 21); null when there is none. */
export const futuresAccountMessageSchema = z.object({
  type: z.literal('futures_account'),
  ch: z.literal('futures_account'),
  data: z.nullable(futuresAccountSchema),
});
/**
 * What happened to the user's orders (private `order_events` channel, issue 21): on subscribe the recent events (a
 * client shows only those with a `seq` above the last it saw, or none on its first message), then each new one.
 */
export const orderEventsMessageSchema = z.object({
  type: z.literal('order_events'),
  ch: z.literal('order_events'),
  /** True on the first message after subscribing: the events are history, not news (no toast). */
  snapshot: z.optional(z.boolean()),
  data: list(orderEventSchema),
});

/** Control answers. */
export const pongSchema = z.object({ type: z.literal('pong'), id: z.optional(num) });
export const subscribedSchema = z.object({ type: z.literal('subscribed'), ch: z.string() });
export const realtimeErrorSchema = z.object({ type: z.literal('error'), ch: z.optional(z.string()), code: z.string(), message: text });

/** Every message the server may send, by `type`. */
export const REALTIME_MESSAGE_SCHEMAS = {
  book_snapshot: bookSnapshotSchema,
  book_delta: bookDeltaSchema,
  trades: tradesMessageSchema,
  candle: candleMessageSchema,
  tickers: tickersMessageSchema,
  orders: ordersMessageSchema,
  balances: balancesMessageSchema,
  fills: fillsMessageSchema,
  positions: positionsMessageSchema,
  futures_orders: futuresOrdersMessageSchema,
  futures_account: futuresAccountMessageSchema,
  order_events: orderEventsMessageSchema,
  pong: pongSchema,
  subscribed: subscribedSchema,
  error: realtimeErrorSchema,
} as const;
export type RealtimeMessageType = keyof typeof REALTIME_MESSAGE_SCHEMAS;
export type RealtimeMessage = { [K in RealtimeMessageType]: z.output<(typeof REALTIME_MESSAGE_SCHEMAS)[K]> }[RealtimeMessageType];
/** A message that belongs to one channel (everything but the control answers). */
export type ChannelMessage = Extract<RealtimeMessage, { ch: string; type: Exclude<RealtimeMessageType, 'pong' | 'subscribed' | 'error'> }>;

/** What the browser sends. `resync` asks for a fresh snapshot of a channel (the book after a gap). */
export const clientOpSchema = z.union([
  z.object({ op: z.enum(['subscribe', 'unsubscribe', 'resync']), ch: z.string().check(z.maxLength(80)) }),
  z.object({ op: z.literal('ping'), id: z.optional(num) }),
]);
export type ClientOp = z.output<typeof clientOpSchema>;

export { marketKind, marketResolution, marketSymbolName };
