'use client';
import { Badge, Button } from '@chakra-ui/react';
import type { FuturesOrder, MarketFill, MarketSymbol, SpotOrder } from '@exchange/api';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { tradeMessages } from '../../messages';
import { fillFee, orderStatusOf, type OrderStatus } from '../../rules/order-entry-panels';
import { formatAmount } from '../format-amount';
import { BUY, SELL, futuresOrderSideText, num, sideText, time } from './panel-format';
import type { PanelColumn } from './panel-table';
import { userPanelsMessages as m } from './user-panels-messages';

/** What the column definitions need: the page's formats, the symbol, and the actions with their busy ids. */
export interface ColumnContext {
  intl: IntlShape;
  symbol: MarketSymbol;
  /** Ids of orders being cancelled, contracts being closed, or 'all' while cancel-all runs. */
  busy: ReadonlySet<string>;
  onCancelOrder?: (id: string) => void;
}

const STATUS_MESSAGE: Record<OrderStatus, typeof m.statusOpen> = {
  open: m.statusOpen,
  partial: m.statusPartial,
  filled: m.statusFilled,
  cancelled: m.statusCancelled,
  rejected: m.statusRejected,
};

const typeText = (intl: IntlShape, type: string) =>
  intl.formatMessage(type === 'market' ? m.typeMarket : type === 'stop_limit' ? m.typeStopLimit : m.typeLimit);

/** The price in the symbol's decimals. */
export const priceOf = (ctx: ColumnContext, text: string | number) => num(ctx.intl, text, ctx.symbol.price_precision);

const timeColumn = <T,>(ctx: ColumnContext, ms: (row: T) => number): PanelColumn<T> => ({
  id: 'time',
  label: ctx.intl.formatMessage(m.colTime),
  cell: (row) => time(ctx.intl, ms(row)),
});

const sideColumn = <T,>(
  ctx: ColumnContext,
  buy: (row: T) => boolean,
  extra?: (row: T) => ReactNode,
  text?: (row: T) => string,
): PanelColumn<T> => ({
  id: 'side',
  label: ctx.intl.formatMessage(tradeMessages.colSide),
  color: (row) => (buy(row) ? BUY : SELL),
  cell: (row) => (
    <>
      {text ? text(row) : sideText(ctx.intl, ctx.symbol.market === 'futures', buy(row))}
      {extra?.(row)}
    </>
  ),
});

/** A futures order's side text: open/close long/short; a spot order's buy/sell. */
const orderSideText = (ctx: ColumnContext, o: SpotOrder | FuturesOrder): string =>
  'currency_pair' in o
    ? sideText(ctx.intl, false, (o as SpotOrder).side === 'buy')
    : futuresOrderSideText(ctx.intl, (o as FuturesOrder).size, (o as FuturesOrder).is_reduce_only);

/** The cancel button of an open order, named by side, amount and price. */
function cancelColumn<T>(ctx: ColumnContext, of: (row: T) => { id: string; buy: boolean; amount: string; price: string }): PanelColumn<T> {
  const { intl, busy } = ctx;
  return {
    id: 'actions',
    label: intl.formatMessage(m.colActions),
    end: true,
    hidden: true,
    cell: (row) => {
      const o = of(row);
      return (
        <Button
          size="xs"
          variant="outline"
          loading={busy.has(o.id) || busy.has('all')}
          aria-label={intl.formatMessage(m.cancelOrderLabel, {
            side: sideText(intl, ctx.symbol.market === 'futures', o.buy),
            amount: o.amount,
            price: priceOf(ctx, o.price),
          })}
          onClick={() => ctx.onCancelOrder?.(o.id)}
        >
          {intl.formatMessage(m.cancel)}
        </Button>
      );
    },
  };
}

/** Spot open orders: time, type, side, price, amount, filled, total, cancel. */
export function spotOpenOrderColumns(ctx: ColumnContext): PanelColumn<SpotOrder>[] {
  const { intl } = ctx;
  return [
    timeColumn(ctx, (o) => o.create_time * 1000),
    { id: 'type', label: intl.formatMessage(m.colType), cell: (o) => typeText(intl, o.type) },
    sideColumn(ctx, (o) => o.side === 'buy'),
    { id: 'price', label: intl.formatMessage(tradeMessages.colPrice), numeric: true, cell: (o) => priceOf(ctx, o.price) },
    { id: 'amount', label: intl.formatMessage(tradeMessages.colAmount), numeric: true, cell: (o) => num(intl, o.amount) },
    { id: 'filled', label: intl.formatMessage(m.colFilled), numeric: true, cell: (o) => num(intl, o.filled_amount) },
    {
      id: 'total',
      label: intl.formatMessage(m.colTotal),
      numeric: true,
      cell: (o) => formatAmount(intl, Number(o.price) * Number(o.amount), ctx.symbol, ctx.symbol.quote, 'total'),
    },
    cancelColumn(ctx, (o) => ({ id: o.id, buy: o.side === 'buy', amount: o.amount, price: o.price })),
  ];
}

