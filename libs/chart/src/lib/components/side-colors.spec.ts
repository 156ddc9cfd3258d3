import { RISK_RED_UP } from '@exchange/i18n';
import { BUY_SOLID, SELL_SOLID, type SideSolid } from './side-colors';

/** The background a button gets with or without the page's `risk-red-up` class. */
const bgOf = (style: SideSolid, redUp: boolean): string => (redUp ? style[`html.${RISK_RED_UP} &`].bg : style.bg);

// Spec 03 §4 / decision 1965: the buttons' buy colour is the rising colour of the page's risk class.
describe('side colours follow the risk colour class', () => {
  it.each([
    ['green up (most locales): buy is green', BUY_SOLID, false, 'green.700'],
    ['green up: sell is red', SELL_SOLID, false, 'red.700'],
    ['red up (Chinese locales): buy is red', BUY_SOLID, true, 'red.700'],
    ['red up: sell is green', SELL_SOLID, true, 'green.700'],
  ] as const)('%s', (_label, style, redUp, expected) => {
    expect(bgOf(style, redUp)).toBe(expected);
  });

  it('keeps white text on both and darkens on hover in the same hue', () => {
    expect(BUY_SOLID.color).toBe('white');
    expect(BUY_SOLID._hover.bg).toBe('green.800');
    expect(BUY_SOLID[`html.${RISK_RED_UP} &`]._hover.bg).toBe('red.800');
  });
});
