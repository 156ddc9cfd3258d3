import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { P2pMarketView } from './p2p-market';

const meta = {
  title: 'Wallet/P2pMarketView',
  component: P2pMarketView,
  args: { crypto: 'USDT', fiat: 'EUR', isLoggedIn: true, links: moneyLinks },
  decorators: [withMoneyClient()],
} satisfies Meta<typeof P2pMarketView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Merchant offers with limits, payment methods and completion rates. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('CryptoKing')).toBeVisible();
  },
};

/** The same in Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** Every call pending: skeletons. */
export const Loading: Story = { decorators: [withMoneyClient({ pending: true })] };

/** The page's main call fails: its fallback and message. */
export const ErrorState: Story = { decorators: [withMoneyClient({ failures: { p2pOffers: 'http' } })] };

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
