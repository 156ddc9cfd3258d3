import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { BuyCryptoView } from './buy-crypto';

const meta = {
  title: 'Wallet/BuyCryptoView',
  component: BuyCryptoView,
  args: {
    method: 'card',
    fiat: 'EUR',
    isLoggedIn: true,
    links: moneyLinks,
    methodHrefs: { card: '/crypto/buy/with-credit-card?method=card', bank: '/crypto/buy/with-bank-account?method=bank' },
  },
  decorators: [withMoneyClient()],
} satisfies Meta<typeof BuyCryptoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card quote in euros with its countdown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('buy-quote')).toHaveTextContent('EUR');
    await expect(canvas.getByTestId('buy-countdown')).toHaveTextContent(/Quote expires in \d+ s/);
  },
};

/** The same in Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** Every call pending: skeletons. */
export const Loading: Story = { decorators: [withMoneyClient({ pending: true })] };

/** The page's main call fails: its fallback and message. */
export const ErrorState: Story = { decorators: [withMoneyClient({ failures: { buyQuote: 'http' } })] };

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
