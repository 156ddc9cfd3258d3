'use client';
import {
  kycTradeGate,
  useBalances,
  useCancelAllFuturesOrders,
  useCancelAllSpotOrders,
  useCancelFuturesOrder,
  useCancelSpotOrder,
  useFills,
  useFuturesAccount,
  useFuturesAccountInfo,
  useFuturesFundingHistory,
  useFuturesOrderHistory,
  useFuturesSettings,
  useFuturesTrades,
  useOrderEvents,
  usePlaceFuturesOrder,
  usePlaceSpotOrder,
  useSetFuturesSettings,
  useSpotOrderHistory,
  useSpotTrades,
  useTicker,
  useTrades,
  useUserInfo,
  type CallResult,
  type FuturesOrder,
  type FuturesPosition,
  type MarketSymbol,
  type OrderEvent,
  type SpotOrder,
} from '@exchange/api';
import { useToast } from '@exchange/ui';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { OrderForm, type OrderSubmitResult } from '../components/order-form/order-form';
import { UserPanels, type PanelData } from '../components/user-panels/user-panels';
import { tradeMessages } from '../messages';
import type { NormalisedOrder, OrderSide } from '../rules/order-entry';
import { feedbackOf, isEchoOfRefusal, rejectionReason } from '../rules/order-entry-feedback';
import { orderEntryLimitsOf } from '../rules/order-entry-limits';
import { orderFeedbackMessages as f } from './order-feedback-messages';

const EMPTY: readonly never[] = [];

/** The form's last refusal (symbol, time): the stream's `rejected` event of the same order is not toasted twice. */
const lastRefusalAtom = atom<{ symbol: string; at: number } | null>(null);
/** The newest order event toasted: a toast layer mounted again (another pair) does not toast the same news twice. */
const toastedSeqAtom = atom(-1);

const fmtPrice = (intl: IntlShape, symbol: MarketSymbol, text: string): string => {
  const price = Number(text);
  return price > 0
    ? intl.formatNumber(price, { minimumFractionDigits: symbol.price_precision, maximumFractionDigits: symbol.price_precision })
    : intl.formatMessage(f.marketPrice);
};
const sideWord = (intl: IntlShape, market: MarketSymbol['market'], buy: boolean): string =>
  intl.formatMessage(
    market === 'futures' ? (buy ? tradeMessages.lineLong : tradeMessages.lineShort) : buy ? tradeMessages.lineBuy : tradeMessages.lineSell,
  );

/** The text of an order event's toast: "Buy 0.001 BTC_USDT at 60,000.00". */
function eventText(intl: IntlShape, symbol: MarketSymbol, event: OrderEvent) {
  const filled = Number(event.filled_amount);
  return {
    side: sideWord(intl, event.market, event.side === 'buy'),
    amount: intl.formatNumber(
      Number(event.kind === 'partially_filled' || event.kind === 'filled' ? filled || event.amount : event.amount),
      {
        maximumFractionDigits: 8,
      },
    ),
    symbol: event.symbol,
    price: fmtPrice(intl, symbol, Number(event.avg_price) > 0 ? event.avg_price : event.price),
  };
}

const TITLES = {
  placed: f.placedTitle,
  triggered: f.triggeredTitle,
  partial: f.partialTitle,
  filled: f.filledTitle,
  cancelled: f.cancelledTitle,
  rejected: f.rejectedTitle,
} as const;

/**
 * One toast per order event the private stream reports after the page subscribed (placed, stop triggered, partly
 * filled, filled, cancelled, rejected with the exchange's reason; decision 1892). Renders nothing; mounted once.
 */
