'use client';
import { Box, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { userPanelsMessages as m } from './user-panels-messages';

/** One list of the panels with the state of its call (or stream). */
export interface PanelData<T> {
  data: readonly T[];
  state: 'ready' | 'loading' | 'error';
}

/**
 * One column of a panel's table: its header, where its text aligns (numbers at the end), and its cell. `numeric`
 * cells use tabular digits; a `hidden` header is read by screen readers only (the actions column).
 */
export interface PanelColumn<T> {
  id: string;
  label: string;
  numeric?: boolean;
  /** Header and cell aligned at the end (default: numeric columns). */
  end?: boolean;
  hidden?: boolean;
  cell: (row: T) => ReactNode;
  /** The cell's text colour (a side, a profit or a loss). */
  color?: (row: T) => unknown;
}

/** Compact cells; numbers never wrap; the table scrolls inside its box when it needs more room than it has. */
const COMPACT_CELLS = { '& th, & td': { paddingInline: '2', whiteSpace: 'nowrap' } } as const;

export interface PanelTableProps<T> {
  /** The table's name (its scrolling box is a named group). */
  label: string;
  list: PanelData<T>;
  columns: readonly PanelColumn<T>[];
  rowKey: (row: T) => string;
  /** The line shown when the list is empty. */
  empty: string;
  onRetry?: () => void;
}

/**
 * A list of the user's panels in its states (issue 21 item 1): loading rows, a failure with a retry, the empty line,
 * or the table in its scrolling box, which says it scrolls under 992 px. Every table of the panels is this one
 * component with its column definitions (decision 1916).
 */
export function PanelTable<T>({ label, list, columns, rowKey, empty, onRetry }: PanelTableProps<T>) {
  const intl = useIntl();
  if (list.state === 'loading' && list.data.length === 0)
    return (
      <Stack gap="2" role="status" aria-label={intl.formatMessage(m.loading)} py="2">
        <Skeleton h="5" />
        <Skeleton h="5" />
        <Skeleton h="5" />
      </Stack>
    );
  if (list.state === 'error' && list.data.length === 0)
    return (
      <HStack gap="3" py="2" role="alert">
        <Text textStyle="sm">{intl.formatMessage(m.failed)}</Text>
        {onRetry && (
          <Button size="xs" variant="outline" onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </Button>
        )}
      </HStack>
    );
  if (list.data.length === 0)
    return (
      <Text textStyle="sm" color="fg.muted" py="2">
        {empty}
      </Text>
    );
  const endOf = (c: PanelColumn<T>) => c.end ?? c.numeric === true;
  return (
    <Stack gap="1">
      {/* Only under 992 px, where the widest tables no longer fit: the box scrolls, and says so. */}
      <Text textStyle="xs" color="fg.muted" hideFrom="lg">
        {intl.formatMessage(m.scrollHint)}
      </Text>
      {/* Positioned, so the screen-reader-only column header (absolute) is clipped too and never widens the page. */}
      <Box position="relative" overflowX="auto" maxW="full" tabIndex={0} role="group" aria-label={label}>
        <Table.Root size="sm" css={COMPACT_CELLS}>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.id} textAlign={endOf(c) ? 'end' : 'start'}>
                  {c.hidden ? (
                    <Text as="span" srOnly>
                      {c.label}
                    </Text>
                  ) : (
                    c.label
                  )}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data.map((row) => (
              <Table.Row key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Cell
                    key={c.id}
                    textAlign={endOf(c) ? 'end' : undefined}
                    fontVariantNumeric={c.numeric ? 'tabular-nums' : undefined}
                    color={c.color?.(row) as never}
                  >
                    {c.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
