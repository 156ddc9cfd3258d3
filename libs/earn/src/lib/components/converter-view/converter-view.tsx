'use client';
import { Alert, Button, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useConvertCoins } from '@exchange/api';
import { AmountInput, UiLinkBase } from '@exchange/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { estimateOther } from '../../rules/convert-estimate';
import { CoinSelect } from '../coin-select/coin-select';

export interface ConverterViewProps {
  /** The convert page (localised), opened with the pair: `?from=…&to=…` is added. */
  convertHref: string;
}

const POPULAR: readonly [string, string][] = [
  ['BTC', 'USDT'],
  ['ETH', 'USDT'],
  ['SOL', 'USDT'],
  ['BNB', 'USDT'],
  ['ETH', 'BTC'],
  ['DOGE', 'USDT'],
];

/**
 * The converter of 01 §2 (`/converter`): a public price calculator between two coins at the reference prices, the
 * popular pairs, and a way into convert for the real (quoted) rate. No account needed.
 */
export function ConverterView({ convertHref }: ConverterViewProps) {
  const intl = useIntl();
  const coinsCall = useConvertCoins();
  const coins = coinsCall.data?.coins ?? [];
  const [from, setFrom] = useState('BTC');
  const [to, setTo] = useState('USDT');
  const [amount, setAmount] = useState('1');
  const fromCoin = coins.find((c) => c.currency === from);
  const toCoin = coins.find((c) => c.currency === to);
  const result = estimateOther(amount, fromCoin, toCoin);
  const pairHref = (a: string, b: string) => `${convertHref}${convertHref.includes('?') ? '&' : '?'}from=${a}&to=${b}`;

  if (coinsCall.isLoading && coins.length === 0) return <Skeleton height="48" rounded="xl" aria-busy="true" />;
  if (coins.length === 0) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(m.convertUnavailable)}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="converter-result" gap="4" p={{ base: '4', md: '6' }} borderWidth="1px" rounded="xl">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' }} gap="3" alignItems="end">
          <AmountInput
            label={intl.formatMessage(m.converterAmount)}
            value={amount}
            onChange={setAmount}
            precision={fromCoin?.precision ?? 8}
          />
          <CoinSelect label={intl.formatMessage(m.convertFrom)} value={from} coins={coins} onChange={setFrom} />
          <CoinSelect label={intl.formatMessage(m.convertTo)} value={to} coins={coins} onChange={setTo} />
        </Grid>
        <Text as="h2" id="converter-result" textStyle={{ base: 'xl', md: '2xl' }} fontWeight="bold" data-testid="converter-result">
          {intl.formatMessage(m.converterResult, {
            from: <bdi key="f">{`${amount || '0'} ${from}`}</bdi>,
            to: <bdi key="t">{`${result || '0'} ${to}`}</bdi>,
          })}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(m.converterNote)}
        </Text>
        <HStack>
          <Button asChild colorPalette="brand">
            <UiLinkBase href={pairHref(from, to)}>{intl.formatMessage(m.converterCta)}</UiLinkBase>
          </Button>
        </HStack>
      </Stack>
      <Stack as="section" aria-labelledby="converter-popular" gap="3">
        <Text as="h2" id="converter-popular" textStyle="xl" fontWeight="semibold">
          {intl.formatMessage(m.converterPopular)}
        </Text>
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }}
          gap="3"
        >
          {POPULAR.map(([a, b]) => (
            <li key={`${a}-${b}`}>
              <UiLinkBase href={pairHref(a, b)}>
                <Stack gap="1" p="4" borderWidth="1px" rounded="lg" _hover={{ bg: 'bg.subtle' }}>
                  <Text fontWeight="semibold" dir="ltr">
                    {a} → {b}
                  </Text>
                  <Text color="fg.muted" dir="ltr">
                    1 {a} ≈{' '}
                    {estimateOther(
                      '1',
                      coins.find((c) => c.currency === a),
                      coins.find((c) => c.currency === b),
                    ) || '—'}{' '}
                    {b}
                  </Text>
                </Stack>
              </UiLinkBase>
            </li>
          ))}
        </Grid>
      </Stack>
    </Stack>
  );
}
