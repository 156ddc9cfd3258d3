import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureAddress, moneyLinks, withMoneyClient } from '../../../testing';
import { moneyStatesStory } from '../../../testing/money-stories';
import { DepositView } from './deposit-view';

const meta = {
  title: 'Wallet/DepositView',
  component: DepositView,
  args: { currency: 'USDT', isLoggedIn: true, links: moneyLinks, basePath: '/myaccount/deposit/' },
  decorators: [withMoneyClient()],
} satisfies Meta<typeof DepositView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two networks, address and QR code; the history shows a deposit confirming 7/20. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('deposit-address')).toHaveTextContent(fixtureAddress('USDT', 'TRX').address);
    await userEvent.click(canvas.getByRole('radio', { name: /Ethereum \(ERC20\)/ }));
    await expect(await canvas.findByText(fixtureAddress('USDT', 'ETH').address)).toBeVisible();
  },
};

/** The same in Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** Every state side by side: empty, loading, error (depositAddress fails), KYC required, logged out. */
export const States: Story = moneyStatesStory('depositAddress', (args) => <DepositView {...args} />);
