'use client';
import { Alert, Stack } from '@chakra-ui/react';
import { useCancelWithdrawal, useMoneyCoins, useWithdrawals } from '@exchange/api';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { CoinNetworkPickers, useCoinNetworkChoice } from '../coin-network-picker/coin-network-choice';
import { MoneyGate, type MoneyLinks } from '../money-gate/money-gate';
import { MoneyPanel, MoneyPanelError, MoneyPanelLoading } from '../money-panel/money-panel';
import { WithdrawForm, type WithdrawNotice } from './withdraw-form';
import { WithdrawHistory } from './withdraw-history';

export interface WithdrawViewProps {
  currency: string;
  isLoggedIn: boolean;
  links: MoneyLinks;
  /** Localised `/myaccount/withdraw/` (the coin is appended when the user picks another). */
  basePath: string;
}

/**
 * The withdrawal page (issue 22, 01 §2 /myaccount/withdraw/{currency}): coin and network; the address checked for
 * the network as the user types (real checksums); the memo where the network needs one; the address book; the
 * amount against balance, minimum, maximum and fee with what arrives; the security step (fund password per the
 * frequency of 01 §3, plus the 2FA code) verified by the server; the history with cancel while pending. A refusal
 * keeps everything typed. Withdraw-only users (01 §6) can withdraw.
 */
export function WithdrawView(props: WithdrawViewProps) {
  return (
    <MoneyGate feature="withdraw" isLoggedIn={props.isLoggedIn} links={props.links}>
      <WithdrawContent {...props} />
    </MoneyGate>
  );
}

function WithdrawContent({ currency: initialCurrency, basePath, links }: WithdrawViewProps) {
  const intl = useIntl();
  const coins = useMoneyCoins();
  const choice = useCoinNetworkChoice(coins.data?.coins, initialCurrency, basePath, 'withdraw');
  const { coin, network } = choice;
  const currency = coin?.currency ?? initialCurrency;
  const withdrawals = useWithdrawals({ currency }, { enabled: coin !== undefined });
  const cancel = useCancelWithdrawal();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [notice, setNotice] = useState<WithdrawNotice | null>(null);

  if (coins.data === undefined) return <MoneyPanelLoading heights={['10', '64']} />;
  if (coin === undefined) return <MoneyPanelError message={intl.formatMessage(m.depositAddressError)} />;

  const onCancel = async (id: string) => {
    setCancelling(id);
    const result = await cancel.trigger({ id });
    setCancelling(null);
    setNotice(
      result.ok
        ? { status: 'success', text: intl.formatMessage(m.withdrawCancelled) }
        : { status: 'error', text: result.error?.message ?? intl.formatMessage(m.codeError) },
    );
  };

  return (
    <Stack gap="6" minW="0" data-testid="withdraw-view">
      {notice !== null ? (
        <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'} data-testid="withdraw-notice">
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      ) : null}
      <MoneyPanel id="wallet-withdraw-form">
        <CoinNetworkPickers coins={coins.data.coins} choice={choice} purpose="withdraw" />
        {network !== null ? (
          <WithdrawForm key={`${coin.currency}:${network.chain}`} coin={coin} network={network} links={links} onDone={setNotice} />
        ) : null}
      </MoneyPanel>
      <WithdrawHistory records={withdrawals.data?.list ?? []} onCancel={(id) => void onCancel(id)} cancelling={cancelling} />
    </Stack>
  );
}
