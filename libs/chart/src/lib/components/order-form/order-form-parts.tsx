'use client';
import { Button, Flex, Group, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { OrderEntryError } from '../../rules/order-entry';
import type { SideSolid } from '../side-colors';
import { orderErrorMessage } from './order-form-messages';

/** A decimal text for people: grouped, in the page's digits, never rounded away. */
export const formatDecimal = (intl: IntlShape, text: string, places = 8): string => {
  const n = Number(text);
  return Number.isFinite(n) ? intl.formatNumber(n, { maximumFractionDigits: places }) : text;
};

/** A field's error in the user's words, its numbers formatted for the page (the available balance as the form shows it). */
export function errorText(intl: IntlShape, error: OrderEntryError | undefined, balance?: (text: string) => string): string | undefined {
  if (!error) return undefined;
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(error.values ?? {}))
    values[k] = k === 'side' ? v : k === 'available' && balance ? balance(v) : formatDecimal(intl, v);
  return intl.formatMessage(orderErrorMessage(error.key), values as never);
}

/** A labelled row of toggle buttons (order type, side, margin mode, time in force). */
export function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
  colors,
}: {
  label: string;
  value: T;
  /** `title`: the full name of an abbreviated label (also its accessible description). */
  options: readonly { value: T; label: string; title?: string }[];
  onChange: (value: T) => void;
  /** Solid colours of the pressed option (the sides: `BUY_SOLID` / `SELL_SOLID`, the page's risk colours). */
  colors?: Partial<Record<T, SideSolid>>;
}) {
  return (
    <Group attached w="full" role="group" aria-label={label}>
      {options.map((o) => {
        const on = o.value === value;
        const bg = colors?.[o.value];
        return (
          <Button
            key={o.value}
            type="button"
            size="sm"
            flex="1"
            minW="0"
            px="2"
            variant={on ? 'solid' : 'outline'}
            aria-pressed={on}
            title={o.title}
            onClick={() => onChange(o.value)}
            {...(on && bg ? { css: bg } : {})}
          >
            {o.label}
          </Button>
        );
      })}
    </Group>
  );
}

/** One figure of the summary (available, total, margin, fee): a muted label, the number at the end. */
export function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Flex justify="space-between" gap="2" textStyle="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontVariantNumeric="tabular-nums" data-testid={testId} dir="ltr">
        {value}
      </Text>
    </Flex>
  );
}
