import type { ChartTheme } from '../types';

/** Colours of one theme. Up is green and down is red, as on most global exchanges. */
export interface Palette {
  background: string;
  text: string;
  mutedText: string;
  grid: string;
  axis: string;
  up: string;
  down: string;
  crosshair: string;
  lines: readonly string[];
  buy: string;
  sell: string;
  overlayBackground: string;
}

export const PALETTES: Record<ChartTheme, Palette> = {
  dark: {
    background: '#0b0e11',
    text: '#eaecef',
    mutedText: '#a6adba',
    grid: '#1f242b',
    axis: '#2b3139',
    up: '#0ecb81',
    down: '#f6465d',
    crosshair: '#a6adba',
    lines: ['#f0b90b', '#c86ff2', '#4fa3ff', '#ff8c42'],
    buy: '#0ecb81',
    sell: '#f6465d',
    overlayBackground: 'rgba(11, 14, 17, 0.72)',
  },
  light: {
    background: '#ffffff',
    text: '#1e2329',
    mutedText: '#5e6673',
    grid: '#eef0f2',
    axis: '#d5d9de',
    up: '#03a66d',
    down: '#cf304a',
    crosshair: '#5e6673',
    lines: ['#c99400', '#8e3fb8', '#1f6fd1', '#d9661b'],
    buy: '#03a66d',
    sell: '#cf304a',
    overlayBackground: 'rgba(255, 255, 255, 0.78)',
  },
};

/**
 * The page's rising / falling colour variables on `<html>` (`@exchange/ui` RISE_VAR / FALL_VAR, keyed on the
 * risk colour class; decision 1202). Named here so the engine stays React-free; palette.spec.ts keeps them equal.
 */
export const RISK_COLOR_VARS = { up: '--exchange-rise', down: '--exchange-fall' } as const;

/**
 * The chart's colour source: the theme's palette with candles and volume coloured by the page's risk colours
 * (red up for Chinese locales), when the page defines them; the palette's own green-up colours otherwise.
 */
export function paletteFor(
  theme: ChartTheme,
  root: Element | null = typeof document === 'undefined' ? null : document.documentElement,
): Palette {
  const base = PALETTES[theme];
  if (root === null || typeof getComputedStyle !== 'function') return base;
  const style = getComputedStyle(root);
  const up = style.getPropertyValue(RISK_COLOR_VARS.up).trim();
  const down = style.getPropertyValue(RISK_COLOR_VARS.down).trim();
  return up === '' || down === '' || up.startsWith('var(') || down.startsWith('var(') ? base : { ...base, up, down };
}
