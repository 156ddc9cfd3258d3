'use client';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTrades, type MarketSymbol, type PublicTrade } from '@exchange/api';
import { FALL_COLOR, RISE_COLOR } from '@exchange/ui';
import { useSetAtom } from 'jotai';
import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { orderTicketPriceAtom } from '../../layer/order-ticket';
import { recentTradesMessages } from './recent-trades-messages';

/** Trades listed, newest first; the list's height is reserved for them (no layout shift as trades arrive). */
export const TRADES_SHOWN = 20;
export const TRADE_ROW_PX = 22;

const TRADES_CSS = {
  '& [role=row]': {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr 1fr',
    gap: '8px',
    height: `${TRADE_ROW_PX}px`,
    alignItems: 'center',
    paddingInline: '4px',
    fontSize: '12px',
    fontVariantNumeric: 'tabular-nums',
  },
  '& [role=cell], & [role=columnheader]': { textAlign: 'end', whiteSpace: 'nowrap', overflow: 'hidden' },
  '& [role=cell]:first-of-type, & [role=columnheader]:first-of-type': { textAlign: 'start' },
  '& [data-side=buy] [role=cell]:first-of-type button': { color: RISE_COLOR },
  '& [data-side=sell] [role=cell]:first-of-type button': { color: FALL_COLOR },
  '& [role=cell] button': { font: 'inherit', background: 'none', border: 0, padding: 0, cursor: 'pointer', fontWeight: 600 },
  // The waiting / no-trades message: one full-width cell in the middle of the rows' reserved height, not a 22 px row.
  '& [role=row][data-message]': { display: 'flex', height: '100%', alignItems: 'center', justifyContent: 'center' },
  '& [role=row][data-message] [role=cell]': { textAlign: 'center', whiteSpace: 'normal' },
} as const;

interface TradeRowProps {
  id: string;
  price: number;
  size: number;
  side: 'buy' | 'sell';
  time: number;
  format: {
    price: (value: number) => string;
    size: (value: number) => string;
    time: (value: number) => string;
    label: (side: 'buy' | 'sell', price: string, size: string, time: string) => string;
    decimals: number;
  };
  onPickPrice?: (price: string) => void;
}

/** One trade: rendered once (a trade never changes), however often the list moves. */
const TradeRow = memo(function TradeRow({ price, size, side, time, format, onPickPrice }: TradeRowProps) {
  const p = format.price(price);
  const s = format.size(size);
  const at = format.time(time);
  return (
    <div role="row" data-side={side}>
      <span role="cell">
        <button type="button" aria-label={format.label(side, p, s, at)} onClick={() => onPickPrice?.(price.toFixed(format.decimals))}>
          {p}
        </button>
      </span>
      <span role="cell">{s}</span>
      <span role="cell">{at}</span>
    </div>
  );
});

export type RecentTradesSymbol = Pick<MarketSymbol, 'symbol' | 'base' | 'quote' | 'price_precision' | 'amount_precision'>;

export interface RecentTradesViewProps {
  symbol: RecentTradesSymbol;
  /** Newest first (as `useTrades` keeps them); null until the stream's first message (an empty list: no trades yet). */
  trades: readonly PublicTrade[] | null;
  /** A trade's price was picked: the order form takes it. */
  onPickPrice?: (price: string) => void;
  /** Time zone of the times shown (stories and tests pin it); default: the browser's. */
  timeZone?: string;
}

/**
 * The symbol's latest market trades (issue 21): price coloured by the taker's side (rising colour for a buy, falling
 * for a sell, by the region's risk scheme), amount and time, newest first. A table: each price a button that hands
 * it to the order form. Before the stream's first message it is busy ("Waiting for trades…"); a first message without
 * trades (a market nobody has traded yet) gives a quiet "No trades yet." in the same reserved height (decision 1971).
 */
