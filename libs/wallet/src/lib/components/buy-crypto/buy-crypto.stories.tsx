import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { moneyStatesStory } from '../../../testing/money-stories';
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

/** Every state side by side: empty, loading, error (buyQuote fails), KYC required, logged out. */
export const States: Story = moneyStatesStory('buyQuote', (args) => <BuyCryptoView {...args} />);
