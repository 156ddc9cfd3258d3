import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
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

/** Every call pending: skeletons. */
export const Loading: Story = { decorators: [withMoneyClient({ pending: true })] };

/** The page's main call fails: its fallback and message. */
export const ErrorState: Story = { decorators: [withMoneyClient({ failures: { moneyCoins: 'http' } })] };

/** A KYC level 0 user: the requirement explained, with the link to verification. */
export const KycRequired: Story = {
  decorators: [withMoneyClient({ kyc: 'kyc0' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/myaccount/kyc_home');
  },
};

/** A visitor is asked to log in. */
export const LoggedOut: Story = { args: { isLoggedIn: false } };
