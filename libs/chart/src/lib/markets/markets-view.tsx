'use client';
import { Box, Button, Heading, Spinner, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  DEFAULT_COIN_ICON_WHITELIST,
  callEndpointResult,
  coinIconImage,
  useCommonConfig,
  useExchangeClient,
  useRealtimeClient,
  useTickers,
  type MarketTicker,
} from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import { LAYOUT, type SiteKey } from '@exchange/site-config';
import { UiLink, trendColor } from '@exchange/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { CoinIcon } from '../components/coin-icon/coin-icon';
import {
  DEFAULT_MARKET_SORT,
  marketRows,
  marketTrend,
  nextMarketSort,
  sortMarketRows,
  type MarketSort,
  type MarketSortKey,
} from '../rules/market-sort';
import { marketsMessages } from './markets-messages';

/** A coin's icon beside its name (decorative: the name follows). */

/** Text colours that keep 4.5:1 contrast on both themes (WCAG AA), as the trade panel's. */
/** Narrow cells so that four columns fit a 390 px phone; numbers never wrap. */
/** Spec 02 §9 breakpoint 539 (decision 1201): compact cells at 539 px and below, roomier above. */
const COMPACT_CELLS = {
  '& th, & td': { paddingInline: '1.5' },
  '& td': { whiteSpace: 'nowrap' },
  [`@media (min-width: ${LAYOUT.trade.compactAtOrBelow + 1}px)`]: { '& th, & td': { paddingInline: '3' } },
} as const;

/** How often the prices refresh over HTTP when there is no realtime socket (ms); with one, they are live. */
export const MARKETS_REFRESH_MS = 5_000;

export interface MarketsViewProps {
  site: SiteKey;
  locale: string;
  /** The tickers the server loaded: null when that call failed; undefined when the browser loads them. */
  initialTickers?: readonly MarketTicker[] | null;
  /** Price decimals per pair (`BTC_USDT` → 2); pairs without one show up to 6 significant digits. */
  pricePrecision?: Readonly<Record<string, number>>;
  /** HTTP refresh cadence in ms without a realtime socket; 0 never refreshes (stories, tests). */
  refreshMs?: number;
}

type State = { tickers: readonly MarketTicker[] | null; failed: boolean };

const COLUMNS: readonly { key: MarketSortKey; numeric: boolean }[] = [
  { key: 'pair', numeric: false },
  { key: 'last', numeric: true },
  { key: 'change', numeric: true },
  { key: 'volume', numeric: true },
];

/**
 * The Markets page (`/price`, issue 14): the spot tickers with live prices, sortable by every column (the
 * header buttons carry `aria-sort`), each pair linking to its trade page in the visitor's locale. Loading,
 * empty and error states; rising and falling colours come from the page's risk colour variables (`trendColor`, decision 1202).
 */
