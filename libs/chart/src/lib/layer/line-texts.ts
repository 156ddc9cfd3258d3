'use client';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FUTURES_SIDE_MESSAGE } from '../components/user-panels/panel-format';
import { lineActionMessages, tradeMessages } from '../messages';
import type { FuturesOrderSide } from '../rules/futures-side';
import type { LineTexts } from '../rules/trade-data';

/**
 * The words of the chart's order and position lines and their actions, in the page's locale: the futures order sides
 * as the panels say them (decision 1965), prices as the symbol's tick shows them (`price`).
 */
export function useLineTexts(symbol: string, price: (text: string) => string): LineTexts {
  const intl = useIntl();
  return useMemo<LineTexts>(
    () => ({
      buy: intl.formatMessage(tradeMessages.lineBuy),
      sell: intl.formatMessage(tradeMessages.lineSell),
      long: intl.formatMessage(tradeMessages.lineLong),
      short: intl.formatMessage(tradeMessages.lineShort),
      futuresSides: Object.fromEntries(
        Object.entries(FUTURES_SIDE_MESSAGE).map(([side, message]) => [side, intl.formatMessage(message)]),
      ) as Record<FuturesOrderSide, string>,
      // "Buy 0.01 at 58,000.00": grouped, the tick's decimals, the page's digits (was the raw "58000").
      orderTooltip: (side, amount, at) =>
        intl.formatMessage(tradeMessages.lineTooltip, {
          side,
          amount: intl.formatNumber(Number(amount), { maximumFractionDigits: 8 }),
          price: price(at),
        }),
      pnl: (value) =>
        intl.formatMessage(tradeMessages.linePnl, {
          value: intl.formatNumber(value, { signDisplay: 'exceptZero', maximumFractionDigits: 2 }),
        }),
      cancelOrder: (side, amount, at) => intl.formatMessage(lineActionMessages.cancelOrder, { symbol, side, amount, price: price(at) }),
      closePosition: (side, size) => intl.formatMessage(lineActionMessages.closePosition, { symbol, side, size }),
      tpslPosition: (side, size) => intl.formatMessage(lineActionMessages.tpslPosition, { symbol, side, size }),
      reversePosition: (side, size) => intl.formatMessage(lineActionMessages.reversePosition, { symbol, side, size }),
      takeProfit: intl.formatMessage(lineActionMessages.takeProfitShort),
      stopLoss: intl.formatMessage(lineActionMessages.stopLossShort),
    }),
    [intl, symbol, price],
  );
}
