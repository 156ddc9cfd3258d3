import { ExchangeClientProvider, type AlphaToken, type EndpointName, type FailureKind } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import { alphaTokenFixtures } from '@exchange/content/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlphaTokenView } from './alpha-token-view';

/** The board and a spot account with 100 USDT and 1,000,000 PEPE (the wallet read the buy form checks against). */
const withWallet: Decorator = (Story, { parameters }) => (
  <ExchangeClientProvider
    client={createFixtureClient(
      {
        alphaTokens: alphaTokenFixtures,
        walletBalances: {
          accounts: [
            {
              account: 'spot',
              balances: [
                { currency: 'USDT', available: '100' },
                { currency: 'PEPE', available: '1000000' },
              ],
            },
          ],
          sub_accounts: [],
        },
      },
      parameters['failures'] as Partial<Record<EndpointName, FailureKind>> | undefined,
    )}
    swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
  >
    <Story />
  </ExchangeClientProvider>
);

const meta = {
  title: 'Content/AlphaTokenView',
  component: AlphaTokenView,
  args: { site: 'main', locale: 'en', token: alphaTokenFixtures[0] as AlphaToken, isLoggedIn: true },
  parameters: { layout: 'fullscreen' },
  decorators: [withWallet],
} satisfies Meta<typeof AlphaTokenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the minimum: refused on the page, the amount kept. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Pay (USDT)' });
    await userEvent.type(amount, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy PEPE' }));
    await expect(await canvas.findByText('The minimum buy is 5 USDT.')).toBeVisible();
    await expect(amount).toHaveValue('2');
  },
};

/** A visitor: log in to buy. */
export const Visitor: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in to buy' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Falpha%2FPEPE',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
  },
};

/** Decision 1970: the buy's call could not be prepared (its code did not load): the form says it was not sent and keeps 20. */
export const BuyNotSent: Story = {
  parameters: { failures: { alphaOrder: 'unloaded' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Pay (USDT)' });
    await canvas.findByText('Available: 100 USDT');
    await userEvent.type(amount, '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy PEPE' }));
    await expect(await canvas.findByText('Your buy was not sent. Check your connection and try again.')).toBeVisible();
    await expect(amount).toHaveValue('20');
  },
};

/** No answer in time: the buy may have gone through, so the form asks to check the holding (read again). */
export const BuyUnconfirmed: Story = {
  parameters: { failures: { alphaOrder: 'timeout' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Available: 100 USDT');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pay (USDT)' }), '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy PEPE' }));
    await expect(await canvas.findByText(/We could not confirm your buy/)).toBeVisible();
  },
};

export const BuyNotSentArabic: Story = {
  ...BuyNotSent,
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
    const amount = await canvas.findByRole('textbox', { name: 'الدفع (USDT)' });
    await userEvent.type(amount, '20');
    await userEvent.click(canvas.getByRole('button', { name: 'شراء PEPE' }));
    await expect(await canvas.findByText('لم يتم إرسال طلب الشراء. تحقق من اتصالك وحاول مرة أخرى.')).toBeVisible();
    await expect(amount).toHaveValue('20');
  },
};
