'use client';
import { Field, NativeSelect } from '@chakra-ui/react';
import type { ConvertCoin } from '@exchange/api';
import type { ReactNode } from 'react';

/** A labelled native coin picker (the phone's own wheel on a phone), "BTC · Bitcoin". */
export function CoinSelect({
  label,
  value,
  coins,
  onChange,
}: {
  label: ReactNode;
  value: string;
  coins: readonly ConvertCoin[];
  onChange: (currency: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {coins.map((coin) => (
            <option key={coin.currency} value={coin.currency}>
              {coin.currency} · {coin.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
