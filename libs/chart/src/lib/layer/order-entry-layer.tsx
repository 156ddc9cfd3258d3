'use client';
import {
  useBalances,
  useCancelFuturesOrder,
  useCancelSpotOrder,
  useEndpoint,
  useFills,
  usePlaceFuturesOrder,
  usePlaceSpotOrder,
  usePositions,
  useTicker,
  useTrades,
  type CallResult,
  type FuturesOrder,
  type FuturesPosition,
  type MarketSymbol,
  type SpotOrder,
} from '@exchange/api';
import { useToast } from '@exchange/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { OrderForm, type OrderSubmitResult } from '../components/order-form/order-form';
import { UserPanels, type PanelData } from '../components/user-panels/user-panels';
import { tradeMessages } from '../messages';
import type { NormalisedOrder, OrderSide } from '../rules/order-entry';
import { openOrderChanges, placedFeedback, rejectionReason, type OrderFeedback } from '../rules/order-entry-feedback';
import { orderEntryLimitsOf } from '../rules/order-entry-limits';
import { orderFeedbackMessages as f } from './order-feedback-messages';

const EMPTY: readonly never[] = [];

/** A toast's text for an order: "Buy 0.001 BTC_USDT at 60,000.00". */
function orderText(
  intl: IntlShape,
  symbol: MarketSymbol,
  order: SpotOrder | FuturesOrder,
): { side: string; amount: string; symbol: string; price: string } {
  const spot = 'currency_pair' in order;
  const buy = spot ? order.side === 'buy' : order.size > 0;
  const side = intl.formatMessage(
    symbol.market === 'futures'
      ? buy
        ? tradeMessages.lineLong
        : tradeMessages.lineShort
      : buy
        ? tradeMessages.lineBuy
        : tradeMessages.lineSell,
  );
  const amount = spot ? order.amount : String(Math.abs(order.size));
  const price = Number(order.price);
  return {
    side,
    amount: intl.formatNumber(Number(amount), { maximumFractionDigits: 8 }),
    symbol: symbol.symbol,
    price:
      price > 0
        ? intl.formatNumber(price, { minimumFractionDigits: symbol.price_precision, maximumFractionDigits: symbol.price_precision })
        : intl.formatMessage(f.marketPrice),
  };
}

/** Shows the toast of an order's feedback (placed, partly filled, filled, cancelled). */
function useOrderToast(symbol: MarketSymbol) {
  const intl = useIntl();
  const toast = useToast();
  return useCallback(
    ({ kind, order }: OrderFeedback) => {
      const title = {
        placed: f.placedTitle,
        partial: f.partialTitle,
        filled: f.filledTitle,
        cancelled: f.cancelledTitle,
        rejected: f.rejectedTitle,
      }[kind];
      toast.show({
        status: kind === 'rejected' ? 'error' : kind === 'cancelled' ? 'info' : 'success',
        title: intl.formatMessage(title),
        description: intl.formatMessage(f[kind] as typeof f.placed, orderText(intl, symbol, order)),
      });
    },
    [intl, toast, symbol],
  );
}

/** The spot body of `placeSpotOrder` for a checked order. */
function spotBody(symbol: MarketSymbol, order: NormalisedOrder) {
  return {
    currency_pair: symbol.symbol,
    side: order.side,
    type: order.kind === 'market' ? ('market' as const) : ('limit' as const),
    amount: order.amount,
    ...(order.price === undefined ? {} : { price: order.price }),
  };
}

/** The futures body of `placeFuturesOrder`: signed whole contracts (buy +, sell −). */
function futuresBody(symbol: MarketSymbol, order: NormalisedOrder) {
  const size = Number(order.amount) * (order.side === 'buy' ? 1 : -1);
  return {
    contract: symbol.symbol,
    size,
    ...(order.price === undefined ? {} : { price: order.price }),
    reduce_only: order.reduceOnly === true,
  };
}

export interface OrderEntryProps {
  symbol: MarketSymbol;
  isLoggedIn: boolean;
  loginHref: string;
  signupHref: string;
  initialSide?: OrderSide;
  /** Asked before an order is placed (spec 01 §5): null when the user cancelled. */
  requestFundPassword?: () => Promise<string | null>;
}

