'use client';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useOrderBook, useRealtimeStatus, type MarketSymbol, type OrderBookView, type RealtimeStatus } from '@exchange/api';
import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { orderTicketPriceAtom } from '../../layer/order-ticket';
import { bookDisplay, groupDecimals, type BookSideMode } from '../../rules/order-book-display';
import { OrderBookControls } from './order-book-controls';
import { orderBookMessages } from './order-book-messages';
import { BOOK_CSS, BOOK_ROW_PX, LevelRows, type RowFormat } from './order-book-rows';

export { BOOK_ROW_PX } from './order-book-rows';
export { StatusBadge } from './order-book-controls';

/** Rows on each side when both are shown (one side alone shows twice as many); the live book asked for is deeper. */
export const BOOK_ROWS = 10;
/** Levels asked of the live book, so that grouping still fills the rows. */
const BOOK_FEED_DEPTH = 100;

export type OrderBookSymbol = Pick<MarketSymbol, 'symbol' | 'base' | 'quote' | 'price_precision' | 'amount_precision'>;

export interface OrderBookViewProps {
  symbol: OrderBookSymbol;
  book: OrderBookView;
  status: RealtimeStatus;
  /** A level was picked: its price (as the form takes it) and the side that would take it (an ask is bought). */
  onPickPrice?: (price: string, side: 'buy' | 'sell') => void;
  /** Initial grouping multiple and sides (stories). */
  initialMultiple?: number;
  initialMode?: BookSideMode;
  /** Rows per side when both are shown. */
  rows?: number;
}

/**
 * The live order book of a symbol (issues 20, 21): asks above (best lowest, nearest the spread), bids below, a depth
 * bar by running total, the spread with its share of the mid price, price grouping by tick multiples, and a choice of
 * both sides, bids only or asks only. Never crossed (the `bookDisplay` rule). Readable as a table: a row group per
 * side, each price a button that hands the price to the order form. A pure view: `OrderBookPanel` feeds it.
 */
