import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { CodeDepositView } from './code-deposit';

const meta = {
  title: 'Wallet/CodeDepositView',
  component: CodeDepositView,
  args: { isLoggedIn: true, links: moneyLinks },
  decorators: [withMoneyClient()],
} satisfies Meta<typeof CodeDepositView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code is formatted as typed and previewed by the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Deposit code' }), 'giftusdt0050');
    await expect(await canvas.findByTestId('code-preview')).toHaveTextContent('50 USDT');
  },
};

/** The same in Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** Every call pending: skeletons. */
export const Loading: Story = { decorators: [withMoneyClient({ pending: true })] };

/** The page's main call fails: its fallback and message. */
export const ErrorState: Story = { decorators: [withMoneyClient({ failures: { giftCodePreview: 'http' } })] };

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
