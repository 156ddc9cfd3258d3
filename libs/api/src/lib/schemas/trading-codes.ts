/**
 * The trading contract's plain values (codes, order types, event kinds), apart from its zod schemas in `trading.ts`, so
 * that a page which needs a code or a list of types does not ship the schema code in its first load (decision 1950).
 */

/**
 * The trading refusals (issue 21, decision 1882): every order the exchange will not take is answered with the
 * envelope `{ code, message, data: null }`, `code` one of these and `message` the exchange's English sentence (the
 * client words it in the user's language from the code and the symbol's limits). The sandbox answers them; the
 * client's order-entry rule checks the same limits first (`checkOrderLimits`), so the two agree.
 */
export const TRADING_ERRORS = {
  /** The input is not an order (missing price on a limit, size 0, a malformed number). */
  invalidOrder: 10003,
  unknownSymbol: 10004,
  /** Close, reverse or TP/SL without a position. */
  noPosition: 10006,
  /** TP/SL on the wrong side of the mark price. */
  tpslSide: 10007,
  insufficientBalance: 30001,
  /** Amount below the symbol's `min_amount`. */
  belowMinAmount: 30002,
  /** Price × amount below the symbol's `min_notional`. */
  belowMinNotional: 30003,
  /** Price is not a multiple of the symbol's `tick_size`. */
  tickSize: 30004,
  /** Amount is not a multiple of the symbol's `amount_step`. */
  amountStep: 30005,
  /** A limit price more than `price_band` away from the last price. */
  priceOutsideBand: 30006,
  /** A post-only order that would take liquidity at once. */
  postOnlyWouldTake: 30007,
  /** A reduce-only order that would open or grow a position. */
  reduceOnly: 30008,
  /** Leverage outside 1× … the contract's `max_leverage`. */
  leverageOutOfRange: 30009,
  /** The margin mode cannot change while the contract has a position or open orders. */
  marginModeLocked: 30010,
  /** A stop price already crossed by the last price (the order would trigger at once). */
  stopWouldTrigger: 30011,
  /** A market order with nothing to fill against. */
  noLiquidity: 30012,
  /** Leverage cannot change while the contract has a position. */
  leverageLocked: 30013,
  /** The account's KYC level may not trade (`kycAbilities(...).trade`, decision 1909). */
  kycRequired: 30014,
} as const;
export type TradingErrorName = keyof typeof TRADING_ERRORS;
export type TradingErrorCode = (typeof TRADING_ERRORS)[TradingErrorName];

/** Spot order types: `stop_limit` waits until the last price crosses `stop_price`, then rests as a limit order. */
export const SPOT_ORDER_TYPES = ['limit', 'market', 'stop_limit'] as const;
export type SpotOrderType = (typeof SPOT_ORDER_TYPES)[number];
/** Time in force: `gtc` rests, `ioc` fills what it can at once and cancels the rest, `poc` (post-only) only rests. */
export const TIME_IN_FORCE = ['gtc', 'ioc', 'poc'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];
export const MARGIN_MODES = ['isolated', 'cross'] as const;
export type MarginMode = (typeof MARGIN_MODES)[number];

/** What happened to one of the user's orders, for feedback (toasts): pushed on the private `order_events` channel. */
export const ORDER_EVENT_KINDS = ['placed', 'triggered', 'partially_filled', 'filled', 'cancelled', 'rejected'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
