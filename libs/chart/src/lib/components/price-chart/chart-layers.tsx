'use client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TimescaleMark } from '../../datafeed/datafeed-types';
import type { ChartEngine } from '../../engine/chart-engine';
import type { ImportantEvent } from '../../rules/important-events';
import type { LiquidationDatum } from '../../rules/liquidation';
import type { BuySellMarker } from '../../rules/markers';
import type { OrderLine } from '../../rules/order-lines';
import type { Resolution } from '../../rules/resolution';
import { ChartLegend } from '../chart-legend/chart-legend';
import { ChartOverlays, LiquidationUnderlay } from '../chart-overlays/chart-overlays';
import type { HoverStore } from './hover-store';
import { useEngineView } from './use-chart-engine';

export interface ChartLayersProps {
  engine: ChartEngine;
  hover: HoverStore;
  symbol: string;
  resolution: Resolution;
  timeZone: string;
  locale: string;
  priceDecimals: number;
  orderLines: readonly OrderLine[];
  markers?: readonly BuySellMarker[];
  events?: readonly ImportantEvent[];
  marks: readonly TimescaleMark[];
}

/**
 * Legend and overlays. Overlays follow the scales (data and full renders) and the pointer; the legend shows the
 * candle under the pointer, or the newest candle, so panning does not re-render it and live ticks reach it at
 * most every 250 ms.
 */
export function ChartLayers(p: ChartLayersProps) {
  const view = useEngineView(p.engine, ['data', 'full']);
  const live = useEngineView(p.engine, ['live', 'data', 'full']);
  const pointer = useSyncExternalStore(p.hover.subscribe, p.hover.get, p.hover.get);
  const { engine, symbol, resolution, priceDecimals, timeZone, locale, orderLines, markers, events, marks } = p;
  const xOfTime = useCallback((t: number) => engine.xOfTime(t), [engine]);
  const overlays = useMemo(
    () =>
      view && (
        <ChartOverlays
          view={view}
          xOfTime={xOfTime}
          symbol={symbol}
          priceDecimals={priceDecimals}
          timeZone={timeZone}
          locale={locale}
          orderLines={orderLines}
          markers={markers}
          events={events}
          marks={marks}
          pointer={pointer ? { x: pointer.x, y: pointer.y, time: pointer.time } : null}
        />
      ),
    [view, xOfTime, symbol, priceDecimals, timeZone, locale, orderLines, markers, events, marks, pointer],
  );
  // The newest candle changes with live renders and indicator changes, not with panning.
  const latestKey = live ? engine.latestKey() : '';
  const latest = useMemo(() => (latestKey ? engine.latest() : null), [engine, latestKey]);
  const hover = pointer ?? latest;
  const palette = view?.palette;
  // The legend stops before the liquidation band and the price scale (decision 1973).
  const legendRight = view ? view.layout.axisWidth + view.layout.bandWidth + 8 : 80;
  // A narrow plot gets the compact legend (decision 1978).
  const plotWidth = view ? view.layout.plotWidth : Number.POSITIVE_INFINITY;
  const legend = useMemo(
    () =>
      palette && (
        <ChartLegend
          symbol={symbol}
          resolution={resolution}
          timeZone={timeZone}
          locale={locale}
          priceDecimals={priceDecimals}
          hover={hover}
          palette={palette}
          right={legendRight}
          plotWidth={plotWidth}
        />
      ),
    [symbol, resolution, timeZone, locale, priceDecimals, hover, palette, legendRight, plotWidth],
  );
  if (!view) return null;
  return (
    <>
      {overlays}
      {legend}
    </>
  );
}

/** The liquidation histogram under the chart's canvas (decision 1888): rendered before the canvas's host. */
export function ChartUnderlay({ engine, liquidations }: { engine: ChartEngine; liquidations?: readonly LiquidationDatum[] }) {
  const view = useEngineView(engine, ['data', 'full']);
  return view ? <LiquidationUnderlay view={view} liquidations={liquidations} /> : null;
}
