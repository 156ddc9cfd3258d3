import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureAddress, moneyLinks, withMoneyClient } from '../../../testing';
import { moneyStoryStates } from '../../../testing/money-stories';
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

const states = moneyStoryStates('depositAddress');
/** Arabic (right to left). */
export const Arabic: Story = states.Arabic;
/** Every call pending: skeletons. */
export const Loading: Story = states.Loading;
/** The main call (depositAddress) fails. */
export const ErrorState: Story = states.ErrorState;

/** Empty: the deposit history says there is none yet. */
export const Empty: Story = {
  ...states.Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No deposits yet/)).toBeVisible();
  },
};

/** KYC level 0: the requirement and the link to verification. */
export const KycRequired: Story = states.KycRequired;
/** A visitor is asked to log in. */
export const LoggedOut: Story = states.LoggedOut;