/** Futures open orders: time, side (and reduce-only), price, size, filled, cancel. */
export function futuresOpenOrderColumns(ctx: ColumnContext): PanelColumn<FuturesOrder>[] {
  const { intl } = ctx;
  return [
    timeColumn(ctx, (o) => o.create_time * 1000),
    sideColumn(
      ctx,
      (o) => o.size > 0,
      (o) =>
        o.is_reduce_only ? (
          <Badge ms="1" size="xs">
            {intl.formatMessage(m.reduceOnly)}
          </Badge>
        ) : null,
      (o) => orderSideText(ctx, o),
    ),
    { id: 'price', label: intl.formatMessage(tradeMessages.colPrice), numeric: true, cell: (o) => priceOf(ctx, o.price) },
    { id: 'size', label: intl.formatMessage(tradeMessages.colSize), numeric: true, cell: (o) => num(intl, Math.abs(o.size)) },
    { id: 'filled', label: intl.formatMessage(m.colFilled), numeric: true, cell: (o) => num(intl, Math.abs(o.size) - o.left) },
    cancelColumn(ctx, (o) => ({ id: o.id, buy: o.size > 0, amount: String(Math.abs(o.size)), price: o.price })),
  ];
}

/** A finished order's side, amount and filled amount, spot or futures. */
function orderFigures(o: SpotOrder | FuturesOrder): { buy: boolean; amount: string; filled: string; type: string } {
  if ('currency_pair' in o) {
    const spot = o as SpotOrder;
    return { buy: spot.side === 'buy', amount: spot.amount, filled: spot.filled_amount, type: spot.type };
  }
  const f = o as FuturesOrder;
  const size = Math.abs(f.size);
  return {
    buy: f.size > 0,
    amount: String(size),
    filled: String(size - f.left),
    type: Number(f.price) > 0 ? 'limit' : 'market',
  };
}

/** Order history: time, type, side, price, amount or size, filled, status. */
export function orderHistoryColumns(ctx: ColumnContext): PanelColumn<SpotOrder | FuturesOrder>[] {
  const { intl } = ctx;
  const futures = ctx.symbol.market === 'futures';
  return [
    timeColumn(ctx, (o) => o.create_time * 1000),
    { id: 'type', label: intl.formatMessage(m.colType), cell: (o) => typeText(intl, orderFigures(o).type) },
    sideColumn(
      ctx,
      (o) => orderFigures(o).buy,
      undefined,
      (o) => orderSideText(ctx, o),
    ),
    {
      id: 'price',
      label: intl.formatMessage(tradeMessages.colPrice),
      numeric: true,
      cell: (o) => (Number(o.price) > 0 ? priceOf(ctx, o.price) : '—'),
    },
    {
      id: 'amount',
      label: intl.formatMessage(futures ? tradeMessages.colSize : tradeMessages.colAmount),
      numeric: true,
      cell: (o) => num(intl, orderFigures(o).amount),
    },
    { id: 'filled', label: intl.formatMessage(m.colFilled), numeric: true, cell: (o) => num(intl, orderFigures(o).filled) },
    { id: 'status', label: intl.formatMessage(m.colStatus), cell: (o) => intl.formatMessage(STATUS_MESSAGE[orderStatusOf(o)]) },
  ];
}

/** Trade history (fills): time, side, price, amount or size, fee with its currency, maker or taker. */
export function fillColumns(ctx: ColumnContext): PanelColumn<MarketFill>[] {
  const { intl } = ctx;
  const futures = ctx.symbol.market === 'futures';
  return [
    timeColumn(ctx, (f) => f.create_time_ms),
    sideColumn(ctx, (f) => f.side === 'buy'),
    { id: 'price', label: intl.formatMessage(tradeMessages.colPrice), numeric: true, cell: (f) => priceOf(ctx, f.price) },
    {
      id: 'amount',
      label: intl.formatMessage(futures ? tradeMessages.colSize : tradeMessages.colAmount),
      numeric: true,
      cell: (f) => num(intl, f.amount),
    },
    {
      id: 'fee',
      label: intl.formatMessage(m.colFee),
      numeric: true,
      cell: (f) => {
        const fee = fillFee(f);
        return fee.amount === null ? '—' : `${formatAmount(intl, fee.amount, ctx.symbol, fee.currency, 'fee')} ${fee.currency}`.trim();
      },
    },
    {
      id: 'role',
      label: intl.formatMessage(m.colRole),
      cell: (f) => (f.role === 'maker' ? intl.formatMessage(m.maker) : f.role === 'taker' ? intl.formatMessage(m.taker) : ''),
    },
  ];
}
