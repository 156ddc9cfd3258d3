import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { moneyStoryStates } from '../../../testing/money-stories';
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

const states = moneyStoryStates('p2pOffers');
/** Arabic (right to left). */
export const Arabic: Story = states.Arabic;
/** Every call pending: skeletons. */
export const Loading: Story = states.Loading;
/** The main call (p2pOffers) fails. */
export const ErrorState: Story = states.ErrorState;

/** Empty: no merchant offers for this fiat. */
export const Empty: Story = {
  ...states.Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No offer matches these filters.')).toBeVisible();
  },
};

/** KYC level 0: the requirement and the link to verification. */
export const KycRequired: Story = states.KycRequired;
/** A visitor is asked to log in. */
export const LoggedOut: Story = states.LoggedOut;
