'use client';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { LAYOUT } from '@exchange/site-config';
import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BUY_SOLID, SELL_SOLID } from '../side-colors';
import { tradeLayoutMessages } from './trade-layout-messages';

/** The bottom sheet, loaded when first opened (not in the page's first load). */
const OrderSheet = dynamic(() => import('./order-sheet'), { ssr: false });

/** The phone's market views (spec 02 §9: ≤ 768 px). */
export type PhoneView = 'chart' | 'book' | 'trades';
export const PHONE_VIEWS: readonly PhoneView[] = ['chart', 'book', 'trades'];

const [, TABLET, , SIDE, WIDE] = LAYOUT.breakpoints; // 539, 768, 992, 996, 1439
const phone = `@media (max-width: ${TABLET}px)`;
const tablet = `@media (min-width: ${TABLET + 1}px)`;
const desktop = `@media (min-width: ${SIDE}px)`;
const wide = `@media (min-width: ${WIDE}px)`;

/**
 * The regions' places by width (decision 1886; spec 02 §9 breakpoints from site-config `LAYOUT`):
 * - ≤ 768 (phone): header, the view tabs, the chosen view (chart, book or trades), the user's panels; the order form
 *   in a bottom sheet opened by the sticky Buy and Sell buttons;
 * - 769–995: header, chart, book and trades side by side, form, panels;
 * - 996–1438: the side column beside the chart as before (book beside the chart, trades beside the form);
 * - ≥ 1439: book | chart | trades with the form under the chart, and the panels across the page's width (the
 *   positions table's columns fit at 1440 px).
 */
const GRID_CSS = {
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"header" "tabs" "chart" "book" "trades" "panels"',
  '& > [data-region]': { minWidth: 0 },
  [phone]: {
    '& > [data-phone-hidden=true]': { display: 'none' },
    '& > [data-region=form]': { display: 'none' },
    paddingBottom: '72px',
  },
  [tablet]: {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gridTemplateAreas: '"header header" "chart chart" "book trades" "form form" "panels panels"',
    '& > [data-region=tabs], & > [data-region=bar]': { display: 'none' },
  },
  [desktop]: {
    gridTemplateColumns: 'minmax(0, 1fr) 320px',
    gridTemplateAreas: '"header header" "chart book" "form trades" "panels panels"',
  },
  [wide]: {
    gridTemplateColumns: '300px minmax(0, 1fr) 300px',
    gridTemplateAreas: '"header header header" "book chart trades" "book form trades" "panels panels panels"',
  },
} as const;

/**
 * The chart's hint: right-click with a mouse, long press on a touch screen. Before hydration a media query chooses
 * (no mismatch); after it, a device with a touch screen (`maxTouchPoints`) gets the long-press text.
 */
const HINT_CSS = {
  '& [data-hint=touch]': { display: 'none' },
  '@media (hover: none) and (pointer: coarse)': {
    '& [data-hint=touch]': { display: 'inline' },
    '& [data-hint=pointer]': { display: 'none' },
  },
  '&[data-touch=true] [data-hint=touch]': { display: 'inline' },
  '&[data-touch=true] [data-hint=pointer]': { display: 'none' },
} as const;

/**
 * The sticky Buy/Sell bar's height (65 px, more with a home indicator): the toasts and the sandbox toolbar sit above it
 * on a phone (decision 1940).
 */
const BAR_ROOM = 'calc(72px + env(safe-area-inset-bottom, 0px))';