export function OrderEventToasts({ symbol, isLoggedIn }: { symbol: MarketSymbol; isLoggedIn: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const { news } = useOrderEvents(isLoggedIn);
  const refusal = useAtomValue(lastRefusalAtom);
  const toasted = useAtomValue(toastedSeqAtom);
  const setToasted = useSetAtom(toastedSeqAtom);
  // The page's one state of the channel (decision 1937): events that came before this lazily loaded layer mounted are
  // in `news` too, and are toasted now.
  const shown = useRef(toasted);
  useEffect(() => {
    for (const event of news) {
      if (event.seq <= shown.current) continue;
      shown.current = event.seq;
      setToasted(event.seq);
      if (isEchoOfRefusal(event, refusal)) continue;
      const kind = feedbackOf(event);
      const text = eventText(intl, symbol, event);
      toast.show({
        status: kind === 'rejected' ? 'error' : kind === 'cancelled' ? 'info' : 'success',
        title: intl.formatMessage(TITLES[kind]),
        description:
          kind === 'rejected'
            ? `${intl.formatMessage(f.rejected, text)}: ${intl.formatMessage(f[rejectionReason(event.reason_code)])}`
            : intl.formatMessage(f[kind] as typeof f.placed, text),
      });
    }
  }, [news, intl, toast, symbol, refusal, setToasted]);
  return null;
}

/** The spot body of `placeSpotOrder` for a checked order. */
function spotBody(symbol: MarketSymbol, order: NormalisedOrder) {
  return {
    currency_pair: symbol.symbol,
    side: order.side,
    type: order.kind,
    amount: order.amount,
    ...(order.price === undefined ? {} : { price: order.price }),
    ...(order.trigger === undefined ? {} : { stop_price: order.trigger }),
    ...(order.kind === 'market' ? {} : { time_in_force: order.timeInForce }),
  };
}

/** The futures body of `placeFuturesOrder`: signed whole contracts (buy +, sell −), TP/SL set when it fills. */
function futuresBody(symbol: MarketSymbol, order: NormalisedOrder) {
  return {
    contract: symbol.symbol,
    size: Number(order.amount) * (order.side === 'buy' ? 1 : -1),
    ...(order.price === undefined ? {} : { price: order.price, time_in_force: order.timeInForce }),
    reduce_only: order.reduceOnly === true,
    ...(order.takeProfit ? { take_profit: order.takeProfit } : {}),
    ...(order.stopLoss ? { stop_loss: order.stopLoss } : {}),
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
  /** The signed position in contracts (futures: closing checks against it). */
  positionSize?: number;
  /** The KYC upgrade page (`/myaccount/kyc2`) the form links to when the account may not trade yet. */
  kycHref: string;
}

/** The last traded price of a symbol: the live ticker, else the newest public trade. */
function useLastPrice(symbol: MarketSymbol): string | null {
  const ticker = useTicker(symbol.symbol, symbol.market);
  const trades = useTrades(symbol.symbol, symbol.market);
  const last = trades?.[0]?.price ?? ticker?.last ?? null;
  return last === null ? null : String(last);
}

/**
 * The order form with its data (issue 21 item 1): the symbol's limits, the last price, the available balance from
 * the private stream (spot balances, the futures account), the contract's leverage and margin mode, placing through
 * the api with the fund password first; a refusal is toasted with its reason and kept in the form (decision 1892).
 */
export function OrderEntry({
  symbol,
  isLoggedIn,
  loginHref,
  signupHref,
  initialSide,
  requestFundPassword,
  positionSize = 0,
  kycHref,
}: OrderEntryProps) {
  const intl = useIntl();
  const toast = useToast();
  const setRefusal = useSetAtom(lastRefusalAtom);
  const futures = symbol.market === 'futures';
  const limits = useMemo(() => orderEntryLimitsOf(symbol), [symbol]);
  const lastPrice = useLastPrice(symbol);
  const balances = useBalances(isLoggedIn && !futures);
  const liveAccount = useFuturesAccount(isLoggedIn && futures);
  const calledAccount = useFuturesAccountInfo({ enabled: isLoggedIn && futures });
  const settings = useFuturesSettings(isLoggedIn && futures ? { contract: symbol.symbol } : null);
  const { trigger: saveSettings } = useSetFuturesSettings();
  const { trigger: placeSpot } = usePlaceSpotOrder();
  const { trigger: placeFutures } = usePlaceFuturesOrder();
  const balanceOf = (currency: string) => balances?.find((b) => b.currency === currency)?.available ?? (balances ? '0' : null);
  const account = liveAccount ?? calledAccount.data ?? null;
  // The one KYC rule (decision 1909): a level that may not trade gets the upgrade link, not a form the exchange refuses.
  const user = useUserInfo({ enabled: isLoggedIn });
  const gate = user.data ? kycTradeGate(user.data.verified) : null;
  const tradeGate = gate && !gate.allowed ? { requiredLevel: String(gate.requiredLevel), level: String(gate.level), href: kycHref } : null;

  const refuse = (code: number | undefined): OrderSubmitResult => {
    const message = intl.formatMessage(f[rejectionReason(code)]);
    setRefusal({ symbol: symbol.symbol, at: Date.now() });
    toast.show({ status: 'error', title: intl.formatMessage(f.rejectedTitle), description: message });
    return { ok: false, message };
  };

  const onSubmit = async (order: NormalisedOrder): Promise<OrderSubmitResult> => {
    if (requestFundPassword && (await requestFundPassword()) === null) return { ok: false, message: intl.formatMessage(f.notSent) };
    if (futures && order.leverage !== undefined && order.marginMode !== undefined) {
      const current = settings.data;
      if (!current || current.leverage !== order.leverage || current.margin_mode !== order.marginMode) {
        const saved = await saveSettings({ contract: symbol.symbol, leverage: order.leverage, margin_mode: order.marginMode });
        if (!saved.ok) return refuse(saved.error.code);
        void settings.mutate();
      }
    }
    const result: CallResult<SpotOrder | FuturesOrder | null> = futures
      ? await placeFutures(futuresBody(symbol, order))
      : await placeSpot(spotBody(symbol, order));
    if (result.ok && result.data) return { ok: true };
    return refuse(result.ok ? undefined : result.error.code);
  };

  const balanceState = !isLoggedIn
    ? 'ready'
    : futures
      ? account
        ? 'ready'
        : calledAccount.error
          ? 'error'
          : 'loading'
      : balances
        ? 'ready'
        : 'loading';
  return (
    <OrderForm
      tradeGate={tradeGate}
      symbol={symbol}
      limits={limits}
      lastPrice={lastPrice}
      balances={
        futures ? { base: null, quote: account?.available ?? null } : { base: balanceOf(symbol.base), quote: balanceOf(symbol.quote) }
      }
      balanceState={balanceState}
      settings={
        settings.data
          ? { leverage: settings.data.leverage, marginMode: settings.data.margin_mode === 'cross' ? 'cross' : 'isolated' }
          : undefined
      }
      positionSize={positionSize}
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
 * The user's panels with their data (issue 21 item 1): open orders and positions as the trade view holds them (live
 * from the private stream), the order and trade history and the funding payments from their calls, refreshed when an
 * order event arrives, the fills of the stream merged in, the balances live; cancel one or all (decision 1891).
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
  const futures = symbol.market === 'futures';
  const spotInput = futures ? null : { currency_pair: symbol.symbol };
  const futuresInput = futures ? { contract: symbol.symbol } : null;
  const spotHistory = useSpotOrderHistory(spotInput);
  const futuresHistory = useFuturesOrderHistory(futuresInput);
  const spotTrades = useSpotTrades(spotInput);
  const futuresTrades = useFuturesTrades(futuresInput);
  const funding = useFuturesFundingHistory(futuresInput);
  const liveFills = useFills(true);
  const balances = useBalances(!futures);
  const account = useFuturesAccount(futures);
  const { news } = useOrderEvents(true);
  const cancelSpot = useCancelSpotOrder().trigger;
  const cancelFutures = useCancelFuturesOrder().trigger;
  const cancelAllSpot = useCancelAllSpotOrders().trigger;
  const cancelAllFutures = useCancelAllFuturesOrders().trigger;
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  // An order event (a fill, a cancel, a refusal, funding) refreshes the history lists without a reload.
  const lastSeq = news.at(-1)?.seq ?? -1;
  const history = futures ? futuresHistory : spotHistory;
  const trades = futures ? futuresTrades : spotTrades;
  const { mutate: refreshHistory } = history;
  const { mutate: refreshTrades } = trades;
  const { mutate: refreshFunding } = funding;
  useEffect(() => {
    if (lastSeq < 0) return;
    void refreshHistory();
    void refreshTrades();
    void refreshFunding();
  }, [lastSeq, refreshHistory, refreshTrades, refreshFunding]);
  // Funding is paid to positions: a change of the account's balance without an order event may be one.
  const accountBalance = account?.balance;
  useEffect(() => {
    if (accountBalance !== undefined) void refreshFunding();
  }, [accountBalance, refreshFunding]);

  const act = async (ids: string[], call: () => Promise<CallResult<unknown>>): Promise<void> => {
    setBusy((set) => new Set([...set, ...ids]));
    const result = await call();
    setBusy((set) => new Set([...set].filter((id) => !ids.includes(id))));
    if (!result.ok)
      toast.show({
        status: 'error',
        title: intl.formatMessage(f.cancelFailed),
        description: result.error.message || intl.formatMessage(f.other),
      });
  };
  const cancelOne = (id: string) =>
    void act([id], () => (futures ? cancelFutures({ contract: symbol.symbol, id }) : cancelSpot({ currency_pair: symbol.symbol, id })));
  const cancelAll = () =>
    void act(['all'], () => (futures ? cancelAllFutures({ contract: symbol.symbol }) : cancelAllSpot({ currency_pair: symbol.symbol })));

  const fills = useMemo(() => {
    const called = trades.data ?? EMPTY;
    const known = new Set(called.map((x) => x.id));
    const live = (liveFills ?? EMPTY).filter(
      (x) => x.symbol === symbol.symbol && (x.market ?? symbol.market) === symbol.market && !known.has(x.id),
    );
    return [...called, ...live].sort((a, b) => b.create_time_ms - a.create_time_ms);
  }, [trades.data, liveFills, symbol.symbol, symbol.market]);

  const state = (ready: boolean, failed = false): PanelData<never>['state'] => (failed ? 'error' : ready ? 'ready' : 'loading');
  const assets = futures
    ? account
      ? [
          {
            currency: account.currency || symbol.quote,
            available: account.available,
            locked: String(Number(account.position_margin) + Number(account.order_margin)),
          },
        ]
      : EMPTY
    : (balances ?? EMPTY).filter((b) => Number(b.available) + Number(b.locked) > 0);
  return (
    <UserPanels
      symbol={symbol}
      spotOrders={{ data: spotOrders, state: state(!loading) }}
      futuresOrders={{ data: futuresOrders, state: state(!loading) }}
      orderHistory={{ data: history.data ?? EMPTY, state: state(history.data !== undefined, history.error !== undefined) }}
      fills={{
        data: fills,
        state: state(trades.data !== undefined || liveFills !== null, trades.error !== undefined && liveFills === null),
      }}
      positions={{ data: positions, state: state(!loading) }}
      funding={{ data: funding.data ?? EMPTY, state: state(funding.data !== undefined, funding.error !== undefined) }}
      balances={{ data: assets, state: state(futures ? account !== null : balances !== null) }}
      busy={busy}
      onCancelOrder={cancelOne}
      onCancelAll={cancelAll}
      onTpsl={onTpsl}
      onSharePosition={onSharePosition}
      onRetry={(tab) => {
        if (tab === 'history') void refreshHistory();
        if (tab === 'trades') void refreshTrades();
        if (tab === 'funding') void refreshFunding();
      }}
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
