'use client';
import { Box, Container, Skeleton, Stack } from '@chakra-ui/react';
import {
  DEFAULT_COIN_ICON_WHITELIST,
  coinIconImage,
  useCancelFuturesOrder,
  useCancelSpotOrder,
  useCloseFuturesPosition,
  useCommonConfig,
  useEndpoint,
  useExchangeClient,
  useFuturesOpenOrders,
  useFills,
  useFuturesPositions,
  useFuturesOrders,
  usePositions,
  useOrderEvents,
  useOrders,
  usePlaceFuturesOrder,
  usePlaceSpotOrder,
  useReverseFuturesPosition,
  useSetFuturesTpsl,
  useSpotOpenOrders,
  type CallResult,
  type FuturesOrder,
  type FuturesPosition,
  type MarketSymbol,
  type SpotOrder,
} from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import { onThemePreferenceChange, useToast, type SiteContext, type ThemePreference } from '@exchange/ui';
import type { MessageDescriptor } from '@formatjs/intl';
import { useSetAtom } from 'jotai';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { CoinIcon } from '../components/coin-icon/coin-icon';
import { LineActionList } from '../components/line-action-list/line-action-list';
import { OrderBookPanel } from '../components/order-book/order-book';
import { orderFormMessages } from '../components/order-form/order-form-messages';
import { LoginPrompt } from '../components/order-form/order-form-prompts';
import { RecentTradesPanel } from '../components/recent-trades/recent-trades';
import { SymbolSearch } from '../components/ticker-header/symbol-search-button';
import { TickerHeader } from '../components/ticker-header/ticker-header';
import { TradeLayout } from '../components/trade-layout/trade-layout';
import { lineActionMessages, tradeMessages } from '../messages';
import { OrderRefusedError } from '../rules/order-entry-feedback';
import type { QuickOrderRequest } from '../rules/quick-order';
import {
  eventWindow,
  fillMarkers,
  quickOrderLimitsOf,
  toDecimalText,
  futuresOrderInput,
  futuresOrderLines,
  positionLines,
  spotOrderInput,
  spotOrderLines,
  TRADE_CHART_HEIGHT,
  tradeLinks,
  tradePath,
} from '../rules/trade-data';
import { useLineTexts } from './line-texts';
import { orderTicketSideAtom } from './order-ticket';
import { OrderEntryLazy, OrderEventToastsLazy, ReverseDialogLazy, TpslDialogLazy, UserPanelsLazy } from './trade-panels-lazy';

/** The chart's own size while its chunk loads, so nothing moves when it arrives. */
function ChartSkeleton() {
  const intl = useIntl();
  return (
    <Box position="relative" h={`${TRADE_CHART_HEIGHT}px`} role="status" aria-label={intl.formatMessage(tradeMessages.chartLoading)}>
      <Skeleton position="absolute" inset="0" borderRadius="md" />
    </Box>
  );
}

const TradeChart = dynamic(() => import('./trade-chart'), { ssr: false, loading: () => <ChartSkeleton /> });

const EMPTY: readonly never[] = [];

/** Texts with values, formatted by the server page. */
export interface TradeLabels {
  heading: string;
  subtitle: string;
  buy: string;
  sell: string;
}

export interface TradeViewProps {
  /** Site, locale, visitor and colour preference, as the app hands every domain layer. */
  context: SiteContext;
  /** The listed symbol (or its placeholder when the list could not be loaded), e.g. from `resolveTradeRoute`. */
  symbol: MarketSymbol;
  /** The heading, market line and quick-order buttons, formatted on the server (`tradeLabels`). */
  labels: TradeLabels;
  /**
   * The colour preference to paint. Default: `context.theme`, then every preference applied on the page (the
   * header's switch); the chart's own switch applies the site's preference (`applyThemePreference` of @exchange/ui).
   */
  theme?: ThemePreference;
  onThemeChange?: (theme: ThemePreference) => void;
  /**
   * Asked before a quick order is placed (spec 01 §5): resolves null when the user cancelled (nothing is placed),
   * otherwise the fund password ('' when the user's frequency does not ask for it now). The app composes it from
   * the account domain (the chart never imports another domain).
   */
  requestFundPassword?: () => Promise<string | null>;
  /**
   * "Share" on each futures position (spec 03 §2, decision 1403): the app composes the share image from the
   * referral domain (the chart never imports another domain). Without it the positions have no Share button.
   */
  onSharePosition?: (position: FuturesPosition) => void;
  /**
   * The charting host's snapshot upload URL (spec 02 §2, decision 1860: site-config's `chartingSnapshotEndpoint`):
   * the screenshot is uploaded there and the returned page opened. Null or absent: the PNG is downloaded.
   */
  chartingHost?: string | null;
}

