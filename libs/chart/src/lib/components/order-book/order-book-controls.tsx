'use client';
import { Badge, ButtonGroup, HStack, Heading, IconButton, NativeSelect } from '@chakra-ui/react';
import type { RealtimeStatus } from '@exchange/api';
import { FALL_COLOR, RISE_COLOR } from '@exchange/ui';
import { memo, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { BOOK_SIDE_MODES, GROUPING_MULTIPLES, groupStep, type BookSideMode } from '../../rules/order-book-display';
import { orderBookMessages } from './order-book-messages';

const MODE_LABEL = { both: orderBookMessages.both, bids: orderBookMessages.bidsOnly, asks: orderBookMessages.asksOnly } as const;

/** The realtime connection's state beside a panel's title: live, resyncing, connecting, reconnecting or offline. */
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
export function SidesIcon({ mode }: { mode: BookSideMode }) {
  const top = mode === 'bids' ? RISE_COLOR : FALL_COLOR;
  const bottom = mode === 'asks' ? FALL_COLOR : RISE_COLOR;
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <rect x="1" y="1" width="12" height="5" rx="1" fill={top} />
      <rect x="1" y="8" width="12" height="5" rx="1" fill={bottom} />
    </svg>
  );
}

export interface OrderBookControlsProps {
  status: RealtimeStatus;
  stale: boolean;
  mode: BookSideMode;
  onMode: (mode: BookSideMode) => void;
  multiple: number;
  onMultiple: (multiple: number) => void;
  pricePrecision: number;
}

/**
 * The book's title row: the title with the connection's state, the sides (both, bids only, asks only; arrows move
 * between them, mirrored in Arabic) and the price grouping by tick multiples. Memoised: the levels repaint many
 * times a second, the title row only when its own props change.
 */
export const OrderBookControls = memo(function OrderBookControls({
  status,
  stale,
  mode,
  onMode,
  multiple,
  onMultiple,
  pricePrecision,
}: OrderBookControlsProps) {
  const intl = useIntl();
  const onModeKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const i = BOOK_SIDE_MODES.indexOf(mode);
    onMode(BOOK_SIDE_MODES[(i + (rtl ? -step : step) + BOOK_SIDE_MODES.length) % BOOK_SIDE_MODES.length] ?? 'both');
  };
  return (
    <HStack justify="space-between" gap="2" flexWrap="wrap">
      <HStack gap="2">
        <Heading as="h2" id="order-book-title" textStyle="md" fontWeight="semibold">
          {intl.formatMessage(orderBookMessages.title)}
        </Heading>
        <StatusBadge status={status} stale={stale} intl={intl} />
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
              onClick={() => onMode(m)}
            >
              <SidesIcon mode={m} />
            </IconButton>
          ))}
        </ButtonGroup>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            aria-label={intl.formatMessage(orderBookMessages.grouping)}
            value={String(multiple)}
            onChange={(e) => onMultiple(Number(e.currentTarget.value))}
          >
            {GROUPING_MULTIPLES.map((m) => (
              <option key={m} value={m}>
                {intl.formatNumber(groupStep(pricePrecision, m), { maximumFractionDigits: pricePrecision })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </HStack>
  );
});
