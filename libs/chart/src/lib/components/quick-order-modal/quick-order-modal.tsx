'use client';
import { Button, Field, Group, Input, Stack, Text } from '@chakra-ui/react';
import { AmountInput, ModalDialog } from '@exchange/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { chartMessages, validationMessage } from '../../messages';
import { SIDE, type OrderLine, type SideCode } from '../../rules/order-lines';
import {
  validateQuickOrder,
  type QuickOrderError,
  type QuickOrderLimits,
  type QuickOrderRequest,
  type QuickOrderType,
} from '../../rules/quick-order';

/** Field errors at 4.5:1 on both themes (the theme's fg.error, red.500, is 3.76:1 on white). */
const ERROR_TEXT = { '& [data-part=error-text]': { color: { base: 'red.700', _dark: 'red.300' } } } as const;

export interface QuickOrderModalProps {
  open: boolean;
  side: SideCode;
  symbol: string;
  /** Prefilled limit price (the price under the context menu). */
  price: number;
  priceDecimals?: number;
  limits?: QuickOrderLimits;
  onClose: () => void;
  /** Places the order (the app calls its API); a returned order line is drawn on the chart. */
  onPlaceOrder?: (request: QuickOrderRequest) => Promise<OrderLine | void>;
  onPlaced?: (line: OrderLine | void) => void;
}

/** Decimals of an amount step (0.0001 → 4, 1 → 0); 8 when unknown. */
function decimalsOf(step: number | undefined): number {
  if (step === undefined || !(step > 0) || !Number.isFinite(step)) return 8;
  return Math.max(0, Math.min(12, Math.round(-Math.log10(step))));
}

/** Quick order from the chart: limit or market, price and amount validated before the call. */
export function QuickOrderModal({
  open,
  side,
  symbol,
  price,
  priceDecimals = 2,
  limits,
  onClose,
  onPlaceOrder,
  onPlaced,
}: QuickOrderModalProps) {
  const intl = useIntl();
  const [type, setType] = useState<QuickOrderType>('limit');
  const [priceText, setPriceText] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ price?: QuickOrderError; amount?: QuickOrderError }>({});
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  // Prefilled when it opens, never again while open: a live price tick must not overwrite what the user typed.
  const wasOpen = useRef(false);
  useEffect(() => {
    const opening = open && !wasOpen.current;
    wasOpen.current = open;
    if (!opening) return;
    setType('limit');
    setPriceText(Number.isFinite(price) ? price.toFixed(priceDecimals) : '');
    setAmount('');
    setErrors({});
    setFailed(false);
  }, [open, price, priceDecimals]);
  const amountDecimals = decimalsOf(limits?.amountStep);

  const buy = side === SIDE.Buy;
  const text = (e?: QuickOrderError) => (e ? intl.formatMessage(validationMessage(e.id), e.values) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const r = validateQuickOrder({ side, type, price: priceText, amount }, limits);
    if (!r.ok) {
      setErrors(r.errors);
      return;
    }
    setErrors({});
    if (!onPlaceOrder) return;
    setPending(true);
    setFailed(false);
    try {
      const line = await onPlaceOrder(r.value);
      onPlaced?.(line);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      size="sm"
      title={intl.formatMessage(chartMessages.quickOrderTitle, { side: buy ? 'buy' : 'sell', symbol })}
      closeLabel={intl.formatMessage(chartMessages.close)}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            {intl.formatMessage(chartMessages.cancel)}
          </Button>
          <Button type="submit" colorPalette={buy ? 'green' : 'red'} loading={pending} disabled={!onPlaceOrder}>
            {intl.formatMessage(buy ? chartMessages.orderSubmitBuy : chartMessages.orderSubmitSell)}
          </Button>
        </>
      }
    >
      <Stack gap="4" css={ERROR_TEXT}>
        <Group attached>
          {(['limit', 'market'] as const).map((t) => (
            <Button
              key={t}
              type="button"
              size="sm"
              variant={type === t ? 'solid' : 'outline'}
              aria-pressed={type === t}
              onClick={() => setType(t)}
            >
              {intl.formatMessage(t === 'limit' ? chartMessages.orderLimit : chartMessages.orderMarket)}
            </Button>
          ))}
        </Group>
        <Field.Root invalid={Boolean(errors.price)} disabled={type === 'market'}>
          <Field.Label>{intl.formatMessage(chartMessages.orderPrice)}</Field.Label>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={type === 'market' ? '' : priceText}
            placeholder={type === 'market' ? intl.formatMessage(chartMessages.orderMarketPrice) : undefined}
            onChange={(e) => setPriceText(e.target.value)}
          />
          <Field.ErrorText>{text(errors.price)}</Field.ErrorText>
        </Field.Root>
        {/* The decimal amount input of spec 03 §5: keeps what was typed, drops what is not a digit or the point. */}
        <AmountInput
          label={intl.formatMessage(chartMessages.orderAmount)}
          name="amount"
          value={amount}
          onChange={setAmount}
          precision={amountDecimals}
          errorText={text(errors.amount)}
        />
        {failed && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {intl.formatMessage(chartMessages.orderFailed)}
          </Text>
        )}
      </Stack>
    </ModalDialog>
  );
}
