'use client';
import { Badge, Box, ButtonGroup, HStack, Heading, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useOrderBook, useRealtimeStatus, type MarketSymbol, type OrderBookView, type RealtimeStatus } from '@exchange/api';
import { FALL_COLOR, RISE_COLOR } from '@exchange/ui';
import { useSetAtom } from 'jotai';
import { memo, useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { orderTicketPriceAtom } from '../../layer/order-ticket';
import {
  BOOK_SIDE_MODES,
  GROUPING_MULTIPLES,
  bookDisplay,
  groupDecimals,
  groupStep,
  type BookSideMode,
  type DisplayLevel,
} from '../../rules/order-book-display';
import { orderBookMessages } from './order-book-messages';

/** Rows on each side when both are shown (one side alone shows twice as many); the live book asked for is deeper. */
export const BOOK_ROWS = 10;
/** Levels asked of the live book, so that grouping still fills the rows. */
const BOOK_FEED_DEPTH = 100;
/** One row's height: the panel's height is reserved from it before the first snapshot (no layout shift). */
export const BOOK_ROW_PX = 22;

export type OrderBookSymbol = Pick<MarketSymbol, 'symbol' | 'base' | 'quote' | 'price_precision' | 'amount_precision'>;

/**
 * The rows' styles, once on the panel (rows are plain elements: the book repaints many times a second). The depth
 * bar is the row's background, growing from the inline end (from the left in Arabic).
 */
const BOOK_CSS = {
  '& [role=row][data-side]': {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr 1fr',
    gap: '8px',
    height: `${BOOK_ROW_PX}px`,
    alignItems: 'center',
    paddingInline: '4px',
    fontSize: '12px',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right center',
    backgroundSize: 'var(--depth) 100%',
  },
  '[dir=rtl] & [role=row][data-side]': { backgroundPosition: 'left center' },
  '& [role=row][data-side=bid]': {
    backgroundImage: `linear-gradient(color-mix(in srgb, ${RISE_COLOR} 16%, transparent), color-mix(in srgb, ${RISE_COLOR} 16%, transparent))`,
  },
  '& [role=row][data-side=ask]': {
    backgroundImage: `linear-gradient(color-mix(in srgb, ${FALL_COLOR} 16%, transparent), color-mix(in srgb, ${FALL_COLOR} 16%, transparent))`,
  },
  '& [role=row][data-side]:hover': { outline: '1px solid var(--chakra-colors-border-emphasized)' },
  '& [role=row][data-side] > [role=cell]': { textAlign: 'end', whiteSpace: 'nowrap', overflow: 'hidden' },
  '& [role=row][data-side] > [role=cell]:first-of-type': { textAlign: 'start' },
  '& [data-side=bid] > [role=cell]:first-of-type button': { color: RISE_COLOR },
  '& [data-side=ask] > [role=cell]:first-of-type button': { color: FALL_COLOR },
  '& [role=cell] button': { font: 'inherit', background: 'none', border: 0, padding: 0, cursor: 'pointer', fontWeight: 600 },
  '& [role=cell] button:focus-visible': { outline: '2px solid var(--chakra-colors-color-palette-focus-ring, #3b82f6)' },
  '& [data-spread-row]': {
    fontSize: '12px',
    color: 'var(--chakra-colors-fg-muted)',
    paddingInline: '4px',
    height: `${BOOK_ROW_PX + 8}px`,
    display: 'flex',
    alignItems: 'center',
    borderBlock: '1px solid var(--chakra-colors-border)',
  },
  '& [role=columnheader]': { textAlign: 'end', whiteSpace: 'nowrap' },
  '& [role=columnheader]:first-of-type': { textAlign: 'start' },
} as const;

const MODE_LABEL = { both: orderBookMessages.both, bids: orderBookMessages.bidsOnly, asks: orderBookMessages.asksOnly } as const;

export function StatusBadge({ status, stale, intl }: { status: RealtimeStatus; stale: boolean; intl: IntlShape }) {
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

/** The three side choices, drawn as small bars: red over green, green, red. */
function SidesIcon({ mode }: { mode: BookSideMode }) {
  const top = mode === 'bids' ? RISE_COLOR : FALL_COLOR;
  const bottom = mode === 'asks' ? FALL_COLOR : RISE_COLOR;
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <rect x="1" y="1" width="12" height="5" rx="1" fill={top} />
      <rect x="1" y="8" width="12" height="5" rx="1" fill={bottom} />
    </svg>
  );
}

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

interface LevelRowProps {
  side: 'bid' | 'ask';
  price: number;
  size: number;
  total: number;
  depth: number;
  sideLabel: string;
  format: RowFormat;
  onPick?: (price: string, side: 'buy' | 'sell') => void;
}

/** How rows format their numbers and name their buttons (one object per locale and grouping, so rows stay memoised). */
interface RowFormat {
  price: (value: number) => string;
  size: (value: number) => string;
  pickLabel: (side: string, price: string, size: string) => string;
  decimals: number;
}

/** One level: re-rendered only when its own figures change (the book repaints many times a second). */
const LevelRow = memo(function LevelRow({ side, price, size, total, depth, sideLabel, format, onPick }: LevelRowProps) {
  const p = format.price(price);
  const s = format.size(size);
  const pick = () => onPick?.(price.toFixed(format.decimals), side === 'ask' ? 'buy' : 'sell');
  return (
    <div role="row" data-side={side} data-price={price} style={{ ['--depth' as string]: `${(depth * 100).toFixed(1)}%` }} onClick={pick}>
      <span role="cell">
        <button type="button" aria-label={format.pickLabel(sideLabel, p, s)} onClick={(e) => (e.stopPropagation(), pick())}>
          {p}
        </button>
      </span>
      <span role="cell">{s}</span>
      <span role="cell">{format.size(total)}</span>
    </div>
  );
});

interface LevelRowsProps {
  levels: readonly DisplayLevel[];
  side: 'bid' | 'ask';
  rows: number;
  sideLabel: string;
  emptyLabel: string;
  format: RowFormat;
  onPick?: (price: string, side: 'buy' | 'sell') => void;
}

/** One side's rows, in a box of fixed height (`rows` rows); asks are drawn best last, next to the spread. */
function LevelRows({ levels, side, rows, sideLabel, emptyLabel, format, onPick }: LevelRowsProps) {
  const drawn = side === 'ask' ? [...levels].reverse() : levels;
  return (
    <div
      role="rowgroup"
      aria-label={sideLabel}
      style={{
        height: `${rows * BOOK_ROW_PX}px`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: side === 'ask' ? 'flex-end' : 'flex-start',
        overflow: 'hidden',
      }}
    >
      {levels.length === 0 ? (
        <Text fontSize="xs" color="fg.muted" paddingInline="1" alignSelf="center" marginBlock="auto">
          {emptyLabel}
        </Text>
      ) : (
        drawn.map((level) => (
          <LevelRow
            key={level.price}
            side={side}
            price={level.price}
            size={level.size}
            total={level.total}
            depth={level.depth}
            sideLabel={sideLabel}
            format={format}
            onPick={onPick}
          />
        ))
      )}
    </div>
  );
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
  const price = useMemo(() => {
    const format = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    return (value: number) => format.format(value);
  }, [intl.locale, decimals]);
  const size = useMemo(() => {
    const places = Math.min(4, symbol.amount_precision || 4);
    // Fixed decimals, so that the columns line up digit by digit.
    const format = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: places, maximumFractionDigits: places });
    return (value: number) => format.format(value);
  }, [intl.locale, symbol.amount_precision]);
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
  const onModeKey = useCallback(
    (e: KeyboardEvent<HTMLDivElement>) => {
      const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
      const i = BOOK_SIDE_MODES.indexOf(mode);
      setMode(BOOK_SIDE_MODES[(i + (rtl ? -step : step) + BOOK_SIDE_MODES.length) % BOOK_SIDE_MODES.length] ?? 'both');
    },
    [mode],
  );
  const common = { format, onPick: onPickPrice };
  // The panel's chrome as element constants: React skips them when only the levels changed (many times a second).
  const controls = useMemo(
    () => (
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <HStack gap="2">
          <Heading as="h2" id="order-book-title" textStyle="md" fontWeight="semibold">
            {intl.formatMessage(orderBookMessages.title)}
          </Heading>
          <StatusBadge status={status} stale={book.stale} intl={intl} />
        </HStack>
        <HStack gap="1">
          <ButtonGroup
            size="2xs"
            variant="ghost"
            attached
            role="group"
            aria-label={intl.formatMessage(orderBookMessages.sides)}
            onKeyDown={onModeKey}
          >
            {BOOK_SIDE_MODES.map((m) => (
              <IconButton
                key={m}
                aria-label={intl.formatMessage(MODE_LABEL[m])}
                aria-pressed={mode === m}
                variant={mode === m ? 'subtle' : 'ghost'}
                onClick={() => setMode(m)}
              >
                <SidesIcon mode={m} />
              </IconButton>
            ))}
          </ButtonGroup>
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              aria-label={intl.formatMessage(orderBookMessages.grouping)}
              value={String(multiple)}
              onChange={(e) => setMultiple(Number(e.currentTarget.value))}
            >
              {GROUPING_MULTIPLES.map((m) => (
                <option key={m} value={m}>
                  {intl.formatNumber(groupStep(symbol.price_precision, m), { maximumFractionDigits: symbol.price_precision })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
    ),
    [intl, mode, multiple, status, book.stale, symbol.price_precision, onModeKey],
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
