import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { earnLinks, withEarnClient } from '../../../testing';
import { ConvertView } from './convert-view';

const meta = {
  title: 'Earn/ConvertView',
  component: ConvertView,
  args: { isLoggedIn: true, links: earnLinks },
  decorators: [withEarnClient()],
} satisfies Meta<typeof ConvertView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type 100 USDT, preview: the quote counts down; convert, and the dialog says what was converted. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spend = await canvas.findByRole('textbox', { name: 'Amount to spend' });
    await expect(canvas.getByTestId('convert-available-from')).toHaveTextContent('1000 USDT');
    await userEvent.type(spend, '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview conversion' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(await dialog.findByTestId('convert-countdown')).toHaveTextContent(/Quote expires in \d+ seconds?/);
    await userEvent.click(dialog.getByRole('button', { name: 'Convert' }));
    await expect(await dialog.findByTestId('convert-done')).toHaveTextContent('Converted 100 USDT to 0.00102989 BTC');
  },
};

/** Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** Below the 5 USDT minimum: the page says why and keeps the amount. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount to spend' }), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview conversion' }));
    await expect(await canvas.findByTestId('convert-problem')).toHaveTextContent('The amount is below the minimum of 5 USDT.');
    await expect(canvas.getByRole('textbox', { name: 'Amount to spend' })).toHaveValue('4');
  },
};

/** A new user: nothing to spend, no history. */
export const Empty: Story = {
  decorators: [withEarnClient({ empty: true })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No conversions yet.')).toBeInTheDocument();
  },
};

/** Every call pending. */
export const Loading: Story = { decorators: [withEarnClient({ pending: true })] };

/** The coins cannot be loaded: convert says it is unavailable. */
export const Error: Story = {
  decorators: [withEarnClient({ failures: { convertCoins: 'http' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Convert is unavailable right now. Try again later.')).toBeInTheDocument();
  },
};

/** The quote call fails: the page says so and keeps the amount. */
export const QuoteRefused: Story = {
  decorators: [withEarnClient({ failures: { convertQuote: 'http' } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount to spend' }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview conversion' }));
    await expect(await canvas.findByTestId('convert-problem')).toHaveTextContent('Something went wrong. Your amount is kept: try again.');
    await expect(canvas.getByRole('textbox', { name: 'Amount to spend' })).toHaveValue('100');
  },
};

/** A visitor: reference rates, and a way to log in. */
export const Visitor: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Log in to continue' })).toBeInTheDocument();
  },
};
