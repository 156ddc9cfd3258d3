'use client';
import { Button, Group, Stack, Text } from '@chakra-ui/react';
import { AmountInput, ModalDialog } from '@exchange/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { orderFeedbackMessages } from '../../layer/order-feedback-messages';
import { chartMessages } from '../../messages';
import { checkOrderEntry, type OrderEntryError } from '../../rules/order-entry';
import { OrderRefusedError, rejectionReason } from '../../rules/order-entry-feedback';
import { Dec, plain, type OrderEntryLimits } from '../../rules/order-entry-limits';
import { SIDE, type OrderLine, type SideCode } from '../../rules/order-lines';
import type { QuickOrderLimits, QuickOrderRequest, QuickOrderType } from '../../rules/quick-order';
import { orderErrorMessage } from '../order-form/order-form-messages';
import { BUY_SOLID, SELL_SOLID } from '../side-colors';

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

/**
 * The order-entry rule's limits for the quick order's numbers (issue 21 item 5): the same check as the order form,
 * without a balance (the exchange answers that) and without a band or minimum notional the dialog does not know.
 */
function entryLimitsOf(limits: QuickOrderLimits | undefined, priceDecimals: number): OrderEntryLimits {
  const text = (n: number | undefined, fallback: string) => (n !== undefined && Number.isFinite(n) && n > 0 ? plain(new Dec(n)) : fallback);
  const tick = text(limits?.priceStep, plain(new Dec(10).pow(-Math.max(0, priceDecimals))));
  const step = text(limits?.amountStep, '0.00000001');
  return {
    market: 'spot',
    base: '',
    quote: '',
    tick_size: tick,
    amount_step: step,
    min_amount: text(limits?.minAmount, step),
    min_notional: '0',
    price_band: '0',
    contract_size: '0',
    maker_fee_rate: '0',
    taker_fee_rate: '0',
    maxLeverage: 1,
  };
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
  const [errors, setErrors] = useState<{ price?: OrderEntryError; amount?: OrderEntryError }>({});
  const [pending, setPending] = useState(false);
  /** false, true (no reason known) or the exchange's error code. */
  const [failed, setFailed] = useState<boolean | number | undefined>(false);

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
  const text = (e?: OrderEntryError) => (e ? intl.formatMessage(orderErrorMessage(e.key), e.values as never) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The order-entry rule of the order form (issue 21 item 5): tick, step, minimum, required and readable numbers.
    const r = checkOrderEntry(
      { kind: type, side: buy ? 'buy' : 'sell', price: priceText, amount },
      { market: 'spot', limits: entryLimitsOf(limits, priceDecimals), lastPrice: type === 'market' ? '1' : null, available: null },
    );
    if (!r.ok) {
      setErrors({ price: r.errors.price, amount: r.errors.amount });
      return;
    }
    if (limits?.maxAmount !== undefined && Number(r.order.amount) > limits.maxAmount) {
      setErrors({ amount: { key: 'amountMax', values: { max: String(limits.maxAmount) } } });
      return;
    }
    setErrors({});
    if (!onPlaceOrder) return;
    const request: QuickOrderRequest = {
      side,
      type,
      amount: Number(r.order.amount),
      ...(r.order.price === undefined ? {} : { price: Number(r.order.price) }),
    };
    setPending(true);
    setFailed(false);
    try {
      const line = await onPlaceOrder(request);
      onPlaced?.(line);
      onClose();
    } catch (error) {
      // The exchange's refusal in the user's words (the same reasons as the order form's, decision 1892).
      setFailed(error instanceof OrderRefusedError ? error.code : true);
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
          <Button type="submit" css={buy ? BUY_SOLID : SELL_SOLID} loading={pending} disabled={!onPlaceOrder}>
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
        {/* The price through the same decimal input as the amount (spec 03 §5): letters never stay in it. */}
        <AmountInput
          label={intl.formatMessage(chartMessages.orderPrice)}
          name="price"
          value={type === 'market' ? '' : priceText}
          placeholder={type === 'market' ? intl.formatMessage(chartMessages.orderMarketPrice) : undefined}
          onChange={setPriceText}
          precision={priceDecimals}
          disabled={type === 'market'}
          errorText={text(errors.price)}
        />
        {/* The decimal amount input of spec 03 §5: keeps what was typed, drops what is not a digit or the point. */}
        <AmountInput
          label={intl.formatMessage(chartMessages.orderAmount)}
          name="amount"
          value={amount}
          onChange={setAmount}
          precision={amountDecimals}
          errorText={text(errors.amount)}
        />
        {failed !== false && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {typeof failed === 'number' && rejectionReason(failed) !== 'other'
              ? intl.formatMessage(orderFeedbackMessages[rejectionReason(failed)])
              : intl.formatMessage(chartMessages.orderFailed)}
          </Text>
        )}
      </Stack>
    </ModalDialog>
  );
}
