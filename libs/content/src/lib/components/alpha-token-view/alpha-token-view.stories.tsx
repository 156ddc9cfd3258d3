import type { AlphaToken } from '@exchange/api';
import { alphaTokenFixtures } from '@exchange/content/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlphaTokenView } from './alpha-token-view';

const meta = {
  title: 'Content/AlphaTokenView',
  component: AlphaTokenView,
  args: { site: 'main', locale: 'en', token: alphaTokenFixtures[0] as AlphaToken, isLoggedIn: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlphaTokenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the minimum: refused on the page, the amount kept. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Pay (USDT)' });
    await userEvent.type(amount, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy PEPE' }));
    await expect(await canvas.findByText('The minimum buy is 5 USDT.')).toBeVisible();
    await expect(amount).toHaveValue('2');
  },
};

/** A visitor: log in to buy. */
export const Visitor: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in to buy' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Falpha%2FPEPE',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
  },
};
