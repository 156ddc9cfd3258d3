'use client';
// The chart chunk of the trade view: loaded with next/dynamic (ssr: false) by TradeView, so echarts and
// the chart's code never weigh on the page's first load (decision 0413).
import { browserClientCache, uploadChartSnapshot, useExchangeClient, useRealtimeClient, type MarketSymbol } from '@exchange/api';
import { applyThemePreference, resolveColorMode, type ThemePreference } from '@exchange/ui';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { PriceChart, type PriceChartProps } from '../components/price-chart/price-chart';
import { QuickOrderModal } from '../components/quick-order-modal/quick-order-modal';
import { createExchangeDatafeed } from '../datafeed/exchange-datafeed';
import type { ChartEngine } from '../engine/chart-engine';
import type { ImportantEvent } from '../rules/important-events';
import type { LiquidationDatum } from '../rules/liquidation';
import type { BuySellMarker } from '../rules/markers';
import type { OrderLine } from '../rules/order-lines';
import type { QuickOrderRequest } from '../rules/quick-order';
import type { ScreenshotSetting } from '../rules/screenshot';
import { chartLocaleOf, quickOrderLimitsOf, TRADE_CHART_HEIGHT } from '../rules/trade-data';
import type { ChartTheme } from '../types';

type ChartStorage = NonNullable<PriceChartProps['storage']>;

/** Whether the system prefers dark (for the 'system' preference); this chunk only ever runs in the browser. */
const DARK_QUERY = '(prefers-color-scheme: dark)';
function subscribeSystemDark(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const systemDark = (): boolean => window.matchMedia(DARK_QUERY).matches;
const serverSystemDark = (): boolean => true;

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
  /** The site's colour preference (a prop: the chart reads no cookie and no `<html>` class). */
  theme: ThemePreference;
  /** The chart's own switch; default: the site's preference writer. */
  onThemeChange?: (theme: ThemePreference) => void;
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
  /** The charting host's snapshot upload URL (decision 1860); null: the screenshot is a PNG download. */
  chartingHost?: string | null;
}

/** PriceChart over the exchange datafeed, themed by the site's preference, with the side panel's quick-order modal. */
export default function TradeChart(props: TradeChartProps) {
  const { symbol, onPlaceOrder, orderIntent, onOrderIntentDone } = props;
  const client = useExchangeClient();
  const realtime = useRealtimeClient();
  const datafeed = useMemo(
    () => createExchangeDatafeed({ client, market: symbol.market, realtime: () => realtime, cache: browserClientCache() }),
    [client, realtime, symbol.market],
  );
  useEffect(() => () => datafeed.dispose(), [datafeed]);
  const prefersDark = useSyncExternalStore(subscribeSystemDark, systemDark, serverSystemDark);
  const theme: ChartTheme = resolveColorMode(props.theme, prefersDark);
  const storage = useMemo(() => (symbol.market === 'futures' ? namespacedStorage('futures:') : undefined), [symbol.market]);
  const engine = useRef<ChartEngine | null>(null);
  const onEngine = useCallback((e: ChartEngine | null) => {
    engine.current = e;
  }, []);
  const limits = useMemo(() => quickOrderLimitsOf(symbol), [symbol]);
  const { chartingHost } = props;
  const screenshot = useMemo<ScreenshotSetting | undefined>(
    () => (chartingHost ? { mode: 'host', upload: async (png) => (await uploadChartSnapshot(chartingHost, png)).url } : undefined),
    [chartingHost],
  );
  const lastPrice = orderIntent ? (engine.current?.store.last()?.close ?? Number.NaN) : Number.NaN;

  return (
    <>
      <PriceChart
        datafeed={datafeed}
        symbol={symbol.symbol}
        locale={chartLocaleOf(props.locale)}
        theme={theme}
        onThemeChange={props.onThemeChange ?? applyThemePreference}
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
        screenshot={screenshot}
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
