import {
  ExchangeClientProvider,
  type ConvertCoin,
  type ConvertQuote,
  type EarnPosition,
  type EarnProduct,
  type EndpointName,
  type FailureKind,
} from '@exchange/api';
import { createFixtureClient, type FixtureData } from '@exchange/api/testing';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { EarnLinks } from '../lib/components/sign-in-prompt/sign-in-prompt';

export const earnLinks: EarnLinks = { login: '/login', signup: '/signup' };

const T0 = Date.UTC(2026, 10, 2, 9, 0, 0);

const coins: ConvertCoin[] = [
  { currency: 'USDT', name: 'Tether', usdt_price: '1', min_amount: '5', precision: 2 },
  { currency: 'BTC', name: 'Bitcoin', usdt_price: '97000', min_amount: '0.00005', precision: 8 },
  { currency: 'ETH', name: 'Ethereum', usdt_price: '3400', min_amount: '0.002', precision: 6 },
  { currency: 'SOL', name: 'Solana', usdt_price: '180', min_amount: '0.03', precision: 4 },
  { currency: 'BNB', name: 'BNB', usdt_price: '640', min_amount: '0.01', precision: 4 },
  { currency: 'DOGE', name: 'Dogecoin', usdt_price: '0.38', min_amount: '15', precision: 2 },
];

const products: EarnProduct[] = [
  { id: 'simple-usdt-flexible', kind: 'simple', currency: 'USDT', apr: '6.2', term_days: 0, min_amount: '10', max_amount: '100000' },
  { id: 'simple-usdt-30d', kind: 'simple', currency: 'USDT', apr: '8.5', term_days: 30, min_amount: '10', max_amount: '100000' },
  { id: 'simple-btc-flexible', kind: 'simple', currency: 'BTC', apr: '1.2', term_days: 0, min_amount: '0.0001', max_amount: '5' },
  { id: 'lend-usdt-7d', kind: 'lend', currency: 'USDT', apr: '12.3', term_days: 7, min_amount: '50', max_amount: '50000' },
  { id: 'hodl-btc-120d', kind: 'hodl', currency: 'BTC', apr: '4.2', term_days: 120, min_amount: '0.001', max_amount: '10' },
];

const position: EarnPosition = {
  id: 'earn-1',
  product_id: 'simple-usdt-30d',
  kind: 'simple',
  currency: 'USDT',
  amount: '500',
  apr: '8.5',
  term_days: 30,
  subscribed_at: T0,
  matures_at: T0 + 30 * 86_400_000,
  accrued: '1.16438356',
  as_of: T0 + 10 * 86_400_000,
};

/** A funded user's convert and earn answers (1000 USDT and 0.5 BTC in spot, one conversion, one locked position). */
export function earnFixtures(options: { empty?: boolean } = {}): FixtureData {
  const empty = options.empty === true;
  return {
    convertCoins: { coins },
    walletBalances: {
      accounts: [
        {
          account: 'spot',
          balances: empty
            ? [{ currency: 'USDT', available: '0' }]
            : [
                { currency: 'USDT', available: '1000' },
                { currency: 'BTC', available: '0.5' },
              ],
        },
      ],
      sub_accounts: [],
    },
    convertHistory: {
      list: empty
        ? []
        : [
            {
              id: 'cv-1',
              quote_id: 'cq-1',
              from: 'USDT',
              to: 'BTC',
              from_amount: '50',
              to_amount: '0.00051494',
              price: '0.000010298',
              created_at: T0,
            },
          ],
    },
    convertQuote: (input): ConvertQuote => ({
      quote_id: 'cq-2',
      from: input.from,
      to: input.to,
      from_amount: input.side === 'from' ? input.amount : '97.1',
      to_amount: input.side === 'to' ? input.amount : '0.00102989',
      price: '0.000010298',
      expires_at: Date.now() + 10_000,
      valid_ms: 10_000,
    }),
    convertAccept: {
      id: 'cv-2',
      quote_id: 'cq-2',
      from: 'USDT',
      to: 'BTC',
      from_amount: '100',
      to_amount: '0.00102989',
      price: '0.000010298',
      created_at: T0,
    },
    earnProducts: (input) => ({ list: products.filter((p) => p.kind === input.kind) }),
    earnPositions: { list: empty ? [] : [position] },
    earnSubscribe: (input) => ({ ...position, id: 'earn-2', product_id: input.product_id, amount: input.amount, accrued: '0' }),
    earnRedeem: (input) => ({ position_id: input.position_id, currency: 'USDT', principal: input.amount, interest: '0', early: true }),
  };
}

export interface EarnClientOptions {
  /** A new user: no balance, no history, no positions. */
  empty?: boolean;
  /** Every call pending (the loading state). */
  pending?: boolean;
  failures?: Partial<Record<EndpointName, FailureKind>>;
}

/** The earn fixtures as the page's client: some calls failing, or every call pending. */
export function EarnClientProvider({ options = {}, children }: { options?: EarnClientOptions; children: ReactNode }) {
  const base = createFixtureClient(earnFixtures({ empty: options.empty }), options.failures ?? {});
  const client = options.pending ? { ...base, call: () => new Promise<never>(() => undefined) } : base;
  return (
    <ExchangeClientProvider client={client as typeof base} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </ExchangeClientProvider>
  );
}

/** A Storybook decorator: the story inside an `EarnClientProvider`. */
export const withEarnClient =
  (options: EarnClientOptions = {}): Decorator =>
  (Story) => (
    <EarnClientProvider options={options}>
      <Story />
    </EarnClientProvider>
  );
