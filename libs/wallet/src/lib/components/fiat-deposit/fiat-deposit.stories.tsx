import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { moneyStatesStory } from '../../../testing/money-stories';
import { FiatDepositView } from './fiat-deposit';

const meta = {
  title: 'Wallet/FiatDepositView',
  component: FiatDepositView,
  args: {
    site: 'main',
    isLoggedIn: true,
    links: moneyLinks,
    assetsHref: '/myaccount/assets',
    cryptoDepositHref: '/myaccount/deposit/USDT',
  },
  decorators: [withMoneyClient()],
} satisfies Meta<typeof FiatDepositView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Euros by SEPA: the amount against the limits, the fee and what arrives, then the transfer and the credit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByLabelText('Amount (EUR)');
    await userEvent.type(amount, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('The minimum is 15 EUR.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await expect(canvas.getByTestId('fiat-summary')).toHaveTextContent('250.00 EUR');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'I have made the transfer' }));
    await expect(await canvas.findByTestId('fiat-done')).toHaveTextContent('credited to your spot account');
  },
};

/** The same in Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** Fiat is closed on another site (or for a fiat-restricted or UK-limited user): crypto deposit instead. */
export const Closed: Story = { args: { site: 'us' } };

/** Every state side by side: empty, loading, error (the channels fail), KYC required, logged out. */
export const States: Story = moneyStatesStory('fiatDepositChannels', (args) => <FiatDepositView {...args} />);
