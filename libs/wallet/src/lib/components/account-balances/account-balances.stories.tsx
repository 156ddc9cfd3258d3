import { ExchangeClientProvider, type WalletBalances } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import { createFakeMicroApp } from '@exchange/micro-app/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountBalances } from './account-balances';

const WALLET: WalletBalances = {
  accounts: [
    {
      account: 'spot',
      balances: [
        { currency: 'USDT', available: '1000' },
        { currency: 'BTC', available: '0.5' },
      ],
    },
    { account: 'futures', balances: [{ currency: 'USDT', available: '500' }] },
    { account: 'margin', balances: [{ currency: 'USDT', available: '0' }] },
  ],
  sub_accounts: [{ uid: '600011', nickname: 'sub-trading', balances: [{ currency: 'USDT', available: '0' }] }],
};

/** An exchange client answering walletBalances from the story (or never answering). */
const withWallet =
  (wallet: WalletBalances | 'pending'): Decorator =>
  (Story) => {
    const client =
      wallet === 'pending'
        ? { ...createFixtureClient(), call: () => new Promise<never>(() => undefined) }
        : createFixtureClient({ walletBalances: wallet });
    return (
      <ExchangeClientProvider
        client={client as ReturnType<typeof createFixtureClient>}
        swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
      >
        <Story />
      </ExchangeClientProvider>
    );
  };

const meta = {
  title: 'Wallet/AccountBalances',
  component: AccountBalances,
  args: { site: 'main', locale: 'en', theme: 'light', hidden: false, loader: createFakeMicroApp({ name: 'funds-transfer' }).loader },
  decorators: [withWallet(WALLET)],
} satisfies Meta<typeof AccountBalances>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Balances per account and sub-account; "Transfer" opens the funds-transfer micro-app. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-spot')).toHaveTextContent('1,000.00 USDT');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(/Micro-app funds-transfer/)).toBeVisible());
  },
};

/** Hidden balances (the assets page's switch). */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('balance-spot')).toHaveTextContent('******');
  },
};

/** No sub-accounts: no master transfer entry. */
export const NoSubAccounts: Story = { decorators: [withWallet({ ...WALLET, sub_accounts: [] })] };

/** Waiting for the balances: skeletons. */
export const Loading: Story = { decorators: [withWallet('pending')] };

/** Arabic (right to left). */
export const Arabic: Story = {
  args: { locale: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('balance-futures')).toBeVisible();
  },
};
