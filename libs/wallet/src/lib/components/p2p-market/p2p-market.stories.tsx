import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { moneyStatesStory } from '../../../testing/money-stories';
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

/** Every state side by side: empty, loading, error (p2pOffers fails), KYC required, logged out. */
export const States: Story = moneyStatesStory('p2pOffers', (args) => <P2pMarketView {...args} />);