/** The site's colour preference, kept in step with the page's switches (the chart reads it as a prop). */
function useSitePreference(initial: ThemePreference): ThemePreference {
  const [theme, setTheme] = useState(initial);
  useEffect(() => onThemePreferenceChange(setTheme), []);
  return theme;
}

/**
 * The chart domain's layer, one trade page (spot `/trade/BTC_USDT` or futures `/futures/usdt/BTC_USDT`): the heading,
 * the price chart (loaded after the page) with the user's orders, position and fills and the market's events and
 * liquidations, and the quick-order panel (decisions 0413, 0414). It fetches through `@exchange/api` itself; the page
 * only resolves the route and hands it the site context.
 */
export function TradeView(props: TradeViewProps) {
  const { context, symbol, labels, theme, onThemeChange, requestFundPassword, onSharePosition, chartingHost = null } = props;
  const intl = useIntl();
  const isLoggedIn = context.user.isLoggedIn;
  const sitePreference = useSitePreference(context.theme);
  const { loginHref, signupHref, kycHref } = useMemo(() => tradeLinks(context, symbol), [context, symbol]);
  const futures = symbol.market === 'futures';
  // The coin's icon beside the pair (03 §9 image defaults); whitelisted coins carry the hour's cache version.
  const { data: commonConfig } = useCommonConfig();
  const coinWhitelist = commonConfig?.coinIconVersionWhiteList ?? DEFAULT_COIN_ICON_WHITELIST;
  const [iconNow] = useState(() => Date.now());
  const forSpot = isLoggedIn && !futures;
  const forFutures = isLoggedIn && futures;
  const spotOrders = useSpotOpenOrders(forSpot ? { currency_pair: symbol.symbol } : null);
  const futuresOrders = useFuturesOpenOrders(forFutures ? { contract: symbol.symbol } : null);
  const positions = useFuturesPositions(forFutures ? { contract: symbol.symbol } : null);
  const spotFills = useEndpoint('spotFills', { currency_pair: symbol.symbol }, { enabled: forSpot });
  const futuresFills = useEndpoint('futuresFills', { contract: symbol.symbol }, { enabled: forFutures });
  const [eventRange] = useState(() => eventWindow(Date.now()));
  const events = useEndpoint('marketEvents', { symbol: symbol.symbol, market: symbol.market, ...eventRange });
  const liquidations = useEndpoint('marketLiquidations', { contract: symbol.symbol }, { enabled: futures, refreshInterval: 60_000 });
  const placeSpot = usePlaceSpotOrder();
  const placeFutures = usePlaceFuturesOrder();
  const [orderIntent, setOrderIntent] = useState<{ side: 1 | -1 } | null>(null);
  const toast = useToast();
  const cancelSpot = useCancelSpotOrder().trigger;
  const cancelFutures = useCancelFuturesOrder().trigger;
  const closePosition = useCloseFuturesPosition().trigger;
  const reversePosition = useReverseFuturesPosition().trigger;
  const setTpsl = useSetFuturesTpsl().trigger;
  const [tpslFor, setTpslFor] = useState<FuturesPosition | null>(null);
  const [reverseFor, setReverseFor] = useState<FuturesPosition | null>(null);
  const price = useCallback(
    (text: string) =>
      intl.formatNumber(Number(text), { minimumFractionDigits: symbol.price_precision, maximumFractionDigits: symbol.price_precision }),
    [intl, symbol.price_precision],
  );

  /** Runs a line action: true when done; a failure (the call refused or did not answer) shows an error toast. */
  const act = useCallback(
    async (call: () => Promise<CallResult<unknown>>, failed: MessageDescriptor): Promise<boolean> => {
      const result = await call();
      if (result.ok) return true;
      toast.show({
        status: 'error',
        title: intl.formatMessage(failed),
        description: result.error.message || intl.formatMessage(lineActionMessages.tryAgain),
      });
      return false;
    },
    [toast, intl],
  );
  const spotActions = useMemo(
    () => ({
      cancelOrder: (o: SpotOrder) =>
        void act(() => cancelSpot({ currency_pair: o.currency_pair, id: o.id }), lineActionMessages.cancelFailed),
    }),
    [act, cancelSpot],
  );
  const futuresActions = useMemo(
    () => ({
      cancelOrder: (o: FuturesOrder) => void act(() => cancelFutures({ contract: o.contract, id: o.id }), lineActionMessages.cancelFailed),
    }),
    [act, cancelFutures],
  );
  const positionActions = useMemo(
    () => ({
      closePosition: (p: FuturesPosition) => void act(() => closePosition({ contract: p.contract }), lineActionMessages.closeFailed),
      tpsl: (p: FuturesPosition) => setTpslFor(p),
      reverse: (p: FuturesPosition) => setReverseFor(p),
    }),
    [act, closePosition],
  );

  const texts = useLineTexts(symbol.symbol, price);
  // The user's own channels over the realtime socket (issue 20, decision 1851): an order that fills, is placed or is
  // cancelled shows at once, without a refetch; the calls' answers stand in until the first push.
  const liveOrders = useOrders(forSpot);
  const liveFills = useFills(forSpot);
  const spotData = useMemo(
    () => liveOrders?.filter((order) => order.currency_pair === symbol.symbol) ?? spotOrders.data ?? EMPTY,
    [liveOrders, spotOrders.data, symbol.symbol],
  );
  // The order events are held from the page's start, not from when the lazily loaded toasts mount: an order placed or
  // filled before their chunk arrived is still in the channel's one state, and toasted when they mount (decision 1937).
  useOrderEvents(isLoggedIn);
  // Futures orders and positions live too (issue 21: liquidation price and PnL move with the mark price).
  const liveFuturesOrders = useFuturesOrders(forFutures);
  const livePositions = usePositions(forFutures);
  const futuresData = useMemo(
    () => liveFuturesOrders?.filter((order) => order.contract === symbol.symbol) ?? futuresOrders.data ?? EMPTY,
    [liveFuturesOrders, futuresOrders.data, symbol.symbol],
  );
  const positionData = useMemo(
    () => livePositions?.filter((position) => position.contract === symbol.symbol) ?? positions.data ?? EMPTY,
    [livePositions, positions.data, symbol.symbol],
  );
  const orderLines = useMemo(
    () =>
      futures
        ? [...futuresOrderLines(futuresData, texts, futuresActions), ...positionLines(positionData, texts, positionActions)]
        : spotOrderLines(spotData, texts, spotActions),
    [futures, futuresData, positionData, spotData, texts, futuresActions, positionActions, spotActions],
  );
  const fills = useMemo(() => {
    const called = (futures ? futuresFills.data : spotFills.data) ?? EMPTY;
    if (futures || !liveFills) return called;
    const known = new Set(called.map((fill) => fill.id));
    return [...called, ...liveFills.filter((fill) => fill.symbol === symbol.symbol && !known.has(fill.id))];
  }, [futures, futuresFills.data, spotFills.data, liveFills, symbol.symbol]);
  const markers = useMemo(() => fillMarkers(fills, symbol.symbol), [fills, symbol.symbol]);
  // The api's events are the chart's (one contract, one type): passed as they are.
  const chartEvents = events.data ?? EMPTY;

  const { trigger: placeSpotOrder } = placeSpot;
  const { trigger: placeFuturesOrder } = placeFutures;
  const onPlaceOrder = useMemo(() => {
    if (!isLoggedIn) return undefined;
    // The write refreshes the open orders (SWR), and the new order line comes with them.
    return async (request: QuickOrderRequest): Promise<void> => {
      // The fund password, when the user's frequency asks for it (the app provides the check and the modal).
      if (requestFundPassword && (await requestFundPassword()) === null) throw new Error('Cancelled');
      const result = futures
        ? await (async () => {
            const input = futuresOrderInput(symbol, request);
            return input ? placeFuturesOrder(input) : null;
          })()
        : await (async () => {
            const input = spotOrderInput(symbol, request);
            return input ? placeSpotOrder(input) : null;
          })();
      if (!result?.ok) throw new OrderRefusedError(result?.error.code, result?.error.message ?? 'Invalid order');
    };
  }, [isLoggedIn, futures, symbol, placeSpotOrder, placeFuturesOrder, requestFundPassword]);
  const limits = useMemo(() => quickOrderLimitsOf(symbol), [symbol]);
  // The ticker header's pair switch: the market's symbols from the exchange, each linking to its trade page.
  const client = useExchangeClient();
  const searchSymbols = useCallback(
    (query: string, done: (results: MarketSymbol[]) => void) =>
      void client.call('marketSymbols', query === '' ? { market: symbol.market } : { market: symbol.market, query }).then(done),
    [client, symbol.market],
  );
  const hrefOf = useCallback(
    (s: MarketSymbol) => localizeHref({ site: context.site, locale: context.locale, path: tradePath(s) }),
    [context.site, context.locale],
  );
  const setTicketSide = useSetAtom(orderTicketSideAtom);
  const onSide = useCallback((side: 'buy' | 'sell') => setTicketSide({ side, at: Date.now() }), [setTicketSide]);

  return (
    <Container maxW="1920px" paddingInline={{ base: '2', md: '4' }} py={{ base: '2', md: '4' }}>
      <TradeLayout
        // A futures user opens a long or a short (Binance's "Buy/Long", OKX's "Open long"), not "Buy BTC".
        buyLabel={futures ? intl.formatMessage(orderFormMessages.openLong) : labels.buy}
        sellLabel={futures ? intl.formatMessage(orderFormMessages.openShort) : labels.sell}
        onSide={onSide}
        header={
          <TickerHeader
            symbol={symbol}
            heading={labels.heading}
            subtitle={labels.subtitle}
            icon={<CoinIcon image={coinIconImage(symbol.base, coinWhitelist, iconNow)} eager />}
            search={<SymbolSearch current={symbol} search={searchSymbols} hrefOf={hrefOf} />}
          />
        }
        chart={
          <TradeChart
            symbol={symbol}
            locale={context.locale}
            theme={theme ?? sitePreference}
            onThemeChange={onThemeChange}
            orderLines={orderLines}
            markers={markers}
            events={chartEvents}
            liquidations={futures ? (liquidations.data ?? EMPTY) : undefined}
            onPlaceOrder={onPlaceOrder}
            orderIntent={orderIntent}
            onOrderIntentDone={() => setOrderIntent(null)}
            chartingHost={chartingHost}
          />
        }
        book={<OrderBookPanel symbol={symbol} />}
        trades={<RecentTradesPanel symbol={symbol} />}
        form={
          isLoggedIn ? (
            <OrderEntryLazy
              symbol={symbol}
              isLoggedIn
              loginHref={loginHref}
              signupHref={signupHref}
              requestFundPassword={requestFundPassword}
              positionSize={positionData.find((p) => p.contract === symbol.symbol)?.size ?? 0}
              kycHref={kycHref}
            />
          ) : (
            // A visitor's form is the log-in prompt: rendered with the page, without the form's chunk.
            <LoginPrompt loginHref={loginHref} signupHref={signupHref} />
          )
        }
        panels={
          <Stack gap="4" minW="0">
            <LineActionList lines={orderLines} />
            {isLoggedIn && (
              <UserPanelsLazy
                symbol={symbol}
                spotOrders={spotData}
                futuresOrders={futuresData}
                positions={positionData}
                loading={futures ? futuresOrders.data === undefined : spotData === EMPTY}
                onTpsl={setTpslFor}
                onSharePosition={onSharePosition}
                onClosePosition={(p) => act(() => closePosition({ contract: p.contract }), lineActionMessages.closeFailed)}
              />
            )}
          </Stack>
        }
      />
      {isLoggedIn && <OrderEventToastsLazy symbol={symbol} isLoggedIn />}
      {tpslFor && (
        <TpslDialogLazy
          open
          symbol={symbol.symbol}
          size={tpslFor.size}
          markPrice={Number(positionData.find((p) => p.contract === tpslFor.contract)?.mark_price ?? tpslFor.mark_price)}
          takeProfit={tpslFor.take_profit}
          stopLoss={tpslFor.stop_loss}
          priceDecimals={symbol.price_precision}
          priceStep={limits.priceStep}
          onClose={() => setTpslFor(null)}
          onSave={(value) =>
            act(
              () =>
                setTpsl({
                  contract: tpslFor.contract,
                  take_profit: toDecimalText(value.takeProfit ?? undefined, symbol.price_precision) ?? '',
                  stop_loss: toDecimalText(value.stopLoss ?? undefined, symbol.price_precision) ?? '',
                }),
              lineActionMessages.tpslFailed,
            )
          }
        />
      )}
      {reverseFor && (
        <ReverseDialogLazy
          open
          symbol={symbol.symbol}
          size={reverseFor.size}
          onClose={() => setReverseFor(null)}
          onConfirm={() => act(() => reversePosition({ contract: reverseFor.contract }), lineActionMessages.reverseFailed)}
        />
      )}
    </Container>
  );
}
