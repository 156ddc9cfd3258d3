'use client';
import { Box, Flex, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEndpoint, useTicker, type MarketSymbol, type MarketTicker } from '@exchange/api';
import { trendColor } from '@exchange/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fundingCountdown, msToNextSecond } from '../../rules/ticker-header';
import { tickerHeaderMessages } from './ticker-header-messages';

/** The header's height, reserved before the figures arrive (no layout shift). */
export const TICKER_HEADER_MIN_H = { base: '116px', md: '64px' } as const;

export type TickerHeaderSymbol = Pick<MarketSymbol, 'symbol' | 'market' | 'base' | 'quote' | 'price_precision'>;

export interface TickerHeaderViewProps {
  symbol: TickerHeaderSymbol;
  /** The page's h1 (`BTC/USDT`, `BTC/USDT Perpetual`) and the market line under it. */
  heading: string;
  subtitle: string;
  /** The coin's icon before the heading. */
  icon?: ReactNode;
  /** The switch-pair control after the heading. */
  search?: ReactNode;
  /** The 24-hour ticker; null while loading or when unavailable (`unavailable`). */
  ticker: MarketTicker | null;
  unavailable?: boolean;
  /** Now, for the funding countdown. */
  now: number;
}

function Figure({ label, children, testId, loading = false }: { label: string; children: ReactNode; testId?: string; loading?: boolean }) {
  return (
    <Stack gap="0" minW="0" as="div" role="group" aria-label={label} data-testid={testId}>
      <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {label}
      </Text>
      <Skeleton loading={loading} minW="16">
        <Text as="span" fontSize="sm" fontWeight="medium" whiteSpace="nowrap" css={{ fontVariantNumeric: 'tabular-nums' }}>
          {children}
        </Text>
      </Skeleton>
    </Stack>
  );
}

/**
 * The trade page's ticker header (issue 21): the pair and its switch, the last price coloured by the day's change in
 * the region's risk colours (spec 03 §4, `trendColor`), the 24 h change, high, low and volume; a futures contract adds
 * mark and index price, the funding rate with a countdown to the next funding, and the open interest. Its height is
 * reserved while the figures load.
 */