/** While the phone's bar shows, tells the page's floating elements to keep above it (`--bottom-overlay-room`). */
function useBottomRoom(active: boolean): void {
  useEffect(() => {
    if (!active || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(`(max-width: ${TABLET}px)`);
    const body = document.body;
    const apply = () => {
      if (query.matches) body.style.setProperty('--bottom-overlay-room', BAR_ROOM);
      else body.style.removeProperty('--bottom-overlay-room');
    };
    apply();
    query.addEventListener('change', apply);
    return () => {
      query.removeEventListener('change', apply);
      body.style.removeProperty('--bottom-overlay-room');
    };
  }, [active]);
}

/** Whether the device has a touch screen (false on the server and before hydration). */
function useTouchScreen(): boolean {
  const [touch, setTouch] = useState(false);
  useEffect(() => setTouch(typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0), []);
  return touch;
}

export interface TradeLayoutProps {
  header: ReactNode;
  chart: ReactNode;
  book: ReactNode;
  trades: ReactNode;
  /** The order-form region: beside the book on a desktop, in the bottom sheet on a phone. */
  form: ReactNode;
  /** The user's panels (orders, history, positions, assets), under the chart. */
  panels: ReactNode;
  /** "Buy BTC" / "Sell BTC" of the phone's sticky buttons. */
  buyLabel: string;
  sellLabel: string;
  /** The phone's Buy or Sell was pressed (before the sheet opens): the form takes the side. */
  onSide?: (side: 'buy' | 'sell') => void;
  /** Hide the phone's Buy/Sell buttons (no trading here). */
  tradable?: boolean;
  /** The view the phone shows first (stories). */
  initialView?: PhoneView;
  /** The sheet open at first (stories). */
  initialSheet?: 'buy' | 'sell' | null;
}

/**
 * The trade page's panels in one grid (issue 21 items 1 and 4): every region reserves its size, so nothing moves as
 * the live data fills them; the phone's view tabs show one market view at a time, and its sticky Buy and Sell buttons
 * open the order form in a bottom sheet. No region is wider than the screen (no sideways scroll).
 */
export function TradeLayout(props: TradeLayoutProps) {
  const { header, chart, book, trades, form, panels, buyLabel, sellLabel, onSide, tradable = true } = props;
  const intl = useIntl();
  const [view, setView] = useState<PhoneView>(props.initialView ?? 'chart');
  const [sheet, setSheet] = useState<'buy' | 'sell' | null>(props.initialSheet ?? null);
  const touch = useTouchScreen();
  useBottomRoom(tradable);
  const openSheet = (side: 'buy' | 'sell') => {
    onSide?.(side);
    setSheet(side);
  };
  const viewLabel = { chart: tradeLayoutMessages.chart, book: tradeLayoutMessages.book, trades: tradeLayoutMessages.trades } as const;

  return (
    <Box css={GRID_CSS} data-testid="trade-layout">
      <Box data-region="header" gridArea="header">
        {header}
      </Box>
      <HStack
        data-region="tabs"
        gridArea="tabs"
        role="group"
        aria-label={intl.formatMessage(tradeLayoutMessages.views)}
        gap="1"
        borderBottomWidth="1px"
      >
        {PHONE_VIEWS.map((v) => (
          <Button
            key={v}
            size="sm"
            variant="plain"
            borderRadius="0"
            borderBottomWidth="2px"
            borderColor={view === v ? 'fg' : 'transparent'}
            fontWeight={view === v ? 'semibold' : 'normal'}
            color={view === v ? 'fg' : 'fg.muted'}
            aria-pressed={view === v}
            aria-controls={`trade-region-${v}`}
            onClick={() => setView(v)}
          >
            {intl.formatMessage(viewLabel[v])}
          </Button>
        ))}
      </HStack>
      <Box
        data-region="chart"
        id="trade-region-chart"
        gridArea="chart"
        data-phone-hidden={view !== 'chart'}
        data-touch={touch}
        css={HINT_CSS}
      >
        {chart}
        <Text fontSize="xs" color="fg.muted" marginTop="1" data-testid="chart-hint">
          <span data-hint="pointer">{intl.formatMessage(tradeLayoutMessages.hintPointer)}</span>
          <span data-hint="touch">{intl.formatMessage(tradeLayoutMessages.hintTouch)}</span>
        </Text>
      </Box>
      <Box data-region="book" id="trade-region-book" gridArea="book" data-phone-hidden={view !== 'book'}>
        {book}
      </Box>
      <Box data-region="trades" id="trade-region-trades" gridArea="trades" data-phone-hidden={view !== 'trades'}>
        {trades}
      </Box>
      <Box data-region="form" gridArea="form">
        {form}
      </Box>
      <Box data-region="panels" gridArea="panels">
        {panels}
      </Box>
      {tradable && (
        <HStack
          data-region="bar"
          role="group"
          aria-label={intl.formatMessage(tradeLayoutMessages.quickTrade)}
          position="fixed"
          insetInline="0"
          bottom="0"
          zIndex="sticky"
          bg="bg"
          borderTopWidth="1px"
          padding="3"
          gap="3"
          css={{ paddingBottom: 'max(12px, env(safe-area-inset-bottom))' }}
        >
          <Button flex="1" css={BUY_SOLID} onClick={() => openSheet('buy')}>
            {buyLabel}
          </Button>
          <Button flex="1" css={SELL_SOLID} onClick={() => openSheet('sell')}>
            {sellLabel}
          </Button>
        </HStack>
      )}
      {sheet !== null && (
        <OrderSheet
          title={intl.formatMessage(tradeLayoutMessages.orderSheet)}
          closeLabel={intl.formatMessage(tradeLayoutMessages.close)}
          onClose={() => setSheet(null)}
        >
          {form}
        </OrderSheet>
      )}
    </Box>
  );
}
