'use client';
// The chart chunk of the trade pages: loaded with next/dynamic (ssr: false) by TradeView, so echarts and
// the chart library never weigh on the page's first load (decision 0413).
import { useExchangeClient, type MarketSymbol } from '@exchange/api';
import {
  createExchangeDatafeed,
  PriceChart,
  QuickOrderModal,
  type BuySellMarker,
  type ChartEngine,
  type ChartTheme,
  type ImportantEvent,
  type LiquidationDatum,
  type OrderLine,
  type PriceChartProps,
  type QuickOrderRequest,
} from '@exchange/chart';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { applyThemePreference } from './theme-cookie';
import { chartLocaleOf, quickOrderLimitsOf, TRADE_CHART_HEIGHT } from './trade-data';

type ChartStorage = NonNullable<PriceChartProps['storage']>;

/** The app's colour mode, from the class theme-init.js and the header's switch keep on <html>. */
function subscribeColorMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const colorMode = (): ChartTheme => (document.documentElement.classList.contains('light') ? 'light' : 'dark');
const serverColorMode = (): ChartTheme => 'dark';

/** Futures charts keep their own saved state and alerts (a spot alert must not fire on the perpetual). */
function namespacedStorage(prefix: string): ChartStorage | null {
  try {
    const local = window.localStorage;
    return { getItem: (key) => local.getItem(`${prefix}${key}`), setItem: (key, value) => local.setItem(`${prefix}${key}`, value) };
  } catch {
    return null;
  }
}

export interface TradeChartProps {
  symbol: MarketSymbol;
  /** App locale (zh, en, tr, …): mapped to the chart's locale map. */
  locale: string;
  orderLines: readonly OrderLine[];
  markers: readonly BuySellMarker[];
  events: readonly ImportantEvent[];
  liquidations?: readonly LiquidationDatum[];
  /** Absent for visitors: the chart offers no Buy/Sell. */
  onPlaceOrder?: (request: QuickOrderRequest) => Promise<void>;
  /** A quick order asked for outside the chart (the side panel), at the last price. */
  orderIntent: { side: 1 | -1 } | null;
  onOrderIntentDone: () => void;
}

/** PriceChart over the exchange datafeed, themed by the app, with the side panel's quick-order modal. */
export default function TradeChart(props: TradeChartProps) {
  const { symbol, onPlaceOrder, orderIntent, onOrderIntentDone } = props;
  const client = useExchangeClient();
  const datafeed = useMemo(() => createExchangeDatafeed({ client, market: symbol.market }), [client, symbol.market]);
  useEffect(() => () => datafeed.dispose(), [datafeed]);
  const theme = useSyncExternalStore(subscribeColorMode, colorMode, serverColorMode);
  const storage = useMemo(() => (symbol.market === 'futures' ? namespacedStorage('futures:') : undefined), [symbol.market]);
  const engine = useRef<ChartEngine | null>(null);
  const onEngine = useCallback((e: ChartEngine | null) => {
    engine.current = e;
  }, []);
  const limits = useMemo(() => quickOrderLimitsOf(symbol), [symbol]);
  const lastPrice = orderIntent ? (engine.current?.store.last()?.close ?? Number.NaN) : Number.NaN;

  return (
    <>
      <PriceChart
        datafeed={datafeed}
        symbol={symbol.symbol}
        locale={chartLocaleOf(props.locale)}
        theme={theme}
        onThemeChange={applyThemePreference}
        timeZone="UTC"
        storage={storage}
        orderLines={props.orderLines}
        markers={props.markers}
        events={props.events}
        liquidations={props.liquidations}
        onPlaceOrder={onPlaceOrder}
        quickOrderLimits={limits}
        height={`${TRADE_CHART_HEIGHT}px`}
        onEngine={onEngine}
      />
      {onPlaceOrder && (
        <QuickOrderModal
          open={orderIntent !== null}
          side={orderIntent?.side ?? 1}
          symbol={symbol.symbol}
          price={lastPrice}
          priceDecimals={symbol.price_precision}
          limits={limits}
          onClose={onOrderIntentDone}
          onPlaceOrder={onPlaceOrder}
        />
      )}
    </>
  );
}
