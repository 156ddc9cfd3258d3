'use client';
import { Alert, Badge, Box, Button, Card, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useAlphaOrder, useEndpoint, useWalletBalances, type AlphaOrder, type AlphaToken, type WalletBalances } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { AmountInput, PageShell, UiLinkBase } from '@exchange/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { m } from '../../messages';
import { alphaBuyFailure, checkAlphaBuy, type AlphaBuyFailure } from '../../rules/alpha-buy';
import { DISCOVER_PATHS } from '../../rules/content-paths';

export interface AlphaTokenViewProps {
  site: SiteKey;
  locale: string;
  /** The token as the server rendered it; the board is read again in the browser (fresh price after a buy). */
  token: AlphaToken;
  isLoggedIn: boolean;
}

/** The spot balance of one currency in the one wallet read (`walletBalances`). */
export const spotBalanceOf = (balances: WalletBalances | undefined, currency: string): string =>
  balances?.accounts.find((a) => a.account === 'spot')?.balances.find((b) => b.currency === currency)?.available ?? '0';

/**
 * One alpha token (03 §2 `/alpha/{token}`, issue 25 item 4): price, 24 h change, chain, volume, market cap, holders,
 * and the buy form: a USDT amount (the decimal input) checked against the spot USDT balance and the minimum
 * (`checkAlphaBuy`), the tokens it buys, and the server's answer. A failure keeps the amount and says what happened
 * (`alphaBuyFailure`: refused, not sent, or not confirmed, decision 1970); a fill refreshes the balances (the wallet
 * read) and shows what was bought.
 */
export function AlphaTokenView({ site, locale, token: initial, isLoggedIn }: AlphaTokenViewProps) {
  const intl = useIntl();
  const href = (path: string) => localizeHref({ site, locale, path });
  const { data: board } = useEndpoint('alphaTokens', {}, { refreshInterval: 30_000 });
  const token = board?.find((t) => t.token === initial.token) ?? initial;
  const { data: balances } = useWalletBalances({ enabled: isLoggedIn });
  const order = useAlphaOrder();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<{ ok: true; order: AlphaOrder } | { ok: false; message: string } | null>(null);
  // Null while the wallet read is on its way: shown as a dash, and the buy is not refused for it (decision 1970).
  const usdt = balances ? spotBalanceOf(balances, 'USDT') : null;
  const holding = balances ? spotBalanceOf(balances, token.token) : null;
  const check = checkAlphaBuy(amount, usdt, token.min_usdt, token.price);
  const localError =
    touched && !check.ok && check.reason !== 'empty'
      ? intl.formatMessage(check.reason === 'belowMinimum' ? m.alphaMinimum : m.alphaBalance, { min: token.min_usdt })
      : undefined;
  const failureText = (failure: AlphaBuyFailure) =>
    failure.kind === 'refused'
      ? (failure.message ?? intl.formatMessage(m.alphaRefused))
      : intl.formatMessage(failure.kind === 'not-sent' ? m.alphaNotSent : m.alphaUnconfirmed);
  const fmt = (value: string | null, digits = 8) =>
    value === null ? '—' : intl.formatNumber(Number(value), { maximumFractionDigits: digits });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok) return;
    setResult(null);
    const answer = await order.trigger({ token: token.token, usdt_amount: amount });
    if (answer.ok && answer.data) {
      setResult({ ok: true, order: answer.data });
      setAmount('');
      setTouched(false);
    } else setResult({ ok: false, message: failureText(alphaBuyFailure(answer.error ?? { kind: 'code', message: '' })) });
  };

  return (
    <PageShell
      title={
        <Flex as="span" gap="2" align="center" wrap="wrap">
          <span dir="ltr">{token.token}</span>
          <Text as="span" color="fg.muted" textStyle="md">
            {token.name}
          </Text>
          <Badge>{token.chain}</Badge>
        </Flex>
      }
      description={intl.formatMessage(m.alphaRisk)}
      actions={<UiLinkBase href={href(DISCOVER_PATHS.alpha)}>{intl.formatMessage(m.alphaAllTokens)}</UiLinkBase>}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Stack gap="4">
          <Flex gap="3" align="baseline" wrap="wrap">
            <Text textStyle="3xl" fontWeight="bold" data-testid="alpha-price">
              {intl.formatNumber(Number(token.price), { maximumSignificantDigits: 6 })} USDT
            </Text>
            <Text color={token.change_24h >= 0 ? 'green.fg' : 'red.fg'} fontWeight="semibold">
              {intl.formatNumber(token.change_24h / 100, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' })}
            </Text>
          </Flex>
          <SimpleGrid as="dl" columns={2} gap="3" data-testid="alpha-stats">
            {(
              [
                [m.colVolume, intl.formatNumber(Number(token.volume_24h), { notation: 'compact', maximumFractionDigits: 2 })],
                [m.colMarketCap, intl.formatNumber(Number(token.market_cap), { notation: 'compact', maximumFractionDigits: 2 })],
                [m.colHolders, intl.formatNumber(token.holders)],
                [m.alphaChain, token.chain],
              ] as const
            ).map(([label, value]) => (
              <Box key={label.id} borderWidth="1px" borderRadius="md" p="3">
                <Text as="dt" textStyle="xs" color="fg.muted">
                  {intl.formatMessage(label)}
                </Text>
                <Text as="dd" fontWeight="semibold" textStyle="lg">
                  {value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
        <Card.Root variant="outline">
          <Card.Body>
            {isLoggedIn ? (
              <Stack as="form" gap="3" onSubmit={submit} aria-label={intl.formatMessage(m.alphaBuy, { token: token.token })}>
                <AmountInput
                  label={intl.formatMessage(m.alphaAmount)}
                  value={amount}
                  onChange={(value) => {
                    setAmount(value);
                    setResult(null);
                  }}
                  onBlur={() => setTouched(true)}
                  precision={2}
                  endElement="USDT"
                  helperText={intl.formatMessage(m.alphaAvailable, { amount: fmt(usdt, 2) })}
                  errorText={localError}
                />
                <Text textStyle="sm" color="fg.muted" aria-live="polite">
                  {intl.formatMessage(m.alphaEstimate, { amount: fmt(check.estimate), token: token.token })}
                </Text>
                <Text textStyle="sm" data-testid="alpha-holding">
                  {intl.formatMessage(m.alphaHolding, { amount: fmt(holding), token: token.token })}
                </Text>
                <Button type="submit" loading={order.isMutating}>
                  {intl.formatMessage(m.alphaBuy, { token: token.token })}
                </Button>
                {result ? (
                  <Alert.Root status={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
                    <Alert.Indicator />
                    <Alert.Title>
                      {result.ok
                        ? intl.formatMessage(m.alphaBought, {
                            amount: fmt(result.order.amount),
                            token: result.order.token,
                            usdt: fmt(result.order.usdt_amount, 2),
                          })
                        : result.message}
                    </Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            ) : (
              <Stack gap="3">
                <Text>{intl.formatMessage(m.alphaMinimum, { min: token.min_usdt })}</Text>
                <Button asChild>
                  <UiLinkBase href={href(`/login?redirect=${encodeURIComponent(`${DISCOVER_PATHS.alpha}/${token.token}`)}`)}>
                    {intl.formatMessage(m.alphaLogin)}
                  </UiLinkBase>
                </Button>
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </PageShell>
  );
}