export function RecentTradesView({ symbol, trades, onPickPrice, timeZone }: RecentTradesViewProps) {
  const intl = useIntl();
  const price = useMemo(() => {
    const format = intl.formatters.getNumberFormat(intl.locale, {
      minimumFractionDigits: symbol.price_precision,
      maximumFractionDigits: symbol.price_precision,
    });
    return (value: number) => format.format(value);
  }, [intl.formatters, intl.locale, symbol.price_precision]);
  const size = useMemo(() => {
    const places = Math.min(4, symbol.amount_precision || 4);
    const format = intl.formatters.getNumberFormat(intl.locale, { minimumFractionDigits: places, maximumFractionDigits: places });
    return (value: number) => format.format(value);
  }, [intl.formatters, intl.locale, symbol.amount_precision]);
  const time = useMemo(() => {
    const format = intl.formatters.getDateTimeFormat(intl.locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    return (value: number) => format.format(value);
  }, [intl.formatters, intl.locale, timeZone]);
  const shown = trades?.slice(0, TRADES_SHOWN) ?? [];
  const waiting = trades === null;
  const format = useMemo(() => {
    const sides = { buy: intl.formatMessage(recentTradesMessages.buy), sell: intl.formatMessage(recentTradesMessages.sell) };
    return {
      price,
      size,
      time,
      decimals: symbol.price_precision,
      label: (side: 'buy' | 'sell', p: string, s: string, at: string) =>
        intl.formatMessage(recentTradesMessages.pickTrade, { side: sides[side], price: p, size: s, time: at }),
    };
  }, [intl, price, size, time, symbol.price_precision]);

  return (
    <Stack
      as="section"
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      padding="3"
      minW="0"
      aria-labelledby="recent-trades-title"
      css={TRADES_CSS}
    >
      <Heading as="h2" id="recent-trades-title" textStyle="md" fontWeight="semibold">
        {intl.formatMessage(recentTradesMessages.title)}
      </Heading>
      <Box role="table" aria-label={intl.formatMessage(recentTradesMessages.title)} aria-busy={waiting} data-testid="market-trades">
        <Box role="rowgroup">
          <Box role="row" color="fg.muted" css={{ fontSize: '11px !important' }}>
            <span role="columnheader">{intl.formatMessage(recentTradesMessages.price, { quote: symbol.quote })}</span>
            <span role="columnheader">{intl.formatMessage(recentTradesMessages.size, { base: symbol.base })}</span>
            <span role="columnheader">{intl.formatMessage(recentTradesMessages.time)}</span>
          </Box>
        </Box>
        <Box role="rowgroup" height={`${TRADES_SHOWN * TRADE_ROW_PX}px`} overflow="hidden">
          {shown.length === 0 ? (
            // A row and a cell around the message: a table holds rows only (axe aria-required-children).
            <div role="row" data-message>
              <span role="cell">
                <Text as="span" role="status" fontSize="sm" color="fg.muted">
                  {intl.formatMessage(waiting ? recentTradesMessages.loading : recentTradesMessages.empty)}
                </Text>
              </span>
            </div>
          ) : (
            shown.map((t) => (
              <TradeRow
                key={t.id}
                id={t.id}
                price={t.price}
                size={t.size}
                side={t.side}
                time={t.time}
                format={format}
                onPickPrice={onPickPrice}
              />
            ))
          )}
        </Box>
      </Box>
    </Stack>
  );
}

/** The trade page's recent trades from the public trades stream; a picked price fills the order form. */
export function RecentTradesPanel({ symbol }: { symbol: MarketSymbol }) {
  const trades = useTrades(symbol.symbol, symbol.market);
  const setTicketPrice = useSetAtom(orderTicketPriceAtom);
  const onPickPrice = useMemo(() => (price: string) => setTicketPrice({ price, at: Date.now() }), [setTicketPrice]);
  return <RecentTradesView symbol={symbol} trades={trades} onPickPrice={onPickPrice} />;
}
