import { ENDPOINTS, EMPTY_COMPLIANCE, ExchangeClientProvider, type EndpointName, type FailureKind, type MoneyCoin } from '@exchange/api';
import { createFixtureClient, type FixtureData } from '@exchange/api/testing';
import { SANDBOX_COINS, channelsFor, depositAddressOf, findNetwork } from '@exchange/sandbox/testing';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { MoneyLinks } from '../lib/components/money-gate/money-gate';

/** The links the money pages get from the app (main site, English). */
export const moneyLinks: MoneyLinks = {
  login: '/login',
  kyc: '/myaccount/kyc_home',
  tickets: '/myaccount/tickets',
  fundpass: '/myaccount/fundpass_setup',
  totp: '/myaccount/totp',
  withdraw: '/myaccount/withdraw/USDT',
};

/** The sandbox's own coin table (through its testing door): stories and tests show the numbers the running app shows. */
export const fixtureCoins: MoneyCoin[] = [...SANDBOX_COINS];

/** The sandbox's address of the fixture user (uid 10001) on a network: stable and valid for it. */
export const fixtureAddress = (currency: string, chain: string): { currency: string; chain: string; address: string; memo: string } => {
  const found = findNetwork(currency, chain);
  return { currency, chain, ...(found ? depositAddressOf('10001', currency, found.network) : { address: '', memo: '' }) };
};

/** A KYC 2 user (verified 1) with 1000 USDT, or a KYC 0 user (verified 0). */
export function moneyFixtures(kyc: 'kyc2' | 'kyc0' = 'kyc2'): FixtureData {
  return {
    ...fullFixtures(kyc),
  };
}

/** A new user: no coins on the wallet, no history, no saved address, no offer (the stories' Empty state). */
export function emptyMoneyFixtures(): FixtureData {
  return {
    ...fullFixtures('kyc2'),
    depositHistory: { list: [] },
    walletBalances: { accounts: [{ account: 'spot', balances: [] }], sub_accounts: [] },
    savedAddresses: { list: [] },
    withdrawals: { list: [] },
    p2pOffers: { list: [] },
    fiatDeposits: { list: [] },
  };
}

/** Decision 1933: the sandbox's own fiat channels (through its testing door) and one completed deposit. */
const FIAT_DEPOSIT = {
  id: 'fd-1',
  fiat: 'EUR',
  method: 'sepa' as const,
  amount: '500.00',
  fee: '0.00',
  credited: '500.00',
  status: 'completed' as const,
  reference: 'FD100011',
  created_at: 1764200000000,
};

function fullFixtures(kyc: 'kyc2' | 'kyc0'): FixtureData {
  return {
    fiatDepositChannels: { channels: channelsFor(true) },
    fiatDeposits: { list: [FIAT_DEPOSIT] },
    fiatDepositCreate: (input) => ({
      ...FIAT_DEPOSIT,
      id: 'fd-2',
      fiat: input.fiat,
      method: input.method,
      amount: Number(input.amount).toFixed(2),
      fee: '0.00',
      credited: Number(input.amount).toFixed(2),
      status: 'awaiting_payment',
      reference: 'FD100012',
    }),
    fiatDepositConfirm: (input) => ({ ...FIAT_DEPOSIT, id: input.id, status: 'completed' }),
    userInfo: { ...ENDPOINTS.userInfo.fallback, uid: '10001', verified: kyc === 'kyc2' ? 1 : 0 },
    complianceCheck: EMPTY_COMPLIANCE,
    moneyCoins: { coins: fixtureCoins },
    depositAddress: (input) => fixtureAddress(input.currency, input.chain),
    depositHistory: {
      list: [
        {
          id: 'dep-2',
          currency: 'USDT',
          chain: 'TRX',
          amount: '250',
          status: 'confirming',
          confirmations: 7,
          required_confirmations: 20,
          txid: 'f540f8da' + '0'.repeat(50) + '6d0f7c',
          created_at: 1764300000000,
        },
        {
          id: 'dep-1',
          currency: 'USDT',
          chain: 'ETH',
          amount: '100',
          status: 'credited',
          confirmations: 12,
          required_confirmations: 12,
          txid: 'ab12cd34' + '0'.repeat(50) + '998877',
          created_at: 1764200000000,
        },
      ],
    },
    walletBalances: { accounts: [{ account: 'spot', balances: [{ currency: 'USDT', available: '1000' }] }], sub_accounts: [] },
    withdrawSecurity: { frequency: 1, fundpass_set: true, totp_bound: true, fundpass_entered_at: 0 },
    savedAddresses: {
      list: [
        { id: 'addr-1', currency: 'USDT', chain: 'TRX', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', memo: '', label: 'Cold wallet' },
      ],
    },
    withdrawals: {
      list: [
        {
          id: 'wd-1',
          currency: 'USDT',
          chain: 'TRX',
          address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          memo: '',
          amount: '50',
          fee: '1',
          status: 'pending',
          created_at: 1764300000000,
        },
      ],
    },
    giftCodePreview: (input) => ({ code: input.code, currency: 'USDT', amount: '50' }),
    buyQuote: (input) => ({
      quote_id: 'q-1',
      method: input.method,
      fiat: input.fiat,
      crypto: input.crypto,
      fiat_amount: input.fiat_amount,
      price: '0.9204',
      fee: '1.80',
      crypto_amount: '106.69',
      expires_at: Date.now() + 30_000,
    }),
    p2pOffers: (input) => ({
      list: ['CryptoKing', 'FastPay', 'NorthStar OTC'].map((merchant, i) => ({
        id: `${input.side}-${input.fiat}-${i + 1}`,
        merchant,
        side: input.side,
        crypto: input.crypto,
        fiat: input.fiat,
        price: (0.921 + i * 0.001).toFixed(3),
        available: String(5000 - i * 700),
        min_fiat: '10',
        max_fiat: '2000',
        payment_methods: i === 1 ? ['Bank transfer', 'Wise'] : ['Revolut'],
        orders: 1200 - i * 180,
        completion_rate: 99 - i * 2,
      })),
    }),
  };
}

export interface MoneyClientOptions {
  kyc?: 'kyc2' | 'kyc0';
  empty?: boolean;
  failures?: Partial<Record<EndpointName, FailureKind>>;
  pending?: boolean;
}

/** The money fixtures as the page's client: some calls failing, or every call pending (loading). */
export function MoneyClientProvider({ options, children }: { options: MoneyClientOptions; children: ReactNode }) {
  const base = createFixtureClient(options.empty ? emptyMoneyFixtures() : moneyFixtures(options.kyc), options.failures ?? {});
  const client = options.pending ? { ...base, call: () => new Promise<never>(() => undefined) } : base;
  return (
    <ExchangeClientProvider client={client as typeof base} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </ExchangeClientProvider>
  );
}

/** A Storybook decorator: the story inside a `MoneyClientProvider`. */
export const withMoneyClient =
  (options: MoneyClientOptions = {}): Decorator =>
  (Story) => (
    <MoneyClientProvider options={options}>
      <Story />
    </MoneyClientProvider>
  );
