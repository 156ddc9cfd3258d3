import { FALL_COLOR, RISE_COLOR } from '@exchange/ui';
import type { IntlShape } from 'react-intl';
import { tradeMessages } from '../../messages';
import { futuresOrderSide, type FuturesOrderSide } from '../../rules/futures-side';
import { orderFormMessages } from '../order-form/order-form-messages';

/**
 * Sides follow the page's risk colours as the book and the trades do (decision 1202: a buy is red where rising is red,
 * the Chinese locales); `green.fg` / `red.fg` are green.700 / red.700 (300 in the dark), 4.5:1 on both themes.
 */
export const BUY = RISE_COLOR;
export const SELL = FALL_COLOR;

/** A decimal for people: grouped, in the page's digits; `places` fixes the decimals (prices), else up to 8. */
export const num = (intl: IntlShape, text: string | number, places?: number): string => {
  const n = Number(text);
  if (!Number.isFinite(n)) return String(text);
  return places === undefined
    ? intl.formatNumber(n, { maximumFractionDigits: 8 })
    : intl.formatNumber(n, { minimumFractionDigits: places, maximumFractionDigits: places });
};

/** A list's time: month, day and 24-hour time to the second. */
export const time = (intl: IntlShape, ms: number): string =>
  intl.formatDate(ms, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** Buy / Sell, or Long / Short on futures. */
export const sideText = (intl: IntlShape, futures: boolean, buy: boolean): string =>
  intl.formatMessage(
    futures ? (buy ? tradeMessages.lineLong : tradeMessages.lineShort) : buy ? tradeMessages.lineBuy : tradeMessages.lineSell,
  );

/** The words of each futures order side (decision 1965): the panels and the chart's order lines say the same. */
export const FUTURES_SIDE_MESSAGE: Record<FuturesOrderSide, typeof tradeMessages.lineLong> = {
  openLong: orderFormMessages.openLong,
  openShort: orderFormMessages.openShort,
  closeLong: orderFormMessages.closeLong,
  closeShort: orderFormMessages.closeShort,
};

/** A futures order's side as the futures screens of Binance and OKX say it: "Open long" … "Close short" (decision 1965). */
export const futuresOrderSideText = (intl: IntlShape, size: number, reduceOnly: boolean): string => {
  const key = futuresOrderSide(size, reduceOnly);
  return key === null ? sideText(intl, true, size > 0) : intl.formatMessage(FUTURES_SIDE_MESSAGE[key]);
};