export function OrderBookPanelView({
  symbol,
  book,
  status,
  onPickPrice,
  initialMultiple = 1,
  initialMode = 'both',
  rows = BOOK_ROWS,
}: OrderBookViewProps) {
  const intl = useIntl();
  const [multiple, setMultiple] = useState(initialMultiple);
  const [mode, setMode] = useState<BookSideMode>(initialMode);
  const display = useMemo(
    () => bookDisplay(book, { pricePrecision: symbol.price_precision, multiple, mode, rows }),
    [book, symbol.price_precision, multiple, mode, rows],
  );
  const decimals = groupDecimals(symbol.price_precision, multiple);
  // The same formatter the chart's price scale and crosshair use (`usePriceFormat`, decision 1974), written out here so
  // that the page's first load does not take the chart's module.
  const price = useMemo(() => {
    const format = intl.formatters.getNumberFormat(intl.locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    return (value: number) => format.format(value);
  }, [intl.formatters, intl.locale, decimals]);
  const size = useMemo(() => {
    const places = Math.min(4, symbol.amount_precision || 4);
    // Fixed decimals, so that the columns line up digit by digit.
    const format = intl.formatters.getNumberFormat(intl.locale, { minimumFractionDigits: places, maximumFractionDigits: places });
    return (value: number) => format.format(value);
  }, [intl.formatters, intl.locale, symbol.amount_precision]);
  const format = useMemo<RowFormat>(
    () => ({
      price,
      size,
      decimals,
      pickLabel: (side: string, p: string, s: string) => intl.formatMessage(orderBookMessages.pickLevel, { side, price: p, size: s }),
    }),
    [intl, price, size, decimals],
  );
  const bestBid = book.bids[0]?.price;
  const bestAsk = book.asks[0]?.price;
  const waiting = book.snapshots === 0 && book.bids.length === 0 && book.asks.length === 0;
  const askRows = mode === 'both' ? rows : mode === 'asks' ? rows * 2 : 0;
  const bidRows = mode === 'both' ? rows : mode === 'bids' ? rows * 2 : 0;
  const common = { format, onPick: onPickPrice };
  const controls = (
    <OrderBookControls
      status={status}
      stale={book.stale}
      mode={mode}
      onMode={setMode}
      multiple={multiple}
      onMultiple={setMultiple}
      pricePrecision={symbol.price_precision}
    />
  );
  const columns = useMemo(
    () => (
      <Box role="rowgroup">
        <Box role="row" display="grid" gridTemplateColumns="1fr 1fr 1fr" gap="8px" paddingInline="4px" fontSize="11px" color="fg.muted">
          <span role="columnheader">{intl.formatMessage(orderBookMessages.price, { quote: symbol.quote })}</span>
          <span role="columnheader">{intl.formatMessage(orderBookMessages.size, { base: symbol.base })}</span>
          <span role="columnheader">{intl.formatMessage(orderBookMessages.total, { base: symbol.base })}</span>
        </Box>
      </Box>
    ),
    [intl, symbol.quote, symbol.base],
  );

  return (
    <Stack
      as="section"
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      padding="3"
      minW="0"
      aria-labelledby="order-book-title"
      data-testid="order-book"
      data-seq={book.seq}
      data-stale={book.stale ? 'true' : 'false'}
      data-snapshots={book.snapshots}
      data-best-bid={bestBid ?? ''}
      data-best-ask={bestAsk ?? ''}
      css={BOOK_CSS}
    >
      {controls}
      <Box
        role="table"
        aria-label={intl.formatMessage(orderBookMessages.title)}
        aria-busy={waiting}
        opacity={book.stale && !waiting ? 0.6 : 1}
      >
        {columns}
        {waiting ? (
          // A row and a cell around the message: a table holds rows only (axe aria-required-children).
          <Box role="row" height={`${(rows * 2 + 1) * BOOK_ROW_PX + 8}px`} display="flex" alignItems="center" justifyContent="center">
            <Box role="cell">
              <Text role="status" color="fg.muted" fontSize="sm">
                {intl.formatMessage(orderBookMessages.loading)}
              </Text>
            </Box>
          </Box>
        ) : (
          <>
            {askRows > 0 && (
              <LevelRows
                levels={display.asks}
                side="ask"
                rows={askRows}
                sideLabel={intl.formatMessage(orderBookMessages.asks)}
                emptyLabel={intl.formatMessage(orderBookMessages.empty)}
                {...common}
              />
            )}
            <div data-testid="order-book-spread" data-spread-row="">
              {display.spread
                ? intl.formatMessage(orderBookMessages.spread, {
                    spread: price(display.spread.value),
                    percent: intl.formatNumber(display.spread.ratio, { style: 'percent', maximumFractionDigits: 3 }),
                  })
                : '–'}
            </div>
            {bidRows > 0 && (
              <LevelRows
                levels={display.bids}
                side="bid"
                rows={bidRows}
                sideLabel={intl.formatMessage(orderBookMessages.bids)}
                emptyLabel={intl.formatMessage(orderBookMessages.empty)}
                {...common}
              />
            )}
          </>
        )}
      </Box>
    </Stack>
  );
}

/** The live order book of the trade page's symbol, over the page's realtime connection; a pick fills the order form. */
export function OrderBookPanel({ symbol }: { symbol: MarketSymbol }) {
  const book = useOrderBook(symbol.symbol, symbol.market, BOOK_FEED_DEPTH);
  const status = useRealtimeStatus();
  const setTicketPrice = useSetAtom(orderTicketPriceAtom);
  const onPickPrice = useMemo(
    () => (price: string, side: 'buy' | 'sell') => setTicketPrice({ price, side, at: Date.now() }),
    [setTicketPrice],
  );
  return <OrderBookPanelView symbol={symbol} book={book} status={status} onPickPrice={onPickPrice} />;
}
