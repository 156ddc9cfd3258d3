import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { earnLinks, withEarnClient } from '../../../testing';
import { EarnView } from './earn-view';

const meta = {
  title: 'Earn/EarnView',
  component: EarnView,
  args: {
    kind: 'simple',
    isLoggedIn: true,
    links: earnLinks,
    tabHrefs: { simple: '/simple-earn', lend: '/lend-earn', hodl: '/hodl' },
  },
  decorators: [withEarnClient()],
} satisfies Meta<typeof EarnView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Simple earn: subscribe 100 USDT to the flexible product; the page confirms it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('8.5%')).not.toHaveLength(0);
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to USDT Flexible' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount' }), '100');
    // 100 USDT at 6.2 % for a day (the shared earn arithmetic).
    await expect(dialog.getByText('0.0169863 USDT')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByTestId('earn-notice')).toHaveTextContent('Subscribed 100 USDT.');
  },
};

/** Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** Redeeming the locked position early: the dialog warns that the interest is forfeited. */
export const RedeemEarly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem USDT' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText(/Redeeming now pays back the amount without interest/)).toBeInTheDocument();
    await expect(dialog.getByTestId('earn-redeem-total')).toHaveTextContent('500 USDT');
  },
};

/** Lend earn's products. */
export const Lend: Story = { args: { kind: 'lend' } };

/** A new user: no positions yet. */
export const Empty: Story = {
  decorators: [withEarnClient({ empty: true })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/You have no positions yet/)).toBeInTheDocument();
  },
};

/** Every call pending. */
export const Loading: Story = { decorators: [withEarnClient({ pending: true })] };

/** The products cannot be loaded. */
export const Error: Story = {
  decorators: [withEarnClient({ failures: { earnProducts: 'http' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Products could not be loaded. Try again later.')).toBeInTheDocument();
  },
};

/** A visitor: the products, and a way to log in instead of positions. */
export const Visitor: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Log in to continue' })).toBeInTheDocument();
  },
};
