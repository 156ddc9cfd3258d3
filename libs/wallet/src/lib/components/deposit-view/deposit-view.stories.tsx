import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
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
    await expect(await canvas.findByTestId('deposit-address')).toHaveTextContent('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await userEvent.click(canvas.getByRole('radio', { name: /Ethereum \(ERC20\)/ }));
    await expect(await canvas.findByText('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeVisible();
  },
};

/** The same in Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** Every call pending: skeletons. */
export const Loading: Story = { decorators: [withMoneyClient({ pending: true })] };

/** The page's main call fails: its fallback and message. */
export const ErrorState: Story = { decorators: [withMoneyClient({ failures: { depositAddress: 'http' } })] };

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
