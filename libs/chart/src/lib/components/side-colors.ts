import { RISK_RED_UP } from '@exchange/i18n';

/**
 * The solid buy and sell colours of the trade screen's buttons (order form sides and submit, the phone's buy/sell bar,
 * the quick order), following the page's risk colour class as the book, the trades, the ticker and the panels do through
 * `RISE_COLOR` / `FALL_COLOR` (spec 03 §4, decisions 1202 and 1965): a buy is the rising colour, green, except under
 * `risk-red-up` (the Chinese locales), where it is red and a sell green. 700 shades keep white text at 4.5:1 on both
 * themes (green.600 / red.600 give 3.3, axe color-contrast); hover darkens to 800.
 */
const solid = (base: 'green' | 'red', other: 'green' | 'red') =>
  ({
    bg: `${base}.700`,
    color: 'white',
    _hover: { bg: `${base}.800` },
    [`html.${RISK_RED_UP} &`]: { bg: `${other}.700`, _hover: { bg: `${other}.800` } },
  }) as const;

export const BUY_SOLID = solid('green', 'red');
export const SELL_SOLID = solid('red', 'green');
export type SideSolid = typeof BUY_SOLID | typeof SELL_SOLID;
