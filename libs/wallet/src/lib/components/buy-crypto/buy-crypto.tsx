'use client';
import { Alert, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useBuyOrder, useBuyQuote, type BuyMethod, type BuyOrder, type BuyQuote } from '@exchange/api';
import { AmountInput, UiLinkBase } from '@exchange/ui';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { quoteSecondsLeft } from '../../rules/quote-expiry';
import { MoneyGate, type MoneyLinks } from '../money-gate/money-gate';
import { MoneyPanel, MoneyPanelError } from '../money-panel/money-panel';
import { SelectField } from '../select-field/select-field';

export const BUY_FIATS = ['USD', 'EUR', 'GBP', 'TRY', 'BRL'] as const;
export const BUY_COINS = ['USDT', 'BTC', 'ETH'] as const;
const PAYMENTS: Record<BuyMethod, readonly { value: 'visa' | 'mastercard' | 'sepa' | 'swift' | 'faster_payments'; label: string }[]> = {
  card: [
    { value: 'visa', label: 'Visa' },
    { value: 'mastercard', label: 'Mastercard' },
  ],
  bank: [
    { value: 'sepa', label: 'SEPA' },
    { value: 'swift', label: 'SWIFT' },
    { value: 'faster_payments', label: 'Faster Payments' },
  ],
};

export interface BuyCryptoViewProps {
  method: BuyMethod;
  /** 02 §2 `fiat` query (else the site's default buy fiat). */
  fiat: string;
  isLoggedIn: boolean;
  links: MoneyLinks;
  /** Localised `/crypto/buy/with-credit-card` and `/crypto/buy/with-bank-account`. */
  methodHrefs: Record<BuyMethod, string>;
}

/**
 * Buy with card or bank account (issue 22, 02 §2 `/crypto/buy/with-credit-card?method=card&fiat=…`): fiat and coin,
 * the amount to pay, a quote from the server (price, fee, amount received) that expires with a visible countdown and
 * is refreshed, the payment method, and the order's status.
 */
export function BuyCryptoView(props: BuyCryptoViewProps) {
  return (
    <MoneyGate feature="buy" isLoggedIn={props.isLoggedIn} links={props.links}>
      <BuyCryptoForm {...props} />
    </MoneyGate>
  );
}

