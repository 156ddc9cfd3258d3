import type { Coupon } from '@exchange/api';
import { seededCoupons } from '@exchange/sandbox/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponCenter } from './coupon-center';

const NOW = Date.UTC(2026, 10, 28, 12);
const DAY = 86_400_000;
/** The sandbox's own coupons (through its testing door): one of each tab, one expiring soon. */
const COUPONS: Coupon[] = seededCoupons(NOW);
const REDEEMED: Coupon = {
  id: 'c5',
  kind: 'trading_fee',
  value: '10',
  currency: 'USDT',
  min_spend: '0',
  status: 'available',
  expires_at: NOW + 30 * DAY,
  used_at: 0,
};

const meta = {
  title: 'Account/CouponCenter',
  component: CouponCenter,
  args: {
    coupons: COUPONS,
    loading: false,
    now: NOW,
    onRedeem: fn(async (): Promise<Coupon | string> => REDEEMED),
    onRetry: fn(),
    localize: (path: string) => path,
  },
} satisfies Meta<typeof CouponCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two available (one expiring soon), one used, one expired; a code redeemed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Available (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Expiring soon')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(canvas.getByText('Enter a code of 4 to 32 letters, digits or "-".')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Coupon code'), ' welcome10 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(args.onRedeem).toHaveBeenCalledWith('WELCOME10');
    await expect(await canvas.findByText('Added to your coupons: 10 USDT Trading fee voucher.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Expired (1)' }));
    await expect(canvas.getByRole('heading', { name: 'Deposit bonus' })).toBeVisible();
  },
};

/** An expired code is refused in the server's words. */
export const Refused: Story = {
  args: { onRedeem: fn(async (): Promise<Coupon | string> => 'This code has expired') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Coupon code'), 'SPRING-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByText('Not redeemed: This code has expired')).toHaveAttribute('role', 'alert');
  },
};

/** No coupons at all. */
export const Empty: Story = { args: { coupons: [] } };

/** Loading. */
export const Loading: Story = { args: { loading: true } };

/** The list could not be read. */
export const Error: Story = { args: { coupons: null } };

/** Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };
