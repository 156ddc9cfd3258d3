'use client';
import { useEffect, useRef, useState } from 'react';
import {
  loadHistory,
  loadTimescaleMarks,
  onReadyAsync,
  priceDecimals,
  resolveSymbolAsync,
  subscribeCandles,
} from '../../datafeed/datafeed-adapter';
import type { ChartDatafeed, LibrarySymbolInfo, TimescaleMark } from '../../datafeed/datafeed-types';
import type { ChartEngine } from '../../engine/chart-engine';
import type { Clock } from '../../rules/clock';
import { createReadinessWatcher } from '../../rules/readiness';
import type { Resolution } from '../../rules/resolution';
import type { Candle } from '../../types';

export type ChartStatus = 'loading' | 'ready' | 'empty' | 'error';

/** Bars requested per history page. */
export const HISTORY_PAGE = 1000;
/** Load older bars when fewer than this many candles are left of the view. */
const PAGE_AHEAD = 100;

export interface ChartLogger {
  error(message: string, context?: unknown): void;
}

export interface ChartDataOptions {
  engine: ChartEngine | null;
  datafeed: ChartDatafeed;
  symbol: string;
  resolution: Resolution;
  clock: Clock;
  logger: ChartLogger;
  onCandle: (candle: Candle, previousClose: number | undefined) => void;
}

/**
 * Feeds the engine from the datafeed: symbol info, a first page of history, live bars, older pages when
 * the view nears the first candle, and timescale marks. Tracks readiness per spec 02 §4/§8/§9 (the
 * first render reports it; polls at 1.5 s + 50 × 500 ms; "Chart ready timeout" logged at 30 s).
 * Failures are only logged (spec 02 §8).
 */
export function useChartData({ engine, datafeed, symbol, resolution, clock, logger, onCandle }: ChartDataOptions) {
  const [status, setStatus] = useState<ChartStatus>('loading');
  const [ready, setReady] = useState(false);
  const [symbolInfo, setSymbolInfo] = useState<LibrarySymbolInfo | null>(null);
  const [marks, setMarks] = useState<TimescaleMark[]>([]);
  const cb = useRef({ onCandle, logger });
  cb.current = { onCandle, logger };

  useEffect(() => {
    if (!engine) return;
    let cancelled = false;
    let loaded = false;
    let unsubscribe: (() => void) | null = null;
    let paging = false;
    let exhausted = false;
    let info: LibrarySymbolInfo | null = null;
    setStatus('loading');
    setMarks([]);
    const watcher = createReadinessWatcher({
      clock,
      isReady: () => loaded && engine.view() !== null,
      onReady: () => !cancelled && setReady(true),
      onTimeout: (message) => cb.current.logger.error(message, { symbol, resolution }),
    });
    const stopRender = engine.onRender((view) => {
      if (loaded) watcher.markReady();
      if (!loaded || paging || exhausted || !info || engine.getViewport().end - engine.getViewport().count > PAGE_AHEAD) return;
      const first = engine.store.candle(0);
      if (!first || view.length === 0) return;
      paging = true;
      loadHistory(datafeed, info, resolution, first.time, HISTORY_PAGE, false)
        .then(({ candles, noData }) => {
          if (cancelled) return;
          // No older bars (or none older than what we have): stop asking.
          exhausted = engine.prependHistory(candles) === 0 || noData;
        })
        .catch((err: unknown) => cb.current.logger.error('Chart history failed', err))
        .finally(() => {
          paging = false;
        });
    });
    (async () => {
      await onReadyAsync(datafeed);
      info = await resolveSymbolAsync(datafeed, symbol);
      if (cancelled) return;
      setSymbolInfo(info);
      engine.setFormat({ priceDecimals: priceDecimals(info), resolution });
      let candles: Candle[] = [];
      if (datafeed.getColumns) {
        const cols = await datafeed.getColumns(info, resolution);
        if (cancelled) return;
        engine.setColumns(cols, cols.length);
      } else {
        candles = (await loadHistory(datafeed, info, resolution, clock.now(), HISTORY_PAGE, true)).candles;
        if (cancelled) return;
        engine.setData(candles);
      }
      loaded = true;
      const count = engine.store.length;
      setStatus(count ? 'ready' : 'empty');
      let previous = engine.store.last()?.close;
      unsubscribe = subscribeCandles(
        datafeed,
        info,
        resolution,
        (c) => {
          engine.upsert(c);
          cb.current.onCandle(c, previous);
          previous = c.close;
        },
        () => {
          // The feed asks for a reload (e.g. after a gap): fetch the latest page again.
          loadHistory(datafeed, info as LibrarySymbolInfo, resolution, clock.now(), HISTORY_PAGE, true)
            .then(({ candles: fresh }) => !cancelled && engine.setData(fresh))
            .catch((err: unknown) => cb.current.logger.error('Chart reload failed', err));
        },
      );
      const from = engine.store.candle(0)?.time;
      if (from !== undefined) {
        const m = await loadTimescaleMarks(datafeed, info, resolution, from, clock.now() + 1);
        if (!cancelled) setMarks(m);
      }
    })().catch((err: unknown) => {
      if (cancelled) return;
      setStatus('error');
      cb.current.logger.error('Chart initialisation failed', err);
    });
    return () => {
      cancelled = true;
      watcher.dispose();
      stopRender();
      unsubscribe?.();
    };
  }, [engine, datafeed, symbol, resolution, clock]);

  return { status, ready, symbolInfo, marks };
}
