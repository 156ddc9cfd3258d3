import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { moneyStatesStory } from '../../../testing/money-stories';
import { WithdrawView } from './withdraw-view';

const meta = {
  title: 'Wallet/WithdrawView',
  component: WithdrawView,
  args: { currency: 'USDT', isLoggedIn: true, links: moneyLinks, basePath: '/myaccount/withdraw/' },
  decorators: [withMoneyClient()],
} satisfies Meta<typeof WithdrawView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A typo in a Tron address is refused on the spot (checksum); the history has a pending withdrawal to cancel. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByRole('textbox', { name: 'Address' });
    await userEvent.type(address, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u');
    await expect(await canvas.findByText(/checksum does not match/)).toBeVisible();
  },
};

/** The same in Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** Every state side by side: empty, loading, error (moneyCoins fails), KYC required, logged out. */
export const States: Story = moneyStatesStory('moneyCoins', (args) => <WithdrawView {...args} />);
