'use client';
import { Alert, Badge, Box, Button, Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  useComplianceCheck,
  useFiatDepositChannels,
  useFiatDepositConfirm,
  useFiatDepositCreate,
  useFiatDeposits,
  type FiatDeposit,
  type FiatMethod,
  type FiatMethodId,
} from '@exchange/api';
import type { SiteKey } from '@exchange/site-config';
import { AmountInput, UiLinkBase } from '@exchange/ui';
import { useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { fiatMessages as m } from '../../fiat-messages';
import { checkFiatAmount, fiatDepositOpen, fiatEta } from '../../rules/fiat-deposit';
import { MoneyGate, type MoneyLinks } from '../money-gate/money-gate';
import { MoneyPanel, MoneyPanelError, MoneyPanelLoading } from '../money-panel/money-panel';
import { SelectField } from '../select-field/select-field';

/** Method names: translated where they describe, kept where they are a scheme's own name (Faster Payments, PIX). */
const METHOD_NAME: Readonly<Record<FiatMethodId, MessageDescriptor | string>> = {
  card: m.methodCard,
  sepa: m.methodSepa,
  faster_payments: 'Faster Payments',
  swift: m.methodSwift,
  pix: 'PIX',
};
const methodName = (intl: IntlShape, id: FiatMethodId): string => {
  const name = METHOD_NAME[id];
  return typeof name === 'string' ? name : intl.formatMessage(name);
};
const STATUS: Readonly<Record<FiatDeposit['status'], { label: MessageDescriptor; palette: string }>> = {
  awaiting_payment: { label: m.statusAwaiting, palette: 'orange' },
  completed: { label: m.statusCompleted, palette: 'green' },
  cancelled: { label: m.statusCancelled, palette: 'gray' },
};

export interface FiatDepositViewProps {
  site: SiteKey;
  isLoggedIn: boolean;
  links: MoneyLinks;
  /** Localised /myaccount/assets and /myaccount/deposit/USDT. */
  assetsHref: string;
  cryptoDepositHref: string;
}

function feeText(intl: IntlShape, method: FiatMethod, fiat: string): string {
  const rate = Number(method.fee_rate);
  const min = Number(method.fee_min);
  if (rate === 0 && min === 0) return intl.formatMessage(m.feeFree);
  if (rate === 0) return intl.formatMessage(m.feeFixed, { min: method.fee_min, fiat });
  return intl.formatMessage(m.feeRate, {
    rate: intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 2 }),
    min: method.fee_min,
    fiat,
  });
}

function etaText(intl: IntlShape, minutes: number): string {
  const eta = fiatEta(minutes);
  if (eta.kind === 'instant') return intl.formatMessage(m.etaInstant);
  return eta.kind === 'hours' ? intl.formatMessage(m.etaHours, { hours: eta.hours }) : intl.formatMessage(m.etaDays, { days: eta.days });
}

/**
 * /myaccount/deposit_fiat (03 §2; decision 1933): a fiat currency and a payment method open to the user (limits by
 * KYC level, fee, arrival time), the amount checked against them with the fee and what arrives, then the payment
 * (card approval or a bank transfer with its reference), after which the balance is credited; and the history.
 * Money-gated like the other money pages (login, KYC level 1, region, withdraw-only); then fiat must be open on the
 * site and for the user (`fiatDepositOpen`: the deposit-method modal's other-ways rule).
 */
export function FiatDepositView(props: FiatDepositViewProps) {
  return (
    <MoneyGate feature="deposit" isLoggedIn={props.isLoggedIn} links={props.links}>
      <FiatGate {...props} />
    </MoneyGate>
  );
}

function FiatGate(props: FiatDepositViewProps) {
  const intl = useIntl();
  const compliance = useComplianceCheck({ enabled: true });
  const open = fiatDepositOpen({
    site: props.site,
    ukLimited: compliance.data?.limit.is_uk_limit ?? false,
    menu: compliance.data?.menu ?? [],
  });
  if (!open)
    return (
      <MoneyPanel id="wallet-fiat-closed" title={intl.formatMessage(m.closedTitle)} maxW="2xl" testId="fiat-closed">
        <Text color="fg.muted">{intl.formatMessage(m.closedBody)}</Text>
        <HStack>
          <Button asChild colorPalette="brand">
            <UiLinkBase href={props.cryptoDepositHref}>{intl.formatMessage(m.closedCta)}</UiLinkBase>
          </Button>
        </HStack>
      </MoneyPanel>
    );
  return (
    <Stack gap="6" maxW="4xl">
      <FiatDepositForm {...props} />
      <FiatDepositHistory />
    </Stack>
  );
}

