import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withEarnClient } from '../../../testing';
import { ConverterView } from './converter-view';

const meta = {
  title: 'Earn/ConverterView',
  component: ConverterView,
  args: { convertHref: '/convert' },
  decorators: [withEarnClient()],
} satisfies Meta<typeof ConverterView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 1 BTC in USDT at the reference prices; 2 BTC doubles it; the call to action opens convert with the pair. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('converter-result')).toHaveTextContent('1 BTC is worth about 97000 USDT');
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    await expect(canvas.getByTestId('converter-result')).toHaveTextContent('2 BTC is worth about 194000 USDT');
    await expect(canvas.getByRole('link', { name: 'Convert now' })).toHaveAttribute('href', '/convert?from=BTC&to=USDT');
  },
};

/** Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** Nothing typed: the result shows 0. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByRole('textbox', { name: 'Amount' }));
    await expect(canvas.getByTestId('converter-result')).toHaveTextContent('0 BTC is worth about 0 USDT');
  },
};

/** The coins are loading. */
export const Loading: Story = { decorators: [withEarnClient({ pending: true })] };

/** The coins cannot be loaded. */
export const Error: Story = {
  decorators: [withEarnClient({ failures: { convertCoins: 'http' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Convert is unavailable right now. Try again later.')).toBeInTheDocument();
  },
};
