'use client';
import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SelectFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Values shown as they are (coin and fiat codes, payment methods), or `{ value, label }`. */
  options: readonly (string | { value: string; label: string })[];
  /** A first option for "any" (a filter), with the empty value. */
  anyLabel?: string;
}

/** The money pages' labelled native select (fiat, coin, payment method, P2P filters): one shape for all of them. */
export function SelectField({ label, value, onChange, options, anyLabel }: SelectFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
          {options.map((option) => {
            const { value: v, label: l } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={v} value={v}>
                {l}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
