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
