'use client';
import { Box, Button, HStack, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { CURR_FIAT_COOKIE, applyFiatChoice, parseCookieHeader, useHeaderCommonData, useTotalFunds } from '@exchange/api';
import type { MicroAppLoader, MicroAppTheme } from '@exchange/micro-app';
import type { SiteKey } from '@exchange/site-config';
import { UiLinkBase } from '@exchange/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { readHideBalances, writeHideBalances } from '../../browser/hide-balances';
import { messages } from '../../messages';
import { moneyMessages } from '../../money-messages';
import { estimateInFiat, formatFiat } from '../../rules/estimate-fiat';
import { FUNDS_DIGITS, formatFunds } from '../../rules/format-funds';
import { useOpenDeposit, useOpenDepositMethods } from '../../state/deposit-entry';
import { AccountBalances } from '../account-balances/account-balances';

export interface AssetsOverviewProps {
  /** The page's locale, for number formatting. */
  locale: string;
  isLoggedIn: boolean;
  /** Localised login link for a visitor. */
  loginHref: string;
  /** Localised `/myaccount/withdraw/USDT`. */
  withdrawHref: string;
  /**
   * The balances per account and the transfer micro-apps (decision 1121): the site (language prefix, sub_website_id)
   * and the page's theme; `loader` replaces the static host in tests and stories. Absent: no balances or transfers.
   */
  transfer?: { site: SiteKey; theme: MicroAppTheme; loader?: MicroAppLoader };
}

const isZero = (value: string) => !(Number(value) > 0);

/**
 * The assets page's summary (issue 10 item 2): total funds in USD and BTC (`totalFunds`; a failure gives zeros
 * and no message, spec 03 §8), numbers through the zero-shortening formatter (spec 03 §5) in the page's locale,
 * a hide-balances switch remembered in localStorage, and the deposit entries of the wallet layer.
 */
export function AssetsOverview({ locale, isLoggedIn, loginHref, withdrawHref, transfer }: AssetsOverviewProps) {
  const intl = useIntl();
  const openDeposit = useOpenDeposit();
  const openMethods = useOpenDepositMethods();
  const { data, isLoading } = useTotalFunds({ enabled: isLoggedIn });
  // Issue 22 (01 §3): the total in the fiat chosen in the header (curr_fiat_market_rates), USD with a note without a rate.
  const { data: serverHeader } = useHeaderCommonData({ enabled: isLoggedIn });
  // The choice is the browser's cookie (the shell applies it on the server; a client read of the call does not).
  const [fiatChoice, setFiatChoice] = useState<string | undefined>(undefined);
  useEffect(() => setFiatChoice(parseCookieHeader(document.cookie)[CURR_FIAT_COOKIE]), []);
  const header = serverHeader === undefined ? undefined : applyFiatChoice(serverHeader, fiatChoice);
  const [hidden, setHidden] = useState(false);
  useEffect(() => setHidden(readHideBalances()), []);

  if (!isLoggedIn) {
    return (
      <Stack gap="3" align="start" data-testid="assets-overview">
        <Text>{intl.formatMessage(messages.assetsLoggedOut)}</Text>
        <Button asChild colorPalette="brand">
          <UiLinkBase href={loginHref}>{intl.formatMessage(messages.assetsLogin)}</UiLinkBase>
        </Button>
      </Stack>
    );
  }

  const loading = isLoading || data === undefined;
  const usd = data?.total_usd ?? '0';
  const btc = data?.total_btc ?? '0';
  const empty = !loading && isZero(usd) && isZero(btc);

  return (
    <Stack gap="5" data-testid="assets-overview">
      <Box as="section" aria-labelledby="wallet-total-funds" borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1">
            <Text as="h2" id="wallet-total-funds" textStyle="lg" fontWeight="semibold">
              {intl.formatMessage(messages.assetsTitle)}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(messages.assetsEstimated)}
            </Text>
          </Stack>
          <Switch.Root
            checked={hidden}
            onCheckedChange={(details) => {
              setHidden(details.checked);
              writeHideBalances(details.checked);
            }}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{intl.formatMessage(messages.assetsHide)}</Switch.Label>
          </Switch.Root>
        </HStack>
        {loading ? (
          <Stack gap="2" mt="4" aria-busy="true">
            <Text srOnly>{intl.formatMessage(messages.assetsLoading)}</Text>
            <Skeleton height="9" width="60" />
            <Skeleton height="5" width="40" />
          </Stack>
        ) : (
          <Stack gap="1" mt="4">
            <Text textStyle="3xl" fontWeight="bold" data-testid="total-usd" dir="ltr" textAlign="start">
              {formatFunds(usd, { locale, maxDigits: FUNDS_DIGITS.usd, hidden })}{' '}
              <Text as="span" textStyle="md">
                USD
              </Text>
            </Text>
            {header !== undefined && header.curr_fiat !== 'USD' ? (
              <FiatEstimateLine usd={usd} header={header} locale={locale} hidden={hidden} />
            ) : null}
            <Text color="fg.muted" data-testid="total-btc">
              {intl.formatMessage(messages.assetsBtc, { amount: formatFunds(btc, { locale, maxDigits: FUNDS_DIGITS.btc, hidden }) })}
            </Text>
          </Stack>
        )}
        {empty ? (
          <Text mt="3" textStyle="sm" color="fg.muted">
            {intl.formatMessage(messages.assetsEmpty)}
          </Text>
        ) : null}
        <HStack gap="3" mt="5" wrap="wrap">
          <Button colorPalette="brand" onClick={openDeposit}>
            {intl.formatMessage(messages.assetsDeposit)}
          </Button>
          <Button variant="outline" onClick={openMethods}>
            {intl.formatMessage(messages.assetsMethods)}
          </Button>
          <Button asChild variant="ghost">
            <UiLinkBase href={withdrawHref}>{intl.formatMessage(messages.assetsWithdraw)}</UiLinkBase>
          </Button>
        </HStack>
      </Box>
      {transfer ? (
        <AccountBalances site={transfer.site} locale={locale} theme={transfer.theme} hidden={hidden} loader={transfer.loader} />
      ) : null}
    </Stack>
  );
}

/** "≈ €28,750.37" under the USD total, or the USD fallback note (never a wrong number). */
function FiatEstimateLine({
  usd,
  header,
  locale,
  hidden,
}: {
  usd: string;
  header: { curr_fiat: string; curr_fiat_market_rates: string };
  locale: string;
  hidden: boolean;
}) {
  const intl = useIntl();
  const estimate = estimateInFiat(usd, header);
  return (
    <Stack gap="0">
      <Text textStyle="lg" fontWeight="semibold" data-testid="total-fiat" dir="ltr" textAlign="start">
        {intl.formatMessage(moneyMessages.assetsFiatEstimate, { amount: hidden ? '****' : formatFiat(estimate, locale) })}
      </Text>
      {estimate.kind === 'usdFallback' ? (
        <Text textStyle="xs" color="fg.muted" data-testid="total-fiat-note">
          {intl.formatMessage(moneyMessages.assetsFiatFallback, { fiat: estimate.wanted })}
        </Text>
      ) : null}
    </Stack>
  );
}
