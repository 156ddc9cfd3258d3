'use client';
import { Button, Stack, Text } from '@chakra-ui/react';
import { AmountInput, ModalDialog } from '@exchange/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { chartMessages, lineActionMessages, validationMessage } from '../../messages';
import { validateTpsl, type TpslError } from '../../rules/tpsl';

/** Field errors at 4.5:1 on both themes (the theme's fg.error, red.500, is 3.76:1 on white). */
const ERROR_TEXT = { '& [data-part=error-text]': { color: { base: 'red.700', _dark: 'red.300' } } } as const;

export interface TpslDialogProps {
  open: boolean;
  symbol: string;
  /** Signed size of the position: > 0 long, < 0 short. */
  size: number;
  markPrice: number;
  /** The triggers set now ('0' or '': none): the fields start with them. */
  takeProfit: string;
  stopLoss: string;
  priceDecimals: number;
  priceStep?: number;
  onClose: () => void;
  /** Saves the triggers (null: none); resolves true when saved (the dialog closes), false to keep it open. */
  onSave: (value: { takeProfit: number | null; stopLoss: number | null }) => Promise<boolean>;
}

const initial = (text: string): string => (Number(text) > 0 ? text : '');

/** The TP/SL form of a position line (spec 02 §3): two decimal inputs checked against the mark price before the call. */
export function TpslDialog({
  open,
  symbol,
  size,
  markPrice,
  takeProfit,
  stopLoss,
  priceDecimals,
  priceStep,
  onClose,
  onSave,
}: TpslDialogProps) {
  const intl = useIntl();
  const [tp, setTp] = useState('');
  const [sl, setSl] = useState('');
  const [errors, setErrors] = useState<{ takeProfit?: TpslError; stopLoss?: TpslError; form?: TpslError }>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTp(initial(takeProfit));
    setSl(initial(stopLoss));
    setErrors({});
    // Only when it opens: what the user types is never reset by a refresh of the position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const text = (e?: TpslError) => (e ? intl.formatMessage(validationMessage(e.id), e.values as Record<string, number>) : undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const result = validateTpsl({ size, markPrice, takeProfit: tp, stopLoss: sl, priceStep });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      if (await onSave(result.value)) onClose();
    } finally {
      setPending(false);
    }
  };
  const mark = Number.isFinite(markPrice)
    ? intl.formatNumber(markPrice, { minimumFractionDigits: priceDecimals, maximumFractionDigits: priceDecimals })
    : '—';

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={intl.formatMessage(lineActionMessages.tpslTitle, { symbol })}
      closeLabel={intl.formatMessage(chartMessages.close)}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            {intl.formatMessage(chartMessages.cancel)}
          </Button>
          <Button type="submit" colorPalette="brand" loading={pending}>
            {intl.formatMessage(lineActionMessages.save)}
          </Button>
        </>
      }
    >
      <Stack gap="3" css={ERROR_TEXT}>
        <Text textStyle="sm" fontWeight="semibold">
          {intl.formatMessage(lineActionMessages.markPrice, { price: mark })}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(size > 0 ? lineActionMessages.tpslHintLong : lineActionMessages.tpslHintShort)}
        </Text>
        <AmountInput
          label={intl.formatMessage(lineActionMessages.takeProfit)}
          name="take_profit"
          value={tp}
          onChange={setTp}
          precision={priceDecimals}
          errorText={text(errors.takeProfit)}
        />
        <AmountInput
          label={intl.formatMessage(lineActionMessages.stopLoss)}
          name="stop_loss"
          value={sl}
          onChange={setSl}
          precision={priceDecimals}
          errorText={text(errors.stopLoss)}
        />
        {errors.form && (
          <Text role="alert" color="fg.error" textStyle="sm">
            {text(errors.form)}
          </Text>
        )}
      </Stack>
    </ModalDialog>
  );
}
