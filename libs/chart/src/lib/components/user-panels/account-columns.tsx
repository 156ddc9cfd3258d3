'use client';
import { Button, HStack, Text } from '@chakra-ui/react';
import type { FundingPayment, FuturesPosition, RealtimeBalance } from '@exchange/api';
import { FALL_COLOR, RISE_COLOR } from '@exchange/ui';
import { tradeMessages } from '../../messages';
import { positionFigures } from '../../rules/order-entry-panels';
import { formatAmount } from '../format-amount';
import { priceOf, type ColumnContext } from './order-columns';
import { BUY, SELL, num, sideText, time } from './panel-format';
import type { PanelColumn } from './panel-table';
import { userPanelsMessages as m } from './user-panels-messages';

/** The position actions; a missing one has no button. */
export interface PositionActions {
  onClosePosition?: (position: FuturesPosition) => void;
  onTpsl?: (position: FuturesPosition) => void;
  /** "Share" on each position (spec 03 §2, decision 1403): the app composes the share image. */
  onSharePosition?: (position: FuturesPosition) => void;
}

/** Positions: side with leverage and mode, size, entry, mark, liquidation, margin, PnL and ROE, TP/SL, actions. */
export function positionColumns(ctx: ColumnContext, actions: PositionActions): PanelColumn<FuturesPosition>[] {
  const { intl, symbol, busy } = ctx;
  const { onTpsl, onClosePosition, onSharePosition } = actions;
  const side = (p: FuturesPosition) => (p.size > 0 ? 'long' : 'short');
  return [
    {
      id: 'side',
      label: intl.formatMessage(tradeMessages.colSide),
      color: (p) => (p.size > 0 ? BUY : SELL),
      cell: (p) => {
        const figures = positionFigures(p, symbol);
        return (
          <>
            {sideText(intl, true, p.size > 0)}{' '}
            <Text as="span" color="fg.muted" textStyle="xs">
              {intl.formatMessage(m.positionMode, { leverage: figures.leverage, mode: figures.marginMode })}
            </Text>
          </>
        );
      },
    },
    { id: 'size', label: intl.formatMessage(tradeMessages.colSize), numeric: true, cell: (p) => num(intl, Math.abs(p.size)) },
    { id: 'entry', label: intl.formatMessage(tradeMessages.colEntry), numeric: true, cell: (p) => priceOf(ctx, p.entry_price) },
    {
      id: 'mark',
      label: intl.formatMessage(m.colMark),
      numeric: true,
      cell: (p) => <span data-testid="position-mark">{priceOf(ctx, p.mark_price)}</span>,
    },
    {
      id: 'liq',
      label: intl.formatMessage(tradeMessages.colLiquidation),
      numeric: true,
      cell: (p) => <span data-testid="position-liq">{priceOf(ctx, p.liq_price)}</span>,
    },
    {
      id: 'margin',
      label: intl.formatMessage(m.colMargin),
      numeric: true,
      cell: (p) => formatAmount(intl, positionFigures(p, symbol).margin, symbol, symbol.quote, 'total'),
    },
    {
      id: 'pnl',
      label: intl.formatMessage(tradeMessages.colPnl),
      numeric: true,
      color: (p) => (positionFigures(p, symbol).pnl >= 0 ? RISE_COLOR : FALL_COLOR),
      cell: (p) => {
        const { pnl, roe } = positionFigures(p, symbol);
        return (
          <>
            <span data-testid="position-pnl">
              {intl.formatNumber(pnl, { signDisplay: 'exceptZero', maximumFractionDigits: 2, minimumFractionDigits: 2 })}
            </span>{' '}
            ({intl.formatNumber(roe, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 2 })})
          </>
        );
      },
    },
    {
      id: 'tpsl',
      label: intl.formatMessage(m.colTpsl),
      numeric: true,
      cell: (p) =>
        intl.formatMessage(m.tpslValue, {
          tp: Number(p.take_profit) > 0 ? priceOf(ctx, p.take_profit) : '—',
          sl: Number(p.stop_loss) > 0 ? priceOf(ctx, p.stop_loss) : '—',
        }),
    },
    {
      id: 'actions',
      label: intl.formatMessage(m.colActions),
      end: true,
      hidden: true,
      cell: (p) => (
        <HStack gap="1" justify="end">
          {onTpsl && (
            <Button
              size="xs"
              variant="outline"
              aria-label={intl.formatMessage(m.tpslPositionLabel, { side: side(p), contract: p.contract })}
              onClick={() => onTpsl(p)}
            >
              {intl.formatMessage(m.tpsl)}
            </Button>
          )}
          {onClosePosition && (
            <Button
              size="xs"
              variant="outline"
              loading={busy.has(p.contract)}
              aria-label={intl.formatMessage(m.closePositionLabel, { side: side(p), contract: p.contract })}
              onClick={() => onClosePosition(p)}
            >
              {intl.formatMessage(m.close)}
            </Button>
          )}
          {onSharePosition && (
            <Button
              size="xs"
              variant="outline"
              aria-label={intl.formatMessage(tradeMessages.sharePositionLabel, { side: side(p), contract: p.contract })}
              onClick={() => onSharePosition(p)}
            >
              {intl.formatMessage(tradeMessages.sharePosition)}
            </Button>
          )}
        </HStack>
      ),
    },
  ];
}

