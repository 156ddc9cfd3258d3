'use client';
import { Box, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { AmountInput } from '@exchange/ui';
import { useIntl } from 'react-intl';
import type { MarginMode } from '../../rules/order-entry';
import { orderFormMessages as m } from './order-form-messages';
import { Toggle } from './order-form-parts';

export interface MarginFieldsProps {
  marginMode: MarginMode;
  /** The leverage as typed (whole numbers, 1× to the contract's maximum). */
  leverage: string;
  maxLeverage: number;
  leverageError?: string;
  onChange: (patch: { marginMode?: MarginMode; leverage?: string }) => void;
}

/** Futures opening: cross or isolated margin, and the leverage through the decimal input (spec 03 §5). */
export function MarginFields({ marginMode, leverage, maxLeverage, leverageError, onChange }: MarginFieldsProps) {
  const intl = useIntl();
  return (
    <HStack gap="2" align="end">
      <Box flex="1" minW="0">
        <Toggle
          label={intl.formatMessage(m.marginMode)}
          value={marginMode}
          options={[
            { value: 'cross', label: intl.formatMessage(m.cross) },
            { value: 'isolated', label: intl.formatMessage(m.isolated) },
          ]}
          onChange={(value) => onChange({ marginMode: value })}
        />
      </Box>
      <Box w="28">
        <AmountInput
          label={intl.formatMessage(m.leverage)}
          name="leverage"
          value={leverage}
          onChange={(value) => onChange({ leverage: value })}
          precision={0}
          max={maxLeverage}
          endElement="×"
          errorText={leverageError}
        />
      </Box>
    </HStack>
  );
}

export interface EntryOptionsProps {
  reduceOnly: boolean;
  tpsl: boolean;
  takeProfit: string;
  stopLoss: string;
  priceDecimals: number;
  errors: { takeProfit?: string; stopLoss?: string };
  onChange: (patch: { reduceOnly?: boolean; tpsl?: boolean; takeProfit?: string; stopLoss?: string }) => void;
}

/** Futures opening: reduce-only, and take-profit / stop-loss set at entry (prices in the contract's tick). */
export function EntryOptions({ reduceOnly, tpsl, takeProfit, stopLoss, priceDecimals, errors, onChange }: EntryOptionsProps) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <Checkbox.Root checked={reduceOnly} onCheckedChange={(d) => onChange({ reduceOnly: d.checked === true })} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{intl.formatMessage(m.reduceOnly)}</Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root checked={tpsl} onCheckedChange={(d) => onChange({ tpsl: d.checked === true })} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{intl.formatMessage(m.tpsl)}</Checkbox.Label>
      </Checkbox.Root>
      {tpsl && (
        <HStack gap="2" align="start">
          <AmountInput
            label={intl.formatMessage(m.takeProfit)}
            name="takeProfit"
            value={takeProfit}
            onChange={(value) => onChange({ takeProfit: value })}
            precision={priceDecimals}
            errorText={errors.takeProfit}
          />
          <AmountInput
            label={intl.formatMessage(m.stopLoss)}
            name="stopLoss"
            value={stopLoss}
            onChange={(value) => onChange({ stopLoss: value })}
            precision={priceDecimals}
            errorText={errors.stopLoss}
          />
        </HStack>
      )}
    </Stack>
  );
}
