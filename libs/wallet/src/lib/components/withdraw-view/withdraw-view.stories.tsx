import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { moneyStoryStates } from '../../../testing/money-stories';
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

const states = moneyStoryStates('moneyCoins');
/** Arabic (right to left). */
export const Arabic: Story = states.Arabic;
/** Every call pending: skeletons. */
export const Loading: Story = states.Loading;
/** The main call (moneyCoins) fails. */
export const ErrorState: Story = states.ErrorState;

/** Empty: nothing to withdraw, no saved address, no withdrawal yet. */
export const Empty: Story = {
  ...states.Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No withdrawals yet.')).toBeVisible();
  },
};

/** KYC level 0: the requirement and the link to verification. */
export const KycRequired: Story = states.KycRequired;
/** A visitor is asked to log in. */
export const LoggedOut: Story = states.LoggedOut;