/** Funding payments: time, size, mark price, rate, amount (paid red, received green). */
export function fundingColumns(ctx: ColumnContext): PanelColumn<FundingPayment>[] {
  const { intl } = ctx;
  return [
    { id: 'time', label: intl.formatMessage(m.colTime), cell: (x) => time(intl, x.time_ms) },
    { id: 'size', label: intl.formatMessage(tradeMessages.colSize), numeric: true, cell: (x) => num(intl, x.size) },
    { id: 'mark', label: intl.formatMessage(m.colMark), numeric: true, cell: (x) => priceOf(ctx, x.mark_price) },
    {
      id: 'rate',
      label: intl.formatMessage(m.colRate),
      numeric: true,
      cell: (x) => intl.formatNumber(Number(x.rate), { style: 'percent', maximumFractionDigits: 4 }),
    },
    {
      id: 'amount',
      label: intl.formatMessage(m.colAmount),
      numeric: true,
      color: (x) => (Number(x.amount) >= 0 ? RISE_COLOR : FALL_COLOR),
      cell: (x) => `${formatAmount(intl, x.amount, ctx.symbol, x.currency, 'fee', true)} ${x.currency}`,
    },
  ];
}

/** Assets: currency, available, locked (in orders or margin), total. */
export function assetColumns(ctx: ColumnContext): PanelColumn<RealtimeBalance>[] {
  const { intl } = ctx;
  // The currency's display precision, cut down (decision 1939).
  const balance = (text: string, currency: string) => formatAmount(intl, text, ctx.symbol, currency, 'balance');
  return [
    {
      id: 'currency',
      label: intl.formatMessage(m.colCurrency),
      cell: (b) => (
        <Text as="span" fontWeight="medium">
          {b.currency}
        </Text>
      ),
    },
    {
      id: 'available',
      label: intl.formatMessage(m.colAvailable),
      numeric: true,
      cell: (b) => <span data-testid={`asset-available-${b.currency}`}>{balance(b.available, b.currency)}</span>,
    },
    { id: 'locked', label: intl.formatMessage(m.colLocked), numeric: true, cell: (b) => balance(b.locked, b.currency) },
    {
      id: 'total',
      label: intl.formatMessage(m.colTotal),
      numeric: true,
      cell: (b) => balance(sumOf(b.available, b.locked), b.currency),
    },
  ];
}

/** The sum of two decimal texts of at most 8 decimals, exactly (the ledger's units). */
function sumOf(a: string, b: string): string {
  const units = (x: string) => {
    const [whole = '0', fraction = ''] = x.split('.');
    return BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
  };
  if (!/^\d+(\.\d+)?$/.test(a) || !/^\d+(\.\d+)?$/.test(b)) return String(Number(a) + Number(b));
  const total = (units(a) + units(b)).toString().padStart(9, '0');
  return `${total.slice(0, -8)}.${total.slice(-8)}`;
}
