'use client';
import { Alert, Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useDepositAddress, useDepositHistory, useExchangeClient, useMoneyCoins, useTotalFunds, useWalletBalances } from '@exchange/api';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { CoinNetworkPickers, useCoinNetworkChoice } from '../coin-network-picker/coin-network-choice';
import { CopyButton } from '../copy-button/copy-button';
import { DepositHistory } from '../deposit-history/deposit-history';
import { MoneyGate, type MoneyLinks } from '../money-gate/money-gate';
import { MoneyPanel, MoneyPanelError, MoneyPanelLoading } from '../money-panel/money-panel';

export interface DepositViewProps {
  /** The coin of the route (02 §2: defaults to USDT). */
  currency: string;
  isLoggedIn: boolean;
  links: MoneyLinks;
  /** Localised `/myaccount/deposit/` (the coin is appended when the user picks another). */
  basePath: string;
}

/** While a deposit is on its way, the history is asked again this often (until the private stream lands). */
export const DEPOSIT_POLL_MS = 1500;

/**
 * The on-chain deposit page (issue 22, 02 §2 /myaccount/deposit/{currency}): coin picker with search, the coin's
 * networks, the address (and memo where needed) with a QR code and copy buttons, the spot balance and the deposit
 * history whose confirmations advance live; a credited deposit refreshes the balances.
 */
export function DepositView(props: DepositViewProps) {
  return (
    <MoneyGate feature="deposit" isLoggedIn={props.isLoggedIn} links={props.links}>
      <DepositContent {...props} />
    </MoneyGate>
  );
}

function DepositContent({ currency: initialCurrency, basePath }: DepositViewProps) {
  const intl = useIntl();
  const client = useExchangeClient();
  const coins = useMoneyCoins();
  const choice = useCoinNetworkChoice(coins.data?.coins, initialCurrency, basePath, 'deposit');
  const { coin, network } = choice;
  const currency = coin?.currency ?? initialCurrency;
  const address = useDepositAddress({ currency, chain: network?.chain ?? '' }, { enabled: coin !== undefined && network !== null });
  const balances = useWalletBalances();
  const totals = useTotalFunds();
  const history = useDepositHistory(
    { currency },
    { refreshInterval: (data) => (data?.list.some((d) => d.status === 'pending' || d.status === 'confirming') ? DEPOSIT_POLL_MS : 10_000) },
  );

  // A deposit that turns credited refreshes the balances (the header's funds and the spot line here).
  const credited = useRef<Set<string> | null>(null);
  useEffect(() => {
    const list = history.data?.list;
    if (!list) return;
    const now = new Set(list.filter((d) => d.status === 'credited').map((d) => d.id));
    const before = credited.current;
    credited.current = now;
    if (before !== null && [...now].some((id) => !before.has(id))) {
      // The balances were read moments ago: the client's 30 s read reuse must not answer the old figures.
      client.clearCache();
      void balances.mutate();
      void totals.mutate();
    }
  }, [history.data, balances, totals, client]);

  const spot = balances.data?.accounts.find((a) => a.account === 'spot')?.balances.find((b) => b.currency === coin?.currency)?.available;

  if (coins.data === undefined) return <MoneyPanelLoading />;
  if (coin === undefined) return <MoneyPanelError message={intl.formatMessage(m.depositAddressError)} />;

  const networkName = network?.name || network?.chain || '';
  const data = address.data;
  return (
    <Stack gap="6" minW="0" data-testid="deposit-view">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <MoneyPanel id="wallet-deposit-address">
          <CoinNetworkPickers coins={coins.data.coins} choice={choice} purpose="deposit" />
          <Stack gap="3">
            <Text fontWeight="medium">{intl.formatMessage(m.depositStepAddress)}</Text>
            {address.isLoading || (data === undefined && network !== null) ? (
              <MoneyPanelLoading heights={['40']} />
            ) : data === null || data === undefined ? (
              <MoneyPanelError
                message={intl.formatMessage(m.depositAddressError)}
                retry={{ label: intl.formatMessage(m.depositRetry), onRetry: () => void address.mutate() }}
              />
            ) : (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'center', sm: 'start' }}>
                <Box bg="white" p="3" rounded="md" borderWidth="1px" borderColor="border" flexShrink={0}>
                  <QRCodeSVG
                    value={data.address}
                    size={148}
                    role="img"
                    aria-label={intl.formatMessage(m.depositQrAlt, { network: networkName })}
                    data-testid="deposit-qr"
                    data-value={data.address}
                  />
                </Box>
                <Stack gap="3" minW="0" flex="1" w="full">
                  <Stack gap="1">
                    <Text textStyle="sm" color="fg.muted">
                      {intl.formatMessage(m.depositAddressLabel, { currency: coin.currency, network: networkName })}
                    </Text>
                    <Text fontFamily="mono" dir="ltr" wordBreak="break-all" data-testid="deposit-address" textAlign="start">
                      {data.address}
                    </Text>
                    <HStack>
                      <CopyButton value={data.address} label={intl.formatMessage(m.depositCopyAddress)} />
                    </HStack>
                  </Stack>
                  {data.memo !== '' ? (
                    <Stack gap="1">
                      <Text textStyle="sm" color="fg.muted">
                        {intl.formatMessage(m.depositMemoLabel)}
                      </Text>
                      <Text fontFamily="mono" dir="ltr" data-testid="deposit-memo" textAlign="start">
                        {data.memo}
                      </Text>
                      <HStack>
                        <CopyButton value={data.memo} label={intl.formatMessage(m.depositCopyMemo)} />
                      </HStack>
                      <Alert.Root status="warning" mt="1">
                        <Alert.Indicator />
                        <Alert.Description>{intl.formatMessage(m.depositMemoWarning)}</Alert.Description>
                      </Alert.Root>
                    </Stack>
                  ) : null}
                </Stack>
              </Stack>
            )}
          </Stack>
        </MoneyPanel>
        <MoneyPanel id="wallet-deposit-balance">
          <Stack gap="1">
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(m.depositBalance)}
            </Text>
            <Text textStyle="2xl" fontWeight="bold" dir="ltr" textAlign="start" data-testid="deposit-balance">
              {spot ?? '0'} {coin.currency}
            </Text>
          </Stack>
          {network !== null ? (
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(m.depositNotes, { currency: coin.currency, network: networkName, min: network.min_deposit })}
            </Text>
          ) : null}
        </MoneyPanel>
      </Grid>
      <DepositHistory records={history.data?.list ?? []} loading={history.isLoading} />
    </Stack>
  );
}