function BuyCryptoForm({ method, fiat: initialFiat, methodHrefs }: BuyCryptoViewProps) {
  const intl = useIntl();
  const quoteCall = useBuyQuote();
  const orderCall = useBuyOrder();
  const [fiat, setFiat] = useState<string>((BUY_FIATS as readonly string[]).includes(initialFiat) ? initialFiat : 'USD');
  const [coin, setCoin] = useState<string>('USDT');
  const [amount, setAmount] = useState('100');
  const [payment, setPayment] = useState(PAYMENTS[method][0]?.value ?? 'visa');
  const [quote, setQuote] = useState<BuyQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<BuyOrder | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const trigger = quoteCall.trigger;
  const getQuote = useCallback(async () => {
    setError(null);
    if (!(Number(amount) > 0)) return;
    const result = await trigger({ method, fiat, crypto: coin, fiat_amount: amount });
    setNow(Date.now());
    if (result.ok && result.data !== null) setQuote(result.data);
    else {
      setQuote(null);
      setError(result.error?.message ?? intl.formatMessage(m.buyQuoteError));
    }
  }, [trigger, method, fiat, coin, amount, intl]);

  // A new quote whenever what it prices changes (debounced while typing).
  useEffect(() => {
    setQuote(null);
    const timer = window.setTimeout(() => void getQuote(), 400);
    return () => window.clearTimeout(timer);
  }, [getQuote]);

  const secondsLeft = quote === null ? 0 : quoteSecondsLeft(quote.expires_at, now);
  const expired = quote !== null && secondsLeft === 0;

  const buy = async () => {
    if (quote === null) return;
    const result = await orderCall.trigger({ quote_id: quote.quote_id, payment });
    if (result.ok && result.data !== null) setOrder(result.data);
    else setError(result.error?.message ?? intl.formatMessage(m.buyQuoteError));
  };

  if (order !== null) {
    return (
      <MoneyPanel id="wallet-buy-order" title={intl.formatMessage(m.buyOrderTitle, { id: order.id })} maxW="2xl">
        <Alert.Root status="success" data-testid="buy-order-status">
          <Alert.Indicator />
          <Alert.Title>
            {intl.formatMessage(m.buyOrderCompleted, {
              crypto: `${order.crypto_amount} ${order.crypto}`,
              fiat: `${order.fiat_amount} ${order.fiat}`,
            })}
          </Alert.Title>
        </Alert.Root>
        <HStack>
          <Button variant="outline" onClick={() => setOrder(null)}>
            {intl.formatMessage(m.buyAgain)}
          </Button>
        </HStack>
      </MoneyPanel>
    );
  }

  return (
    <Stack gap="5" maxW="3xl">
      <HStack gap="2" role="navigation" aria-label={intl.formatMessage(m.buyMethod)}>
        {(['card', 'bank'] as const).map((kind) => (
          <Button key={kind} asChild colorPalette="brand" variant={method === kind ? 'solid' : 'outline'}>
            <UiLinkBase href={methodHrefs[kind]} aria-current={method === kind ? 'page' : undefined}>
              {intl.formatMessage(kind === 'card' ? m.buyCard : m.buyBank)}
            </UiLinkBase>
          </Button>
        ))}
      </HStack>
      <MoneyPanel id="wallet-buy-form">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
          <Stack gap="4">
            <SelectField label={intl.formatMessage(m.buyFiat)} value={fiat} onChange={setFiat} options={BUY_FIATS} />
            <AmountInput label={intl.formatMessage(m.buyPay, { fiat })} value={amount} onChange={setAmount} precision={2} />
            <SelectField label={intl.formatMessage(m.buyCoin)} value={coin} onChange={setCoin} options={BUY_COINS} />
            <SelectField
              label={intl.formatMessage(m.buyPayment)}
              value={payment}
              onChange={(value) => setPayment(value as typeof payment)}
              options={PAYMENTS[method]}
            />
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="wallet-buy-quote" bg="bg.subtle" rounded="md" p="4">
            <Text as="h2" id="wallet-buy-quote" fontWeight="semibold">
              {intl.formatMessage(m.buyQuoteTitle)}
            </Text>
            {quote !== null ? (
              <Stack gap="2" dir="ltr" textAlign="start" data-testid="buy-quote">
                <HStack justify="space-between">
                  <Text color="fg.muted">{intl.formatMessage(m.buyPrice)}</Text>
                  <Text>
                    1 {quote.crypto} ≈ {quote.price} {quote.fiat}
                  </Text>
                </HStack>
                <HStack justify="space-between">
                  <Text color="fg.muted">{intl.formatMessage(m.buyFee)}</Text>
                  <Text>
                    {quote.fee} {quote.fiat}
                  </Text>
                </HStack>
                <HStack justify="space-between">
                  <Text color="fg.muted">{intl.formatMessage(m.buyReceive)}</Text>
                  <Text fontWeight="bold" data-testid="buy-receive">
                    {quote.crypto_amount} {quote.crypto}
                  </Text>
                </HStack>
              </Stack>
            ) : (
              <Text color="fg.muted" aria-busy={quoteCall.isMutating}>
                {intl.formatMessage(m.buyQuoteWaiting)}
              </Text>
            )}
            {quote !== null ? (
              expired ? (
                <Alert.Root status="warning" data-testid="buy-quote-expired">
                  <Alert.Indicator />
                  <Alert.Title>{intl.formatMessage(m.buyQuoteExpired)}</Alert.Title>
                </Alert.Root>
              ) : (
                <Text textStyle="sm" color="fg.muted" data-testid="buy-countdown" aria-live="off">
                  {intl.formatMessage(m.buyQuoteCountdown, { seconds: secondsLeft })}
                </Text>
              )
            ) : null}
            {error !== null ? <MoneyPanelError message={error} /> : null}
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => void getQuote()} loading={quoteCall.isMutating}>
                {intl.formatMessage(m.buyRefresh)}
              </Button>
              <Button colorPalette="brand" disabled={quote === null || expired} loading={orderCall.isMutating} onClick={() => void buy()}>
                {intl.formatMessage(m.buyCta, { coin })}
              </Button>
            </HStack>
          </Stack>
        </Grid>
      </MoneyPanel>
    </Stack>
  );
}
