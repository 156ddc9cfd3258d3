'use client';
import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChartDatafeed } from '../../datafeed/datafeed-types';
import type { ChartEngine } from '../../engine/chart-engine';
import { axisLeft } from '../../engine/layout';
import { PALETTES, paletteFor } from '../../engine/palette';
import { yToPrice } from '../../engine/scales';
import { defaultIndicator, type IndicatorConfig, type IndicatorType } from '../../indicators/settings';
import { chartMessages } from '../../messages';
import { chartLocale } from '../../rules/chart-locale';
import { systemClock, type Clock } from '../../rules/clock';
import type { ImportantEvent } from '../../rules/important-events';
import type { LiquidationDatum } from '../../rules/liquidation';
import type { BuySellMarker } from '../../rules/markers';
import type { OrderLine, SideCode } from '../../rules/order-lines';
import { createAlert, crossedAlerts, parseAlerts, PRICE_ALERTS_KEY, type PriceAlert } from '../../rules/price-alerts';
import type { QuickOrderLimits, QuickOrderRequest } from '../../rules/quick-order';
import { resolutionLabel } from '../../rules/resolution';
import {
  DEFAULT_SCREENSHOT,
  screenshotFileName,
  screenshotOutcome,
  type ScreenshotNoticeState,
  type ScreenshotSetting,
} from '../../rules/screenshot';
import type { Candle, ChartTheme } from '../../types';
import { AlertNotices, type FiredAlert } from '../alert-notices/alert-notices';
import { ChartContextMenu } from '../chart-context-menu/chart-context-menu';
import { ChartToolbar } from '../chart-toolbar/chart-toolbar';
import { IndicatorSettingsDialog } from '../indicator-settings-dialog/indicator-settings-dialog';
import { PriceAlertPanel } from '../price-alert-panel/price-alert-panel';
import { useNumberFormat, usePriceFormat } from '../price-format';
import { QuickOrderModal } from '../quick-order-modal/quick-order-modal';
import { ScreenshotNotice } from '../screenshot-notice/screenshot-notice';
import { captureChartPng, downloadBlob } from './capture';
import { ChartLayers, ChartUnderlay } from './chart-layers';
import { createHoverStore } from './hover-store';
import { useChartData, type ChartLogger } from './use-chart-data';
import { useChartEngine, usePointerNavigation, type EngineFactory } from './use-chart-engine';
import { browserStorage, useChartState, type ChartStorage } from './use-chart-state';

