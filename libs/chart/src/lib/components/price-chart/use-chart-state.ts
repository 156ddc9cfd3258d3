'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { IndicatorConfig } from '../../indicators/settings';
import { createAutosave } from '../../rules/autosave';
import { CHART_STATE_KEY, loadChartState, saveChartState, type ChartState } from '../../rules/chart-state';
import type { Clock } from '../../rules/clock';
import type { Resolution } from '../../rules/resolution';
import type { ChartTheme } from '../../types';

export type ChartStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's local storage when it can be used, else null. */
export function browserStorage(): ChartStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * Chart state restored from storage and saved on idle (every 1000 ms), on theme change and on page
 * unload (spec 02 §4). A `theme` prop, when given, wins over the saved theme.
 */
export function useChartState(storage: ChartStorage | null, storageKey: string = CHART_STATE_KEY, clock: Clock, themeProp?: ChartTheme) {
  const [state, setState] = useState<ChartState>(() => loadChartState(storage, storageKey));
  const latest = useRef(state);
  latest.current = state;
  const autosave = useMemo(
    () => createAutosave(clock, () => saveChartState(storage, latest.current, storageKey)),
    [clock, storage, storageKey],
  );
  useEffect(() => {
    const flush = () => autosave.flush();
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      autosave.flush();
      autosave.dispose();
    };
  }, [autosave]);

  const update = useCallback(
    (patch: Partial<ChartState>, saveNow = false) => {
      setState((s) => {
        const next = { ...s, ...patch };
        latest.current = next;
        return next;
      });
      autosave.markDirty();
      if (saveNow) autosave.flush();
    },
    [autosave],
  );

  // A controlled theme is saved as well, at once (theme change is a save point).
  useEffect(() => {
    if (themeProp && themeProp !== latest.current.theme) update({ theme: themeProp }, true);
  }, [themeProp, update]);

  return {
    state,
    theme: themeProp ?? state.theme,
    setResolution: (resolution: Resolution) => update({ resolution }),
    setIndicators: (indicators: IndicatorConfig[]) => update({ indicators }),
    setTheme: (theme: ChartTheme) => update({ theme }, true),
    touch: () => autosave.touch(),
  };
}
