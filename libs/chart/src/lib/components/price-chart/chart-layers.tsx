'use client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TimescaleMark } from '../../datafeed/datafeed-types';
import type { ChartEngine } from '../../engine/chart-engine';
import { slotToX } from '../../engine/scales';
import type { ImportantEvent } from '../../rules/important-events';
import type { LiquidationDatum } from '../../rules/liquidation';
import type { BuySellMarker } from '../../rules/markers';
import type { OrderLine } from '../../rules/order-lines';
import type { Resolution } from '../../rules/resolution';
import { ChartLegend } from '../chart-legend/chart-legend';
import { ChartOverlays } from '../chart-overlays/chart-overlays';
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
  liquidations?: readonly LiquidationDatum[];
  markers?: readonly BuySellMarker[];
  events?: readonly ImportantEvent[];
  marks: readonly TimescaleMark[];
}

/** Legend and overlays, re-rendered on engine renders and pointer moves only. */
export function ChartLayers(p: ChartLayersProps) {
  const view = useEngineView(p.engine, ['data', 'full']);
  const live = useEngineView(p.engine, ['live', 'data', 'full']);
  const pointer = useSyncExternalStore(p.hover.subscribe, p.hover.get, p.hover.get);
  const { engine, symbol, priceDecimals, timeZone, locale, orderLines, liquidations, markers, events, marks } = p;
  const xOfTime = useCallback((t: number) => engine.xOfTime(t), [engine]);
  // Overlays depend on the scales (data/full renders) and the pointer, not on live ticks.
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
          liquidations={liquidations}
          markers={markers}
          events={events}
          marks={marks}
          pointer={pointer ? { x: pointer.x, y: pointer.y, time: pointer.time } : null}
        />
      ),
    [view, xOfTime, symbol, priceDecimals, timeZone, locale, orderLines, liquidations, markers, events, marks, pointer],
  );
  if (!view) return null;
  const lastSlot = (live ?? view).frame.count - 1;
  const legend = pointer ?? (lastSlot >= 0 ? engine.hoverAt(slotToX((live ?? view).scales, lastSlot)) : null);
  return (
    <>
      {overlays}
      <ChartLegend symbol={p.symbol} resolution={p.resolution} timeZone={p.timeZone} locale={p.locale} priceDecimals={p.priceDecimals} hover={legend} palette={view.palette} />
    </>
  );
}
