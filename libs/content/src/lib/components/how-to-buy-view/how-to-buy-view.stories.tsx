import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HowToBuyView } from './how-to-buy-view';

const meta = {
  title: 'Content/HowToBuyView',
  component: HowToBuyView,
  args: { site: 'main', locale: 'en', coin: 'ETH' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HowToBuyView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Buy with card' })).toHaveAttribute('href', '/crypto/buy/with-credit-card');
    await expect(canvas.getByRole('link', { name: 'Trade ETH/USDT' })).toHaveAttribute('href', '/trade/ETH_USDT');
  },
};

/** The index of guides. */
export const Index: Story = { args: { coin: null } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
  },
};
