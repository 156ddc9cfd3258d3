import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { vipExpiredPlan, vipUpgradedPlan } from '../../../testing/fixtures';
import { VipPopup } from './vip-popup';

const meta = {
  title: 'Promotions/VipPopup',
  component: VipPopup,
  args: { plan: vipUpgradedPlan, onOpen: fn(), onAction: fn(), onClose: fn() },
} satisfies Meta<typeof VipPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** VIP_UPGRADED plan with three benefits; it closes by itself after 10 s, or on close. */
export const Default: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: vipUpgradedPlan.title });
    await expect(screen.getByText('Lower trading fees')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledWith('user');
  },
};

/** VIP_EXPIRED plan without benefits or button text: the default button label. */
export const Expired: Story = {
  args: { plan: vipExpiredPlan },
  play: async () => {
    await screen.findByRole('dialog', { name: vipExpiredPlan.title });
    await expect(screen.getByRole('link', { name: 'View benefits' })).toHaveAttribute('href', '/vip');
  },
};