export function TickerHeaderView({ symbol, heading, subtitle, icon, search, ticker, unavailable = false, now }: TickerHeaderViewProps) {
  const intl = useIntl();
  const futures = symbol.market === 'futures';
  const price = (value: number | undefined) =>
    value === undefined
      ? '–'
      : intl.formatNumber(value, { minimumFractionDigits: symbol.price_precision, maximumFractionDigits: symbol.price_precision });
  const compact = (value: number | undefined) =>
    value === undefined ? '–' : intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 2 });
  const change = ticker?.change_24h ?? Number.NaN;
  const color = trendColor(change);
  const countdown = fundingCountdown(ticker?.next_funding_time, now);

  // Drawn while loading too (values shimmer), so the header's height does not change when the ticker arrives.
  const loading = !ticker;
  const figures = (
    <>
      <Figure loading={loading} label={intl.formatMessage(tickerHeaderMessages.change)} testId="ticker-change">
        <Box as="span" color={color}>
          {ticker
            ? intl.formatNumber(change, { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 })
            : '–'}
        </Box>
      </Figure>
      <Figure loading={loading} label={intl.formatMessage(tickerHeaderMessages.high)}>
        {price(ticker?.high_24h)}
      </Figure>
      <Figure loading={loading} label={intl.formatMessage(tickerHeaderMessages.low)}>
        {price(ticker?.low_24h)}
      </Figure>
      <Figure loading={loading} label={intl.formatMessage(tickerHeaderMessages.volume, { unit: symbol.base })}>
        {compact(ticker?.volume_24h)}
      </Figure>
      {futures && (
        <>
          <Figure loading={loading} label={intl.formatMessage(tickerHeaderMessages.markPrice)} testId="ticker-mark">
            {price(ticker?.mark_price)}
          </Figure>
          <Figure loading={loading} label={intl.formatMessage(tickerHeaderMessages.indexPrice)}>
            {price(ticker?.index_price)}
          </Figure>
          <Figure loading={loading} label={intl.formatMessage(tickerHeaderMessages.funding)} testId="ticker-funding">
            {intl.formatMessage(tickerHeaderMessages.fundingValue, {
              rate:
                ticker?.funding_rate === undefined
                  ? '–'
                  : intl.formatNumber(ticker?.funding_rate, { style: 'percent', minimumFractionDigits: 4, maximumFractionDigits: 4 }),
              countdown: countdown ?? '–',
            })}
          </Figure>
          <Figure loading={loading} label={intl.formatMessage(tickerHeaderMessages.openInterest, { unit: symbol.base })}>
            {compact(ticker?.open_interest)}
          </Figure>
        </>
      )}
    </>
  );

  return (
    <Flex
      as="header"
      data-testid="ticker-header"
      borderWidth="1px"
      borderRadius="md"
      paddingInline="3"
      paddingBlock="2"
      gap={{ base: '2', md: '6' }}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      minH={TICKER_HEADER_MIN_H}
      minW="0"
    >
      <HStack gap="3" flexShrink={{ base: 1, md: 0 }} minW="0" justify="space-between" flexWrap="wrap">
        <Stack gap="0" minW="0">
          <HStack gap="1">
            {icon}
            <Heading as="h1" textStyle={{ base: 'lg', md: 'xl' }} fontWeight="bold" whiteSpace="nowrap">
              {heading}
            </Heading>
            {search}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {subtitle}
          </Text>
        </Stack>
        <Stack gap="0" hideFrom="md">
          <Skeleton loading={!ticker && !unavailable} minW="24">
            <Text fontSize="xl" fontWeight="bold" color={color} css={{ fontVariantNumeric: 'tabular-nums' }} aria-hidden>
              {price(ticker?.last)}
            </Text>
          </Skeleton>
        </Stack>
      </HStack>
      <Stack gap="0" flexShrink={0} hideBelow="md" aria-hidden>
        <Skeleton loading={!ticker && !unavailable} minW="28">
          <Text fontSize="xl" fontWeight="bold" color={color} css={{ fontVariantNumeric: 'tabular-nums' }}>
            {price(ticker?.last)}
          </Text>
        </Skeleton>
      </Stack>
      <Box
        role="group"
        aria-label={intl.formatMessage(tickerHeaderMessages.figures)}
        aria-busy={!ticker && !unavailable}
        display="grid"
        gridTemplateColumns={{ base: 'repeat(auto-fill, minmax(104px, 1fr))', md: 'none' }}
        gridAutoFlow={{ base: 'row', md: 'column' }}
        gridAutoColumns={{ md: 'max-content' }}
        columnGap="5"
        rowGap="1"
        overflowX="auto"
        // Scrolls sideways when the futures figures do not fit: reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        minW="0"
        flex="1"
      >
        <Box srOnly>
          <Figure label={intl.formatMessage(tickerHeaderMessages.lastPrice)} testId="ticker-last">
            {price(ticker?.last)}
          </Figure>
        </Box>
        {unavailable && !ticker ? (
          <Text role="status" fontSize="sm" color="fg.muted">
            {intl.formatMessage(tickerHeaderMessages.unavailable)}
          </Text>
        ) : (
          figures
        )}
      </Box>
    </Flex>
  );
}

/** Now, ticking on each whole second while `active` (the funding countdown); a fixed time otherwise. */
function useSecondClock(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    let handle: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      handle = setTimeout(tick, msToNextSecond(Date.now()));
    };
    handle = setTimeout(tick, msToNextSecond(Date.now()));
    return () => clearTimeout(handle);
  }, [active]);
  return now;
}

export type TickerHeaderProps = Omit<TickerHeaderViewProps, 'ticker' | 'unavailable' | 'now' | 'symbol'> & { symbol: MarketSymbol };

/** The header over the live tickers channel, with the tickers call standing in until the first push. */
export function TickerHeader(props: TickerHeaderProps) {
  const { symbol } = props;
  const live = useTicker(symbol.symbol, symbol.market);
  const called = useEndpoint('marketTickers', { market: symbol.market }, { revalidateOnFocus: false });
  const fromCall = called.data?.find((t) => t.symbol === symbol.symbol) ?? null;
  const ticker = live ?? fromCall;
  const unavailable = ticker === null && called.data !== undefined;
  const now = useSecondClock(symbol.market === 'futures');
  return <TickerHeaderView {...props} ticker={ticker} unavailable={unavailable} now={now} />;
}
