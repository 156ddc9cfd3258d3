import { ExchangeClientProvider, type TotalFunds } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HIDE_BALANCES_KEY } from '../../browser/hide-balances';
import { AssetsOverview } from './assets-overview';

/** An exchange client answering totalFunds from the story (or failing it, or never answering). */
const withFunds =
  (funds: TotalFunds | 'fail' | 'pending'): Decorator =>
  (Story) => {
    window.localStorage.removeItem(HIDE_BALANCES_KEY);
    const client =
      funds === 'pending'
        ? { ...createFixtureClient(), call: () => new Promise<never>(() => undefined) }
        : createFixtureClient(funds === 'fail' ? {} : { totalFunds: funds }, funds === 'fail' ? { totalFunds: 'http' } : {});
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
  title: 'Wallet/AssetsOverview',
  component: AssetsOverview,
  args: { locale: 'en', isLoggedIn: true, loginHref: '/login', withdrawHref: '/myaccount/withdraw/USDT' },
  decorators: [withFunds({ total_usd: '31250.4', total_btc: '0.52' })],
} satisfies Meta<typeof AssetsOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Funds in USD and BTC; the switch hides them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('total-usd')).toHaveTextContent('31,250.40 USD');
    await userEvent.click(canvas.getByText('Hide balances'));
    await expect(canvas.getByTestId('total-usd')).toHaveTextContent('******');
  },
};

/** Dust: the zero-shortening formatter (spec 03 §5). */
export const Dust: Story = {
  decorators: [withFunds({ total_usd: '0.0000001', total_btc: '0.00000000123' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('total-btc')).toHaveTextContent('0.0{8}123');
  },
};

/** No funds: the empty state with the deposit entries. */
export const Empty: Story = { decorators: [withFunds({ total_usd: '0', total_btc: '0' })] };

/** The call failed: zeros and no message (spec 03 §8). */
export const Failed: Story = { decorators: [withFunds('fail')] };

/** Waiting for the answer: skeletons. */
export const Loading: Story = { decorators: [withFunds('pending')] };

/** A visitor is asked to log in. */
export const Visitor: Story = { args: { isLoggedIn: false } };

/** Arabic (RTL); the number stays left-to-right. */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { locale: 'ar' } };
