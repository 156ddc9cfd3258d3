'use client';
import { Field, Input, InputGroup, Text, useLocaleContext } from '@chakra-ui/react';
import { useState, type ClipboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages';
import {
  AMOUNT_DEFAULT_PRECISION,
  AMOUNT_MAX,
  normalizeAmountDetailed,
  normalizeAmountOnBlur,
  unformatPastedAmount,
} from '../../rules/normalize-amount';

export interface AmountInputProps {
  /** Visible label (required for accessibility). */
  label: ReactNode;
  /** The normalised amount ("" when empty); always uses "." as the decimal point. */
  value: string;
  /** Called with the normalised amount on every edit and on blur. */
  onChange: (value: string) => void;
  /** Digits after the decimal point (default 2; 0 = integers only). */
  precision?: number;
  /** Largest value (default 999999999999); larger input is clamped and a hint is shown. */
  max?: number;
  allowNegative?: boolean;
  name?: string;
  id?: string;
  placeholder?: string;
  helperText?: ReactNode;
  /** Marks the field invalid and shows this error. */
  errorText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  /** Shown after the input, e.g. the currency "USDT". */
  endElement?: ReactNode;
  onBlur?: () => void;
}

type Hint = 'clamped' | 'dropped' | null;

/**
 * Controlled decimal amount input (spec 03 §5). Typing keeps every valid character the user typed and
 * drops the rest; pasted formatted numbers ("1,234.56") are understood; a clamped value shows a hint.
 */
export function AmountInput({
  label,
  value,
  onChange,
  precision = AMOUNT_DEFAULT_PRECISION,
  max = AMOUNT_MAX,
  allowNegative = false,
  name,
  id,
  placeholder,
  helperText,
  errorText,
  disabled,
  readOnly,
  required,
  endElement,
  onBlur,
}: AmountInputProps) {
  const intl = useIntl();
  const { dir } = useLocaleContext();
  const [hint, setHint] = useState<Hint>(null);
  const options = { precision, max, allowNegative };

  const apply = (raw: string) => {
    const result = normalizeAmountDetailed(raw, options);
    setHint(result.clamped ? 'clamped' : result.dropped ? 'dropped' : null);
    if (result.value !== value) onChange(result.value);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    apply(value.slice(0, start) + unformatPastedAmount(text) + value.slice(end));
  };

  const handleBlur = () => {
    const blurred = normalizeAmountOnBlur(value);
    if (blurred !== value) onChange(blurred);
    setHint((h) => (h === 'dropped' ? null : h));
    onBlur?.();
  };

  const input = (
    <Input
      id={id}
      name={name}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      placeholder={placeholder}
      value={value}
      readOnly={readOnly}
      // Digits and the minus sign read left to right even on an Arabic page; the text still sits at the start edge.
      dir="ltr"
      textAlign={dir === 'rtl' ? 'right' : 'left'}
      onChange={(e) => apply(e.target.value)}
      onPaste={handlePaste}
      onBlur={handleBlur}
    />
  );

  return (
    <Field.Root invalid={Boolean(errorText)} disabled={disabled} readOnly={readOnly} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {endElement ? <InputGroup endElement={endElement}>{input}</InputGroup> : input}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {/* Always rendered so screen readers announce the hint when it appears. */}
      <Text role="status" textStyle="xs" color="fg.warning">
        {hint === 'clamped'
          ? intl.formatMessage(messages.amountInputClampedHint, {
              max: intl.formatNumber(max, { maximumFractionDigits: precision, roundingMode: 'trunc' }),
            })
          : hint === 'dropped'
            ? intl.formatMessage(messages.amountInputDroppedHint)
            : null}
      </Text>
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
