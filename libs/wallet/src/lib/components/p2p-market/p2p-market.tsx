'use client';
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useP2pOffers, useP2pOrder, type P2pOffer, type P2pOrder } from '@exchange/api';
import { AmountInput } from '@exchange/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { quoteSecondsLeft } from '../../rules/quote-expiry';
import { MoneyGate, type MoneyLinks } from '../money-gate/money-gate';
import { MoneyPanel, MoneyPanelError } from '../money-panel/money-panel';
import { SelectField } from '../select-field/select-field';

export interface P2pMarketViewProps {
  /** 02 §2 `/c2c/USDT_{fiat}`. */
  crypto: string;
  fiat: string;
  isLoggedIn: boolean;
  links: MoneyLinks;
}

/**
 * P2P trading (issue 22, 02 §2 `/c2c/USDT_{fiat}`): buy and sell tabs, merchant offers (price, limits, payment
 * methods, completion rate) filtered by amount and payment method, and an order that reaches "waiting for payment"
 * with a countdown.
 */
export function P2pMarketView(props: P2pMarketViewProps) {
  return (
    <MoneyGate feature="buy" isLoggedIn={props.isLoggedIn} links={props.links}>
      <P2pMarket {...props} />
    </MoneyGate>
  );
}

const mmss = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function P2pMarket({ crypto, fiat }: P2pMarketViewProps) {
  const intl = useIntl();
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [filterAmount, setFilterAmount] = useState('');
  const [filterPayment, setFilterPayment] = useState('');
  const [chosen, setChosen] = useState<P2pOffer | null>(null);
  const [order, setOrder] = useState<P2pOrder | null>(null);
  const offers = useP2pOffers({ side, crypto, fiat });
  const list = (offers.data?.list ?? []).filter((o) => {
    const amount = Number(filterAmount);
    if (filterAmount !== '' && !(amount >= Number(o.min_fiat) && amount <= Number(o.max_fiat))) return false;
    return filterPayment === '' || o.payment_methods.includes(filterPayment);
  });
  const payments = [...new Set((offers.data?.list ?? []).flatMap((o) => o.payment_methods))];

  if (order !== null) return <P2pOrderStatus order={order} onBack={() => setOrder(null)} />;

  return (
    <Stack gap="4">
      <HStack gap="2" role="tablist" aria-label={intl.formatMessage(m.p2pSide)}>
        {(['buy', 'sell'] as const).map((s) => (
          <Button
            key={s}
            role="tab"
            aria-selected={side === s}
            variant={side === s ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => {
              setSide(s);
              setChosen(null);
            }}
          >
            {intl.formatMessage(s === 'buy' ? m.p2pBuyTab : m.p2pSellTab, { crypto })}
          </Button>
        ))}
      </HStack>
      <HStack gap="3" wrap="wrap" align="end">
        <Box minW="44" flex={{ base: '1', md: '0 0 auto' }}>
          <AmountInput
            label={intl.formatMessage(m.p2pFilterAmount, { fiat })}
            value={filterAmount}
            onChange={setFilterAmount}
            precision={2}
          />
        </Box>
        <Box minW="44" flex={{ base: '1', md: '0 0 auto' }}>
          <SelectField
            label={intl.formatMessage(m.p2pFilterPayment)}
            value={filterPayment}
            onChange={setFilterPayment}
            options={payments}
            anyLabel={intl.formatMessage(m.p2pAllPayments)}
          />
        </Box>
      </HStack>
      <Box borderWidth="1px" borderColor="border" rounded="lg" overflowX="auto">
        <Table.Root size="sm" aria-label={intl.formatMessage(m.p2pOffers)}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{intl.formatMessage(m.p2pMerchant)}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage(m.buyPrice)}</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">{intl.formatMessage(m.p2pLimits)}</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">{intl.formatMessage(m.buyPayment)}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage(m.historyAction)}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5}>
                  <Text color="fg.muted">{intl.formatMessage(offers.isLoading ? m.p2pLoading : m.p2pNone)}</Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
            {list.map((o) => (
              <Table.Row key={o.id} data-testid={`offer-${o.id}`}>
                <Table.Cell>
                  <Text fontWeight="semibold">{o.merchant}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {intl.formatMessage(m.p2pStats, { orders: o.orders, rate: o.completion_rate })}
                  </Text>
                </Table.Cell>
                <Table.Cell dir="ltr" whiteSpace="nowrap">
                  {o.price} {o.fiat}
                </Table.Cell>
                <Table.Cell hideBelow="md" dir="ltr" whiteSpace="nowrap">
                  {o.min_fiat} – {o.max_fiat} {o.fiat}
                  <Text textStyle="xs" color="fg.muted">
                    {intl.formatMessage(m.p2pAvailable, { amount: o.available, crypto: o.crypto })}
                  </Text>
                </Table.Cell>
                <Table.Cell hideBelow="md">
                  <HStack gap="1" wrap="wrap">
                    {o.payment_methods.map((p) => (
                      <Badge key={p} variant="outline">
                        {p}
                      </Badge>
                    ))}
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <Button size="xs" colorPalette="brand" onClick={() => setChosen(o)}>
                    {intl.formatMessage(side === 'buy' ? m.p2pBuyFrom : m.p2pSellTo, { crypto, merchant: o.merchant })}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {chosen !== null ? <P2pOrderForm offer={chosen} onPlaced={setOrder} onCancel={() => setChosen(null)} /> : null}
    </Stack>
  );
}

function P2pOrderForm({ offer, onPlaced, onCancel }: { offer: P2pOffer; onPlaced: (order: P2pOrder) => void; onCancel: () => void }) {
  const intl = useIntl();
  const place = useP2pOrder();
  const [amount, setAmount] = useState(offer.min_fiat);
  const [payment, setPayment] = useState(offer.payment_methods[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    const result = await place.trigger({ offer_id: offer.id, fiat_amount: amount, payment_method: payment });
    if (result.ok && result.data !== null) onPlaced(result.data);
    else setError(result.error?.message ?? intl.formatMessage(m.buyQuoteError));
  };
  return (
    <MoneyPanel id="wallet-p2p-order-form" title={intl.formatMessage(m.p2pOrderTitle, { merchant: offer.merchant })} maxW="xl" accent>
      <AmountInput
        label={intl.formatMessage(m.p2pFilterAmount, { fiat: offer.fiat })}
        value={amount}
        onChange={setAmount}
        precision={2}
        helperText={`${offer.min_fiat} – ${offer.max_fiat} ${offer.fiat}`}
      />
      <SelectField label={intl.formatMessage(m.buyPayment)} value={payment} onChange={setPayment} options={offer.payment_methods} />
      {error !== null ? <MoneyPanelError message={error} /> : null}
      <HStack gap="2" justify="end">
        <Button variant="outline" onClick={onCancel}>
          {intl.formatMessage(m.withdrawCancel)}
        </Button>
        <Button colorPalette="brand" loading={place.isMutating} onClick={() => void submit()}>
          {intl.formatMessage(m.p2pPlace)}
        </Button>
      </HStack>
    </MoneyPanel>
  );
}

function P2pOrderStatus({ order, onBack }: { order: P2pOrder; onBack: () => void }) {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = quoteSecondsLeft(order.pay_by, now);
  return (
    <MoneyPanel id="wallet-p2p-order" title={intl.formatMessage(m.p2pOrderNumber, { id: order.id })} maxW="2xl">
      <Badge alignSelf="start" colorPalette="orange" data-testid="p2p-order-status">
        {intl.formatMessage(m.p2pWaiting)}
      </Badge>
      <Text data-testid="p2p-countdown">{intl.formatMessage(m.p2pPayWithin, { time: mmss(left) })}</Text>
      <Stack gap="1" dir="ltr" textAlign="start">
        <Text>
          {order.fiat_amount} {order.fiat} → {order.crypto_amount} {order.crypto} @ {order.price}
        </Text>
        <Text color="fg.muted">
          {order.merchant} · {order.payment_method}
        </Text>
      </Stack>
      <HStack>
        <Button variant="outline" onClick={onBack}>
          {intl.formatMessage(m.p2pBack)}
        </Button>
      </HStack>
    </MoneyPanel>
  );
}
