import { RISK_RED_UP } from '@exchange/i18n';

/**
 * Rising and falling colours (spec 03 §4 "Risk colour scheme"; decision 1202): two CSS variables on `<html>`,
 * keyed on the page-wide class the layout sets (`risk-red-up` for Chinese locales, else `risk-green-up`).
 * Green is up and red is down unless the class says otherwise; each follows the colour mode through Chakra's
 * `green.fg` / `red.fg`. Components use `RISE_COLOR` / `FALL_COLOR` (or read the variables, as the chart does).
 */
export const RISE_VAR = '--exchange-rise';
export const FALL_VAR = '--exchange-fall';
export const RISE_COLOR = `var(${RISE_VAR})`;
export const FALL_COLOR = `var(${FALL_VAR})`;

const GREEN = 'var(--chakra-colors-green-fg)';
const RED = 'var(--chakra-colors-red-fg)';

/** The global rules (in Chakra's globalCss, so the static CSS of Chakra-free pages has them too). */
export const riskColorCss = {
  ':root': { [RISE_VAR]: GREEN, [FALL_VAR]: RED },
  [`:root.${RISK_RED_UP}`]: { [RISE_VAR]: RED, [FALL_VAR]: GREEN },
} as const;

/** The colour of a change: rising, falling, or none for flat / not a number. */
export function trendColor(change: number): string | undefined {
  if (!Number.isFinite(change) || change === 0) return undefined;
  return change > 0 ? RISE_COLOR : FALL_COLOR;
}

/** The current rising and falling colours as computed on `<html>` (for canvas drawing); null where unset. */
export function readRiskColors(root: Element | null = typeof document === 'undefined' ? null : document.documentElement): {
  rise: string;
  fall: string;
} | null {
  if (root === null || typeof getComputedStyle !== 'function') return null;
  const style = getComputedStyle(root);
  const rise = style.getPropertyValue(RISE_VAR).trim();
  const fall = style.getPropertyValue(FALL_VAR).trim();
  return rise !== '' && fall !== '' && !rise.startsWith('var(') && !fall.startsWith('var(') ? { rise, fall } : null;
}
