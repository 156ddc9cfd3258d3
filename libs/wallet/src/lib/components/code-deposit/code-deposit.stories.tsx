import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { moneyStoryStates } from '../../../testing/money-stories';
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

const states = moneyStoryStates('giftCodePreview');
/** Arabic (right to left). */
export const Arabic: Story = states.Arabic;
/** Every call pending: skeletons. */
export const Loading: Story = states.Loading;
/** The main call (giftCodePreview) fails. */
export const ErrorState: Story = states.ErrorState;

/** Empty: nothing redeemed yet: the form, with Confirm off until a code is previewed. */
export const Empty: Story = {
  ...states.Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Confirm deposit' })).toBeDisabled();
  },
};

/** KYC level 0: the requirement and the link to verification. */
export const KycRequired: Story = states.KycRequired;
/** A visitor is asked to log in. */
export const LoggedOut: Story = states.LoggedOut;
