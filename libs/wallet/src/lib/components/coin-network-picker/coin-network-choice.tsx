'use client';
import type { CoinNetwork, MoneyCoin } from '@exchange/api';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { CoinPicker, NetworkPicker } from './coin-network-picker';

export interface CoinNetworkChoice {
  coin: MoneyCoin | undefined;
  network: CoinNetwork | null;
  /** Another coin: its first open network, and the URL's coin replaced (no navigation). */
  pickCoin: (currency: string) => void;
  pickNetwork: (chain: string) => void;
}

/**
 * The coin and network of a deposit or a withdrawal (issue 22): the route's coin first (else the first coin), the
 * chosen network or the first one open for the purpose.
 */
export function useCoinNetworkChoice(
  coins: readonly MoneyCoin[] | undefined,
  initialCurrency: string,
  basePath: string,
  purpose: 'deposit' | 'withdraw',
): CoinNetworkChoice {
  const [currency, setCurrency] = useState(initialCurrency);
  const [chain, setChain] = useState<string | null>(null);
  const coin = coins?.find((c) => c.currency === currency) ?? coins?.[0];
  const open = (n: CoinNetwork) => (purpose === 'deposit' ? n.deposit_enabled : n.withdraw_enabled);
  const network = coin?.networks.find((n) => n.chain === chain) ?? coin?.networks.find(open) ?? null;
  const pickCoin = (next: string) => {
    setCurrency(next);
    setChain(null);
    window.history.replaceState(window.history.state, '', `${basePath}${encodeURIComponent(next)}${window.location.search}`);
  };
  return { coin, network, pickCoin, pickNetwork: setChain };
}

const LABELS = {
  deposit: { coin: m.depositStepCoin, network: m.depositStepNetwork },
  withdraw: { coin: m.coinLabel, network: m.networkLabel },
} as const;

/** Both pickers of a choice, labelled for the purpose. */
export function CoinNetworkPickers({
  coins,
  choice,
  purpose,
}: {
  coins: readonly MoneyCoin[];
  choice: CoinNetworkChoice;
  purpose: 'deposit' | 'withdraw';
}) {
  const intl = useIntl();
  const { coin } = choice;
  if (coin === undefined) return null;
  return (
    <>
      <CoinPicker coins={coins} value={coin.currency} onChange={choice.pickCoin} label={intl.formatMessage(LABELS[purpose].coin)} />
      <NetworkPicker
        currency={coin.currency}
        networks={coin.networks}
        value={choice.network?.chain ?? null}
        onChange={choice.pickNetwork}
        label={intl.formatMessage(LABELS[purpose].network)}
        purpose={purpose}
      />
    </>
  );
}