export interface PriceChartProps {
  datafeed: ChartDatafeed;
  symbol: string;
  /** App locale (spec 02 §3 locale map: cn, tw, en, …); dates and numbers follow it. */
  locale?: string;
  /** Controlled theme; when absent the saved theme is used and the toolbar switches it. */
  theme?: ChartTheme;
  onThemeChange?: (theme: ChartTheme) => void;
  /** IANA time zone of the time axis (stated in the legend). */
  timeZone?: string;
  /** Where state and alerts are saved (local storage by default; null: nowhere). */
  storage?: ChartStorage | null;
  storageKey?: string;
  orderLines?: readonly OrderLine[];
  liquidations?: readonly LiquidationDatum[];
  markers?: readonly BuySellMarker[];
  events?: readonly ImportantEvent[];
  /** Places a quick order (the app calls its API); a returned line is drawn. Without it Buy/Sell are hidden. */
  onPlaceOrder?: (request: QuickOrderRequest) => Promise<OrderLine | void>;
  quickOrderLimits?: QuickOrderLimits;
  screenshot?: ScreenshotSetting;
  height?: number | string;
  onReady?: () => void;
  logger?: ChartLogger;
  clock?: Clock;
  /** Receives the engine (benchmarks, e2e probes); null on unmount. */
  onEngine?: (engine: ChartEngine | null) => void;
  /** Test seam: how the engine is made (component tests pass an echarts-free surface). */
  engineFactory?: EngineFactory;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The price chart: candles, volume and indicators on echarts, with overlays, alerts and quick orders. */
export function PriceChart(props: PriceChartProps) {
  const { datafeed, symbol, timeZone = 'UTC', clock = systemClock, logger = console, screenshot = DEFAULT_SCREENSHOT } = props;
  const intl = useIntl();
  const locale = chartLocale(props.locale ?? intl.locale).intl;
  const storage = useMemo(() => (props.storage === undefined ? browserStorage() : props.storage), [props.storage]);
  const chartState = useChartState(storage, props.storageKey, clock, props.theme);
  const { state, theme } = chartState;
  // The page's risk colours are read after hydration (the server has no <html> to read): same markup on both sides.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const palette = useMemo(() => (mounted ? paletteFor(theme) : PALETTES[theme]), [mounted, theme]);
  const hostRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const hover = useMemo(createHoverStore, []);
  const [alerts, setAlerts] = useState<PriceAlert[]>(() => parseAlerts(storage?.getItem(PRICE_ALERTS_KEY)));
  const [notices, setNotices] = useState<FiredAlert[]>([]);
  const [alertPanel, setAlertPanel] = useState<{ price?: number } | null>(null);
  const [order, setOrder] = useState<{ side: SideCode; price: number } | null>(null);
  const [placed, setPlaced] = useState<OrderLine[]>([]);
  const [editing, setEditing] = useState<IndicatorType | null>(null);
  const [shot, setShot] = useState<ScreenshotNoticeState | null>(null);
  const lastPrice = useRef<number | null>(null);
  const reducedMotion = useMemo(prefersReducedMotion, []);

  const numberFormat = useNumberFormat();
  // A futures chart (one that is handed liquidations, even before they load) keeps the histogram's band from its first
  // render: the candles do not jump when the data arrives (decision 1973).
  const liquidationBand = props.liquidations !== undefined;
  const engine = useChartEngine(
    hostRef,
    {
      theme,
      resolution: state.resolution,
      timeZone,
      locale,
      priceDecimals: 2,
      indicators: state.indicators,
      numberFormat,
      liquidationBand,
    },
    props.engineFactory,
  );
  const { onEngine } = props;
  useEffect(() => {
    onEngine?.(engine);
  }, [engine, onEngine]);
  useEffect(() => {
    engine?.setTheme(theme);
  }, [engine, theme]);
  useEffect(() => {
    engine?.setIndicators(state.indicators);
  }, [engine, state.indicators]);
  useEffect(() => {
    engine?.setFormat({ timeZone, locale, numberFormat });
  }, [engine, timeZone, locale, numberFormat]);
  useEffect(() => {
    engine?.setLiquidationBand(liquidationBand);
  }, [engine, liquidationBand]);

  const saveAlerts = useCallback(
    (next: PriceAlert[]) => {
      setAlerts(next);
      try {
        storage?.setItem(PRICE_ALERTS_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: alerts still work for this page.
      }
    },
    [storage],
  );
  const alertsRef = useRef(alerts);
  alertsRef.current = alerts;
  const onCandle = useCallback(
    (c: Candle, previous: number | undefined) => {
      lastPrice.current = c.close;
      if (previous === undefined) return;
      const fired = crossedAlerts(
        alertsRef.current.filter((a) => a.symbol === symbol),
        previous,
        c.close,
      );
      if (fired.length === 0) return;
      const ids = new Set(fired.map((a) => a.id));
      saveAlerts(alertsRef.current.filter((a) => !ids.has(a.id)));
      setNotices((n) => [...n, ...fired.map((a) => ({ id: a.id, symbol: a.symbol, price: a.price }))]);
    },
    [symbol, saveAlerts],
  );

  const { status, ready, symbolInfo, marks } = useChartData({
    engine,
    datafeed,
    symbol,
    resolution: state.resolution,
    clock,
    logger,
    onCandle,
  });
  const priceDecimals = symbolInfo ? Math.max(0, Math.round(Math.log10(symbolInfo.pricescale))) : 2;
  const { onReady } = props;
  useEffect(() => {
    if (ready) onReady?.();
  }, [ready, onReady]);

  usePointerNavigation(engine, areaRef, { onInteract: chartState.touch, onHover: hover.set });

  const priceAt = (clientX: number, clientY: number) => {
    const view = engine?.view();
    const el = areaRef.current;
    if (!view || !el) return null;
    const r = el.getBoundingClientRect();
    const y = clientY - r.top;
    const main = view.scales.main;
    if (y < main.top || y > main.top + main.height || clientX - r.left > axisLeft(view.layout)) return null;
    return yToPrice(view.scales, y);
  };

  const toggleIndicator = (type: IndicatorType) => {
    const has = state.indicators.some((i) => i.type === type);
    chartState.setIndicators(has ? state.indicators.filter((i) => i.type !== type) : [...state.indicators, defaultIndicator(type)]);
  };
  const applyIndicator = (config: IndicatorConfig) =>
    chartState.setIndicators(state.indicators.map((i) => (i.type === config.type ? config : i)));
  const setTheme = (t: ChartTheme) => {
    chartState.setTheme(t);
    props.onThemeChange?.(t);
  };
  const takeScreenshot = async () => {
    if (!engine) return;
    try {
      const png = await captureChartPng(engine);
      const fileName = screenshotFileName(symbol, state.resolution, clock.now());
      if (screenshot.mode === 'host') {
        // Spec 02 §2: the host's share page opens; the notice links it too (a browser may block the new tab).
        setShot({ kind: 'uploading' });
        const outcome = screenshotOutcome(await screenshot.upload(png));
        setShot(outcome);
        if (outcome.kind === 'shared') window.open(outcome.url, '_blank', 'noopener,noreferrer');
        else downloadBlob(png, fileName);
      } else downloadBlob(png, fileName);
    } catch (err) {
      setShot(null);
      logger.error('Chart screenshot failed', err);
    }
  };

  const orderLines = useMemo(() => [...(props.orderLines ?? []), ...placed], [props.orderLines, placed]);
  const symbolAlerts = alerts.filter((a) => a.symbol === symbol);
  const fmt = usePriceFormat(priceDecimals);

  return (
    <Stack
      gap="0"
      h={props.height ?? '560px'}
      bg={palette.background}
      color={palette.text}
      borderWidth="1px"
      borderColor={palette.axis}
      borderRadius="md"
      overflow="hidden"
      position="relative"
      data-theme={theme}
      colorScheme={theme}
      className={theme}
    >
      <ChartToolbar
        resolution={state.resolution}
        onResolution={chartState.setResolution}
        indicators={state.indicators}
        onToggleIndicator={toggleIndicator}
        onEditIndicator={setEditing}
        theme={theme}
        onTheme={setTheme}
        onScreenshot={() => void takeScreenshot()}
        alertsOpen={alertPanel !== null}
        onToggleAlerts={() => setAlertPanel(alertPanel ? null : {})}
      />
      <ChartContextMenu
        priceAt={priceAt}
        fallbackPrice={() => lastPrice.current ?? engine?.store.last()?.close ?? null}
        formatPrice={fmt}
        onAddAlert={(price) => setAlertPanel({ price })}
        onTrade={props.onPlaceOrder ? (side, price) => setOrder({ side, price }) : undefined}
      >
        <Box
          ref={areaRef}
          position="relative"
          flex="1"
          minH="0"
          tabIndex={0}
          role="region"
          aria-roledescription="chart"
          aria-label={intl.formatMessage(chartMessages.chartLabel, { symbol, resolution: resolutionLabel(state.resolution) })}
          aria-busy={!ready || status === 'loading'}
          style={{ touchAction: 'none' }}
          cursor="crosshair"
          _focusVisible={{ outline: '2px solid', outlineColor: palette.lines[0], outlineOffset: '-2px' }}
        >
          {engine && <ChartUnderlay engine={engine} liquidations={props.liquidations} />}
          <Box ref={hostRef} position="absolute" inset="0" />
          {engine && (
            <ChartLayers
              engine={engine}
              hover={hover}
              symbol={symbol}
              resolution={state.resolution}
              timeZone={timeZone}
              locale={locale}
              priceDecimals={priceDecimals}
              orderLines={orderLines}
              markers={props.markers}
              events={props.events}
              marks={marks}
            />
          )}
          {status === 'empty' && ready && (
            <Text position="absolute" top="45%" w="full" textAlign="center" color={palette.mutedText} zIndex="1">
              {intl.formatMessage(chartMessages.empty)}
            </Text>
          )}
          {(!ready || status === 'loading') && status !== 'error' && (
            <Stack
              position="absolute"
              inset="0"
              align="center"
              justify="center"
              bg={palette.overlayBackground}
              zIndex="2"
              role="status"
              data-testid="chart-loading"
            >
              <Spinner color={palette.lines[0]} animationDuration={reducedMotion ? '0s' : undefined} />
              <Text fontSize="sm">{intl.formatMessage(chartMessages.loading)}</Text>
            </Stack>
          )}
        </Box>
      </ChartContextMenu>
      {alertPanel && (
        // Inside the chart on every width (issue 21 item 4): from the inline end, never past the start on a phone.
        <Box position="absolute" top="10" insetInlineEnd={{ base: '2', sm: '20' }} insetInlineStart={{ base: '2', sm: 'auto' }} zIndex="3">
          <PriceAlertPanel
            alerts={symbolAlerts}
            initialPrice={alertPanel.price}
            priceDecimals={priceDecimals}
            onCreate={(price) =>
              saveAlerts([
                ...alerts,
                createAlert(
                  `${symbol}-${clock.now()}-${alerts.length}`,
                  symbol,
                  price,
                  lastPrice.current ?? engine?.store.last()?.close ?? price,
                  clock.now(),
                ),
              ])
            }
            onDelete={(id) => saveAlerts(alerts.filter((a) => a.id !== id))}
            onClose={() => setAlertPanel(null)}
          />
        </Box>
      )}
      <ScreenshotNotice state={shot} onDismiss={() => setShot(null)} />
      <AlertNotices notices={notices} priceDecimals={priceDecimals} onDismiss={(id) => setNotices((n) => n.filter((x) => x.id !== id))} />
      <QuickOrderModal
        open={order !== null}
        side={order?.side ?? 1}
        symbol={symbol}
        price={order?.price ?? NaN}
        priceDecimals={priceDecimals}
        limits={props.quickOrderLimits}
        onClose={() => setOrder(null)}
        onPlaceOrder={props.onPlaceOrder}
        onPlaced={(line) => line && setPlaced((p) => [...p.filter((x) => x.id !== line.id), line])}
      />
      <IndicatorSettingsDialog
        config={state.indicators.find((i) => i.type === editing) ?? null}
        onApply={applyIndicator}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
