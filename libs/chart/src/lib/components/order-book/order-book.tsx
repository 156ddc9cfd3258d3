'use client';
import { Badge, Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import {
  useOrderBook,
  useRealtimeStatus,
  useTrades,
  type MarketSymbol,
  type OrderBookView,
  type PublicTrade,
  type RealtimeStatus,
} from '@exchange/api';
import { trendColor } from '@exchange/ui';
import { useIntl, type IntlShape } from 'react-intl';
import { orderBookMessages } from './order-book-messages';

/** Levels shown on each side of the panel; trades listed. */
export const PANEL_DEPTH = 10;
export const PANEL_TRADES = 12;

const ROW = { display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: '2', fontVariantNumeric: 'tabular-nums', fontSize: 'xs' } as const;

function StatusBadge({ status, stale, intl }: { status: RealtimeStatus; stale: boolean; intl: IntlShape }) {
  const [palette, message] =
    status === 'open' && !stale
      ? (['green', orderBookMessages.live] as const)
      : status === 'open'
        ? (['yellow', orderBookMessages.resyncing] as const)
        : status === 'connecting'
          ? (['gray', orderBookMessages.connecting] as const)
          : status === 'reconnecting'
            ? (['orange', orderBookMessages.reconnecting] as const)
            : (['red', orderBookMessages.offline] as const);
  return (
    <Badge colorPalette={palette} variant="subtle" size="sm" data-testid="realtime-status" data-status={status}>
      {intl.formatMessage(message)}
    </Badge>
  );
}

export interface OrderBookViewProps {
  symbol: Pick<MarketSymbol, 'symbol' | 'base' | 'quote' | 'price_precision' | 'amount_precision'>;
  book: OrderBookView;
  trades: readonly PublicTrade[];
  status: RealtimeStatus;
}

/**
 * The live order book and market trades of a symbol (issue 20): asks above (best lowest, nearest the spread), bids
 * below, depth bars by running total, the spread between them, the latest trades; a badge says whether the data is
 * live. A pure view: `OrderBookPanel` feeds it from the realtime hooks, stories and tests feed it directly.
 */
export function OrderBookPanelView({ symbol, book, trades, status }: OrderBookViewProps) {
  const intl = useIntl();
  const price = (value: number) =>
    intl.formatNumber(value, { minimumFractionDigits: symbol.price_precision, maximumFractionDigits: symbol.price_precision });
  const places = Math.min(4, symbol.amount_precision || 4);
  // Fixed decimals, so that the columns line up digit by digit.
  const size = (value: number) => intl.formatNumber(value, { minimumFractionDigits: places, maximumFractionDigits: places });
  const asks = book.asks.slice(0, PANEL_DEPTH);
  const bids = book.bids.slice(0, PANEL_DEPTH);
  const maxTotal = Math.max(asks.at(-1)?.total ?? 0, bids.at(-1)?.total ?? 0, 1e-12);
  const bestBid = bids[0]?.price;
  const bestAsk = asks[0]?.price;

  const level = (side: 'bid' | 'ask') => (l: (typeof asks)[number]) => (
    <Box key={`${side}-${l.price}`} position="relative" css={ROW} paddingBlock="0.5" paddingInline="1" role="row">
      <Box
        position="absolute"
        insetBlock="0"
        insetInlineEnd="0"
        width={`${Math.round((l.total / maxTotal) * 100)}%`}
        bg={side === 'bid' ? 'green.500/12' : 'red.500/12'}
        aria-hidden
      />
      <Text as="span" role="cell" color={trendColor(side === 'bid' ? 1 : -1)} position="relative">
        {price(l.price)}
      </Text>
      <Text as="span" role="cell" textAlign="end" position="relative">
        {size(l.size)}
      </Text>
      <Text as="span" role="cell" textAlign="end" position="relative" color="fg.muted">
        {size(l.total)}
      </Text>
    </Box>
  );

  const header = (
    <Box css={ROW} paddingInline="1" color="fg.muted" role="row">
      <Text as="span" role="columnheader">
        {intl.formatMessage(orderBookMessages.price, { quote: symbol.quote })}
      </Text>
      <Text as="span" role="columnheader" textAlign="end">
        {intl.formatMessage(orderBookMessages.size, { base: symbol.base })}
      </Text>
      <Text as="span" role="columnheader" textAlign="end">
        {intl.formatMessage(orderBookMessages.total, { base: symbol.base })}
      </Text>
    </Box>
  );

  return (
    <Stack
      as="section"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      padding="3"
      aria-labelledby="order-book-title"
      data-testid="order-book"
      data-seq={book.seq}
      data-stale={book.stale ? 'true' : 'false'}
      data-snapshots={book.snapshots}
      data-best-bid={bestBid ?? ''}
      data-best-ask={bestAsk ?? ''}
    >
      <Stack direction="row" justify="space-between" align="center">
        <Heading as="h2" id="order-book-title" textStyle="md" fontWeight="semibold">
          {intl.formatMessage(orderBookMessages.title)}
        </Heading>
        <StatusBadge status={status} stale={book.stale} intl={intl} />
      </Stack>
      {asks.length === 0 && bids.length === 0 ? (
        <Text role="status" color="fg.muted" fontSize="sm">
          {intl.formatMessage(orderBookMessages.loading)}
        </Text>
      ) : (
        <Box role="table" aria-label={intl.formatMessage(orderBookMessages.title)} opacity={book.stale ? 0.6 : 1}>
          {header}
          <Box role="rowgroup" aria-label={intl.formatMessage(orderBookMessages.asks)}>
            {[...asks].reverse().map(level('ask'))}
          </Box>
          <Text fontSize="xs" color="fg.muted" paddingInline="1" paddingBlock="1" data-testid="order-book-spread">
            {bestAsk !== undefined && bestBid !== undefined
              ? intl.formatMessage(orderBookMessages.spread, { spread: price(bestAsk - bestBid) })
              : '–'}
          </Text>
          <Box role="rowgroup" aria-label={intl.formatMessage(orderBookMessages.bids)}>
            {bids.map(level('bid'))}
          </Box>
        </Box>
      )}
      <Heading as="h3" textStyle="sm" fontWeight="semibold">
        {intl.formatMessage(orderBookMessages.trades)}
      </Heading>
      {trades.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(orderBookMessages.noTrades)}
        </Text>
      ) : (
        <Grid role="list" aria-label={intl.formatMessage(orderBookMessages.trades)} gap="0.5" data-testid="market-trades">
          {trades.slice(0, PANEL_TRADES).map((t) => (
            <Box key={t.id} css={ROW} paddingInline="1" role="listitem">
              <Text as="span" color={trendColor(t.side === 'buy' ? 1 : -1)}>
                {price(t.price)}
              </Text>
              <Text as="span" textAlign="end">
                {size(t.size)}
              </Text>
              <Text as="span" textAlign="end" color="fg.muted">
                {intl.formatTime(t.time, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })}
              </Text>
            </Box>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

/** The live order book and trades of the trade page's symbol, over the page's realtime connection. */
export function OrderBookPanel({ symbol }: { symbol: MarketSymbol }) {
  const book = useOrderBook(symbol.symbol, symbol.market, PANEL_DEPTH);
  const trades = useTrades(symbol.symbol, symbol.market);
  const status = useRealtimeStatus();
  return <OrderBookPanelView symbol={symbol} book={book} trades={trades} status={status} />;
}