/** The last traded price of a symbol: the live ticker, else the newest public trade. */
function useLastPrice(symbol: MarketSymbol): string | null {
  const ticker = useTicker(symbol.symbol, symbol.market);
  const trades = useTrades(symbol.symbol, symbol.market);
  const last = ticker?.last ?? trades[0]?.price ?? null;
  return last === null ? null : String(last);
}

/**
 * The order form with its data (issue 21 item 1): the symbol's limits, the last price, the available balance from
 * the private stream, placing through the api with the fund password first, and a toast for the answer (decision 1892).
 */
export function OrderEntry({ symbol, isLoggedIn, loginHref, signupHref, initialSide, requestFundPassword }: OrderEntryProps) {
  const intl = useIntl();
  const toast = useToast();
  const showOrder = useOrderToast(symbol);
  const futures = symbol.market === 'futures';
  const limits = useMemo(() => orderEntryLimitsOf(symbol), [symbol]);
  const lastPrice = useLastPrice(symbol);
  const balances = useBalances(isLoggedIn);
  const positions = usePositions(isLoggedIn && futures);
  const { trigger: placeSpot } = usePlaceSpotOrder();
  const { trigger: placeFutures } = usePlaceFuturesOrder();
  const quoteCurrency = symbol.quote;
  const balanceOf = (currency: string) => balances?.find((b) => b.currency === currency)?.available ?? (balances ? '0' : null);
  const position = positions?.find((p) => p.contract === symbol.symbol);

  const onSubmit = async (order: NormalisedOrder): Promise<OrderSubmitResult> => {
    if (requestFundPassword && (await requestFundPassword()) === null) return { ok: false, message: intl.formatMessage(f.other) };
    const result: CallResult<SpotOrder | FuturesOrder | null> = futures
      ? await placeFutures(futuresBody(symbol, order))
      : await placeSpot(spotBody(symbol, order));
    if (result.ok && result.data) {
      showOrder(placedFeedback(result.data));
      return { ok: true };
    }
    const reason = result.ok ? 'other' : rejectionReason(result.error.code);
    const message = intl.formatMessage(f[reason]);
    toast.show({ status: 'error', title: intl.formatMessage(f.rejectedTitle), description: message });
    return { ok: false, message };
  };

  return (
    <OrderForm
      symbol={symbol}
      limits={limits}
      lastPrice={lastPrice}
      balances={{ base: futures ? null : balanceOf(symbol.base), quote: balanceOf(quoteCurrency) }}
      balanceState={isLoggedIn && balances === null ? 'loading' : 'ready'}
      positionSize={position?.size ?? 0}
      isLoggedIn={isLoggedIn}
      loginHref={loginHref}
      signupHref={signupHref}
      initialSide={initialSide}
      onSubmit={onSubmit}
    />
  );
}

export interface UserPanelsLiveProps {
  symbol: MarketSymbol;
  /** The open orders and positions the trade view already holds (its calls, live where the stream has them). */
  spotOrders: readonly SpotOrder[];
  futuresOrders: readonly FuturesOrder[];
  positions: readonly FuturesPosition[];
  loading?: boolean;
  onTpsl?: (position: FuturesPosition) => void;
  onSharePosition?: (position: FuturesPosition) => void;
  onClosePosition?: (position: FuturesPosition) => Promise<boolean>;
}

/**
 * The user's panels with their data (issue 21 item 1): the open orders, fills, positions and balances as the private
 * stream pushes them, the order history from its call, cancel one or all, and a toast for every fill or cancel the
 * stream reports (decision 1892).
 */