export function MarketsView({ site, locale, initialTickers, pricePrecision = {}, refreshMs = MARKETS_REFRESH_MS }: MarketsViewProps) {
  const intl = useIntl();
  const client = useExchangeClient();
  // Live prices over the realtime socket (issue 20): the page's first answer, then each push of the tickers channel.
  const realtime = useRealtimeClient();
  const liveTickers = useTickers('spot');
  const [state, setState] = useState<State>({ tickers: initialTickers ?? null, failed: initialTickers === null });
  const [sort, setSort] = useState<MarketSort>(DEFAULT_MARKET_SORT);
  // Spec 01 §3/§9: whitelisted coins' icons carry the hour's cache version; the built-in list until the config answers.
  const { data: commonConfig } = useCommonConfig();
  const coinWhitelist = commonConfig?.coinIconVersionWhiteList ?? DEFAULT_COIN_ICON_WHITELIST;
  const [now] = useState(() => Date.now());

  const load = useCallback(async () => {
    const result = await callEndpointResult(client, 'marketTickers', { market: 'spot' });
    // A failed refresh keeps the prices shown; only a page without any shows the error.
    setState((prev) => (result.ok ? { tickers: result.data, failed: false } : { tickers: prev.tickers, failed: prev.tickers === null }));
  }, [client]);

  useEffect(() => {
    if (initialTickers === undefined) void load();
    if (refreshMs <= 0 || realtime !== null) return undefined;
    const timer = setInterval(() => void load(), refreshMs);
    return () => clearInterval(timer);
  }, [initialTickers, load, refreshMs, realtime]);

  const tickers = useMemo(
    () => (state.tickers === null ? null : state.tickers.map((t) => liveTickers.get(t.symbol) ?? t)),
    [state.tickers, liveTickers],
  );
  const rows = useMemo(() => sortMarketRows(marketRows(tickers ?? []), sort), [tickers, sort]);
  const price = (symbol: string, value: number) => {
    const places = pricePrecision[symbol];
    return places === undefined
      ? intl.formatNumber(value, { maximumSignificantDigits: 6 })
      : intl.formatNumber(value, { minimumFractionDigits: places, maximumFractionDigits: places });
  };
  const label: Record<MarketSortKey, string> = {
    pair: intl.formatMessage(marketsMessages.colPair),
    last: intl.formatMessage(marketsMessages.colLast),
    change: intl.formatMessage(marketsMessages.colChange),
    volume: intl.formatMessage(marketsMessages.colVolume),
  };

  let body;
  if (state.tickers === null && state.failed) {
    body = (
      <Stack role="alert" align="start" gap="3">
        <Text>{intl.formatMessage(marketsMessages.error)}</Text>
        <Button size="sm" variant="outline" onClick={() => void load()}>
          {intl.formatMessage(marketsMessages.retry)}
        </Button>
      </Stack>
    );
  } else if (state.tickers === null) {
    body = (
      <Stack direction="row" align="center" gap="2" role="status">
        <Spinner size="sm" />
        <Text>{intl.formatMessage(marketsMessages.loading)}</Text>
      </Stack>
    );
  } else if (rows.length === 0) {
    body = <Text role="status">{intl.formatMessage(marketsMessages.empty)}</Text>;
  } else {
    body = (
      <Box overflowX="auto" maxW="100%">
        <Table.Root size="sm" css={COMPACT_CELLS} data-testid="markets-table">
          <Table.Caption>
            <VisuallyHidden>{intl.formatMessage(marketsMessages.tableCaption)}</VisuallyHidden>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((c) => (
                <Table.ColumnHeader
                  key={c.key}
                  textAlign={c.numeric ? 'end' : 'start'}
                  aria-sort={sort.key === c.key ? sort.direction : 'none'}
                >
                  <Button
                    size="xs"
                    variant="ghost"
                    paddingInline="1"
                    fontWeight="semibold"
                    onClick={() => setSort((s) => nextMarketSort(s, c.key))}
                  >
                    {label[c.key]}
                    {sort.key === c.key ? <SortArrow direction={sort.direction} /> : null}
                  </Button>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.symbol} data-symbol={r.symbol}>
                <Table.Cell>
                  <UiLink href={localizeHref({ site, locale, path: `/trade/${r.symbol}` })} fontWeight="semibold">
                    <CoinIcon image={coinIconImage(r.base, coinWhitelist, now)} />
                    {r.base}
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      /{r.quote}
                    </Text>
                  </UiLink>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {price(r.symbol, r.last)}
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  color={trendColor(r.change)}
                  data-trend={marketTrend(r.change)}
                >
                  {Number.isFinite(r.change)
                    ? intl.formatNumber(r.change, {
                        style: 'percent',
                        signDisplay: 'exceptZero',
                        minimumFractionDigits: 2,
                        maximumFractionDigits: 2,
                      })
                    : '–'}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {Number.isFinite(r.volume) ? intl.formatNumber(r.volume, { notation: 'compact', maximumFractionDigits: 2 }) : '–'}{' '}
                  <Text as="span" color="fg.muted">
                    {r.quote}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    );
  }

  return (
    <Stack gap="4" paddingBlock="6" paddingInline={{ base: '3', md: '6' }} maxW="5xl" marginInline="auto" width="100%">
      <Heading as="h1" size="xl">
        {intl.formatMessage(marketsMessages.title)}
      </Heading>
      <Text color="fg.muted">{intl.formatMessage(marketsMessages.description)}</Text>
      {body}
    </Stack>
  );
}

/**
 * The sort direction as a drawn triangle, not ▲/▼: none of the app's fonts has those glyphs (decision 1730), so each
 * system drew them differently, or as an empty box.
 */
function SortArrow({ direction }: { direction: 'ascending' | 'descending' }) {
  return (
    <svg width="8" height="8" viewBox="0 0 8 8" aria-hidden="true" style={{ marginInlineStart: 4 }}>
      <path d={direction === 'ascending' ? 'M4 1 L7.5 7 H0.5 Z' : 'M4 7 L7.5 1 H0.5 Z'} fill="currentColor" />
    </svg>
  );
}
