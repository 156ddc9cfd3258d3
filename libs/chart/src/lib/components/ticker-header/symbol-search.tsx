'use client';
import { Box, IconButton, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { MarketSymbol } from '@exchange/api';
import { UiLink } from '@exchange/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { systemClock, type Clock } from '../../rules/clock';
import { createDebouncedSearch } from '../../rules/symbol-search';
import { SearchIcon } from './symbol-search-button';
import { tickerHeaderMessages } from './ticker-header-messages';

export interface SymbolSearchProps {
  /** The symbol shown now (marked in the list). */
  current: Pick<MarketSymbol, 'symbol' | 'market'>;
  /** Asks the exchange for the symbols matching a query ('' = all of the market). */
  search: (query: string, done: (results: MarketSymbol[]) => void) => void;
  /** The trade page of a symbol. */
  hrefOf: (symbol: MarketSymbol) => string;
  /** Timers (stories and tests pass a manual clock). */
  clock?: Clock;
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/**
 * Switch pair (issue 21): a button beside the pair opens a search box; typing searches 1000 ms after the last key
 * (spec 02 §9, the `createDebouncedSearch` rule), and late answers of an older query are dropped. Each match is a link
 * to its trade page.
 */
export default function SymbolSearchPopover({ current, search, hrefOf, clock = systemClock, defaultOpen = false }: SymbolSearchProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const [text, setText] = useState('');
  const [results, setResults] = useState<MarketSymbol[] | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const debounced = useMemo(
    () =>
      createDebouncedSearch<MarketSymbol[]>(clock, search, (_query, items) => {
        setResults(items);
        setPending(false);
      }),
    [clock, search],
  );
  useEffect(() => () => debounced.cancel(), [debounced]);
  useEffect(() => {
    if (!open || results !== null) return;
    // Opening lists the market's pairs at once; only typing waits.
    setPending(true);
    search('', (items) => {
      setResults((now) => now ?? items);
      setPending(false);
    });
  }, [open, results, search]);

  const shown = (results ?? []).filter((s) => s.market === current.market);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      initialFocusEl={() => input.current}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
    >
      <Popover.Trigger asChild>
        <IconButton aria-label={intl.formatMessage(tickerHeaderMessages.search)} variant="ghost" size="sm">
          <SearchIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="min(320px, calc(100vw - 16px))">
            <Popover.Body padding="3">
              <Stack gap="2">
                <Input
                  ref={input}
                  size="sm"
                  type="search"
                  aria-label={intl.formatMessage(tickerHeaderMessages.searchLabel)}
                  placeholder={intl.formatMessage(tickerHeaderMessages.searchPlaceholder)}
                  value={text}
                  onChange={(e) => {
                    setText(e.currentTarget.value);
                    setPending(true);
                    debounced.input(e.currentTarget.value);
                  }}
                />
                <Text role="status" fontSize="xs" color="fg.muted" minH="4">
                  {pending
                    ? intl.formatMessage(tickerHeaderMessages.searching)
                    : results !== null && shown.length === 0
                      ? intl.formatMessage(tickerHeaderMessages.noMatches)
                      : ''}
                </Text>
                <Box
                  as="ul"
                  listStyleType="none"
                  margin="0"
                  padding="0"
                  maxH="64"
                  overflowY="auto"
                  aria-label={intl.formatMessage(tickerHeaderMessages.pairs)}
                >
                  {shown.map((s) => (
                    <li key={`${s.market}:${s.symbol}`}>
                      <UiLink
                        href={hrefOf(s)}
                        display="flex"
                        justifyContent="space-between"
                        gap="3"
                        paddingBlock="1.5"
                        paddingInline="2"
                        borderRadius="sm"
                        width="full"
                        fontWeight={s.symbol === current.symbol ? 'bold' : 'normal'}
                        aria-current={s.symbol === current.symbol ? 'page' : undefined}
                        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                        onClick={() => setOpen(false)}
                      >
                        <span>{`${s.base}/${s.quote}`}</span>
                        <Text as="span" color="fg.muted" fontSize="xs" truncate>
                          {s.description}
                        </Text>
                      </UiLink>
                    </li>
                  ))}
                </Box>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