export function UserPanelsLive({
  symbol,
  spotOrders,
  futuresOrders,
  positions,
  loading,
  onTpsl,
  onSharePosition,
  onClosePosition,
}: UserPanelsLiveProps) {
  const intl = useIntl();
  const toast = useToast();
  const showOrder = useOrderToast(symbol);
  const futures = symbol.market === 'futures';
  const liveFills = useFills(true);
  const balances = useBalances(true);
  const calledFills = useEndpoint(
    futures ? 'futuresFills' : 'spotFills',
    futures ? { contract: symbol.symbol } : { currency_pair: symbol.symbol },
  );
  const cancelSpot = useCancelSpotOrder().trigger;
  const cancelFutures = useCancelFuturesOrder().trigger;
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const cancelling = useRef(new Set<string>());
  const [finished, setFinished] = useState<(SpotOrder | FuturesOrder)[]>([]);

  // Toasts for what the stream reports about the open orders (fills and cancels), and the finished ones kept as history.
  const open = futures ? futuresOrders : spotOrders;
  const previous = useRef<readonly (SpotOrder | FuturesOrder)[] | null>(null);
  useEffect(() => {
    if (loading) return;
    const changes = openOrderChanges(previous.current, open, cancelling.current);
    previous.current = open;
    for (const change of changes) {
      showOrder(change);
      if (change.kind !== 'partial') cancelling.current.delete(change.order.id);
    }
    const done = changes
      .filter((c) => c.kind !== 'partial')
      .map((c) => ({ ...c.order, status: c.kind === 'cancelled' ? 'cancelled' : 'closed' }));
    if (done.length > 0) setFinished((list) => [...done, ...list].slice(0, 50));
  }, [open, loading, showOrder]);

  const act = async (ids: string[], call: () => Promise<CallResult<unknown>>, failed: typeof f.cancelFailed): Promise<boolean> => {
    setBusy((set) => new Set([...set, ...ids]));
    ids.forEach((id) => cancelling.current.add(id));
    const result = await call();
    setBusy((set) => new Set([...set].filter((id) => !ids.includes(id))));
    if (result.ok) return true;
    ids.forEach((id) => cancelling.current.delete(id));
    toast.show({ status: 'error', title: intl.formatMessage(failed), description: result.error.message || intl.formatMessage(f.other) });
    return false;
  };
  const cancelOne = (id: string) =>
    void act(
      [id],
      () => (futures ? cancelFutures({ contract: symbol.symbol, id }) : cancelSpot({ currency_pair: symbol.symbol, id })),
      f.cancelFailed,
    );
  const cancelAll = () => {
    const ids = open.map((o) => o.id);
    void act(
      ['all', ...ids],
      async () => {
        const results = await Promise.all(
          ids.map((id) => (futures ? cancelFutures({ contract: symbol.symbol, id }) : cancelSpot({ currency_pair: symbol.symbol, id }))),
        );
        return results.find((r) => !r.ok) ?? results[0] ?? { ok: true, data: null, error: null };
      },
      f.cancelFailed,
    );
  };

  const fills = useMemo(() => {
    const called = calledFills.data ?? EMPTY;
    const known = new Set(called.map((x) => x.id));
    const live = (liveFills ?? EMPTY).filter((x) => x.symbol === symbol.symbol && !known.has(x.id));
    return [...called, ...live].sort((a, b) => b.create_time_ms - a.create_time_ms);
  }, [calledFills.data, liveFills, symbol.symbol]);

  const state = (ready: boolean, failed = false): PanelData<never>['state'] => (failed ? 'error' : ready ? 'ready' : 'loading');
  return (
    <UserPanels
      symbol={symbol}
      spotOrders={{ data: spotOrders, state: state(!loading) }}
      futuresOrders={{ data: futuresOrders, state: state(!loading) }}
      orderHistory={{ data: finished, state: 'ready' }}
      fills={{ data: fills, state: state(calledFills.data !== undefined || liveFills !== null) }}
      positions={{ data: positions, state: state(!loading) }}
      balances={{ data: (balances ?? EMPTY).filter((b) => Number(b.available) + Number(b.locked) > 0), state: state(balances !== null) }}
      busy={busy}
      onCancelOrder={cancelOne}
      onCancelAll={cancelAll}
      onTpsl={onTpsl}
      onSharePosition={onSharePosition}
      onClosePosition={
        onClosePosition
          ? (p) => {
              setBusy((set) => new Set([...set, p.contract]));
              void onClosePosition(p).finally(() => setBusy((set) => new Set([...set].filter((id) => id !== p.contract))));
            }
          : undefined
      }
    />
  );
}