function FiatDepositForm({ assetsHref }: FiatDepositViewProps) {
  const intl = useIntl();
  const channels = useFiatDepositChannels();
  const create = useFiatDepositCreate();
  const confirm = useFiatDepositConfirm();
  const [fiat, setFiat] = useState<string | null>(null);
  const [methodId, setMethodId] = useState<FiatMethodId | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<FiatDeposit | null>(null);
  const [done, setDone] = useState<FiatDeposit | null>(null);

  if (channels.data === undefined) return <MoneyPanelLoading heights={['10', '24', '10']} />;
  if (channels.data === null || channels.data.channels.length === 0)
    return (
      <MoneyPanelError
        message={intl.formatMessage(m.loadFailed)}
        retry={{ label: intl.formatMessage(m.retry), onRetry: () => void channels.mutate() }}
      />
    );
  const list = channels.data.channels;
  const channel = list.find((c) => c.fiat === fiat) ?? list[0];
  const method = channel?.methods.find((x) => x.id === methodId) ?? channel?.methods[0];
  if (channel === undefined || method === undefined)
    return (
      <MoneyPanelError
        message={intl.formatMessage(m.loadFailed)}
        retry={{ label: intl.formatMessage(m.retry), onRetry: () => void channels.mutate() }}
      />
    );
  const check = checkFiatAmount(method, amount);
  const amountError =
    !touched && check.kind !== 'ok'
      ? undefined
      : check.kind === 'below-min'
        ? intl.formatMessage(m.belowMin, { min: check.min, fiat: channel.fiat })
        : check.kind === 'above-max'
          ? intl.formatMessage(m.aboveMax, { max: check.max, fiat: channel.fiat })
          : undefined;

  if (done !== null)
    return (
      <MoneyPanel id="wallet-fiat-done" maxW="2xl" testId="fiat-done">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.done, { amount: done.credited, fiat: done.fiat })}</Alert.Title>
        </Alert.Root>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <UiLinkBase href={assetsHref}>{intl.formatMessage(m.doneAssets)}</UiLinkBase>
          </Button>
          <Button variant="outline" onClick={() => (setDone(null), setAmount(''), setTouched(false))}>
            {intl.formatMessage(m.doneAgain)}
          </Button>
        </HStack>
      </MoneyPanel>
    );

  if (pending !== null) {
    const isCard = pending.method === 'card';
    return (
      <MoneyPanel id="wallet-fiat-pay" title={intl.formatMessage(m.payTitle)} maxW="2xl" accent testId="fiat-pay">
        <Text>{intl.formatMessage(isCard ? m.payCardBody : m.payBankBody, { amount: pending.amount, fiat: pending.fiat })}</Text>
        <Stack gap="2" bg="bg.subtle" rounded="md" p="4">
          <SummaryRow label={intl.formatMessage(m.method)} value={methodName(intl, pending.method)} />
          {!isCard ? <SummaryRow label={intl.formatMessage(m.payReference)} value={pending.reference} mono /> : null}
          <SummaryRow label={intl.formatMessage(m.fee)} value={`${pending.fee} ${pending.fiat}`} />
          <SummaryRow label={intl.formatMessage(m.receive)} value={`${pending.credited} ${pending.fiat}`} strong />
        </Stack>
        {error !== null ? <MoneyPanelError message={error} /> : null}
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            loading={confirm.isMutating}
            onClick={async () => {
              setError(null);
              const result = await confirm.trigger({ id: pending.id });
              if (result.ok && result.data !== null) {
                setPending(null);
                setDone(result.data);
              } else setError(result.error?.message ?? intl.formatMessage(m.failed));
            }}
          >
            {isCard ? intl.formatMessage(m.payCard, { amount: pending.amount, fiat: pending.fiat }) : intl.formatMessage(m.payBank)}
          </Button>
          <Button variant="outline" onClick={() => (setPending(null), setError(null))}>
            {intl.formatMessage(m.payCancel)}
          </Button>
        </HStack>
      </MoneyPanel>
    );
  }

  const submit = async () => {
    setTouched(true);
    setError(null);
    if (check.kind !== 'ok') return;
    const result = await create.trigger({ fiat: channel.fiat, method: method.id, amount: amount.trim() });
    if (result.ok && result.data !== null) setPending(result.data);
    // The form keeps what was typed: the user corrects and continues.
    else setError(result.error?.message ?? intl.formatMessage(m.failed));
  };

  return (
    <MoneyPanel id="wallet-fiat-form" testId="fiat-form">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
        <Stack gap="4">
          <SelectField
            label={intl.formatMessage(m.currency)}
            value={channel.fiat}
            onChange={(value) => (setFiat(value), setMethodId(null))}
            options={list.map((c) => c.fiat)}
          />
          <Box as="fieldset" minW="0">
            <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
              {intl.formatMessage(m.method)}
            </Text>
            <Stack gap="2">
              {channel.methods.map((option) => (
                <Box
                  as="label"
                  key={option.id}
                  display="flex"
                  gap="3"
                  alignItems="flex-start"
                  borderWidth="1px"
                  borderColor={option.id === method.id ? 'brand.solid' : 'border'}
                  rounded="md"
                  p="3"
                  cursor="pointer"
                >
                  <input
                    type="radio"
                    name="fiat-method"
                    value={option.id}
                    checked={option.id === method.id}
                    onChange={() => setMethodId(option.id)}
                    style={{ marginBlockStart: '0.3rem' }}
                  />
                  <Stack gap="0.5" minW="0">
                    <Text fontWeight="semibold">{methodName(intl, option.id)}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {feeText(intl, option, channel.fiat)} · {etaText(intl, option.eta_minutes)}
                    </Text>
                    <Text textStyle="xs" color="fg.muted">
                      {intl.formatMessage(m.limits, { min: option.min, max: option.max, fiat: channel.fiat })}
                    </Text>
                  </Stack>
                </Box>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Stack gap="4">
          <AmountInput
            label={intl.formatMessage(m.amount, { fiat: channel.fiat })}
            value={amount}
            onChange={setAmount}
            onBlur={() => setTouched(true)}
            precision={2}
            errorText={amountError}
            endElement={channel.fiat}
          />
          <Stack gap="2" as="section" aria-labelledby="wallet-fiat-summary" bg="bg.subtle" rounded="md" p="4" data-testid="fiat-summary">
            <Text as="h2" id="wallet-fiat-summary" fontWeight="semibold">
              {intl.formatMessage(m.summary)}
            </Text>
            <SummaryRow label={intl.formatMessage(m.fee)} value={check.kind === 'ok' ? `${check.fee} ${channel.fiat}` : '—'} />
            <SummaryRow
              label={intl.formatMessage(m.receive)}
              value={check.kind === 'ok' ? `${check.credited} ${channel.fiat}` : '—'}
              strong
            />
            <SummaryRow label={intl.formatMessage(m.arrival)} value={etaText(intl, method.eta_minutes)} />
          </Stack>
          {error !== null ? <MoneyPanelError message={error} /> : null}
          <Button colorPalette="brand" loading={create.isMutating} onClick={() => void submit()}>
            {intl.formatMessage(m.continue)}
          </Button>
        </Stack>
      </Grid>
    </MoneyPanel>
  );
}

function SummaryRow({ label, value, strong, mono }: { label: string; value: string; strong?: boolean; mono?: boolean }) {
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight={strong ? 'bold' : undefined} fontFamily={mono ? 'mono' : undefined} dir="ltr">
        {value}
      </Text>
    </HStack>
  );
}

function FiatDepositHistory() {
  const intl = useIntl();
  const history = useFiatDeposits();
  const list = history.data?.list ?? [];
  return (
    <MoneyPanel id="wallet-fiat-history" title={intl.formatMessage(m.historyTitle)}>
      {history.data === undefined ? (
        <MoneyPanelLoading heights={['8', '8']} />
      ) : list.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.historyEmpty)}</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-labelledby="wallet-fiat-history" data-testid="fiat-history">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(m.historyTime)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.method)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.historyAmount)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.historyStatus)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((d) => (
                <Table.Row key={d.id}>
                  <Table.Cell>{intl.formatDate(d.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</Table.Cell>
                  <Table.Cell>{methodName(intl, d.method)}</Table.Cell>
                  <Table.Cell dir="ltr" textAlign="start">
                    {d.amount} {d.fiat}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS[d.status].palette}>{intl.formatMessage(STATUS[d.status].label)}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </MoneyPanel>
  );
}
