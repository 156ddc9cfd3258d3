import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vipExpiredPlan, vipUpgradedPlan } from '../../../testing/fixtures';
import { VipPopup } from './vip-popup';

const meta = {
  title: 'Promotions/VipPopup',
  component: VipPopup,
  args: { plan: vipUpgradedPlan, onOpen: fn(), onAction: fn(), onClose: fn() },
} satisfies Meta<typeof VipPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popup opens once the overlay queue gives it its turn, and animates in: wait up to this long. */
const DIALOG_TIMEOUT = { timeout: 5000 };

/** VIP_UPGRADED plan with three benefits; it closes by itself after 10 s, or on close. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: vipUpgradedPlan.title }, DIALOG_TIMEOUT);
    await waitFor(() => expect(within(dialog).getByText('Lower trading fees')).toBeVisible(), DIALOG_TIMEOUT);
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledTimes(1), DIALOG_TIMEOUT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), DIALOG_TIMEOUT);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith('user');
  },
};

/** VIP_EXPIRED plan without benefits or button text: the default button label. */
export const Expired: Story = {
  args: { plan: vipExpiredPlan },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: vipExpiredPlan.title }, DIALOG_TIMEOUT);
    await waitFor(() => expect(dialog).toBeVisible(), DIALOG_TIMEOUT);
    await expect(within(dialog).getByRole('link', { name: 'View benefits' })).toHaveAttribute('href', '/vip');
  },
};

/** Arabic (right-to-left): the card is laid out right-to-left, its × in the top left corner. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: vipUpgradedPlan.title }, DIALOG_TIMEOUT);
    await waitFor(() => expect(getComputedStyle(dialog).direction).toBe('rtl'), DIALOG_TIMEOUT);
    const box = dialog.getBoundingClientRect();
    const buttons = within(dialog).getAllByRole('button');
    const close = (buttons.at(-1) as HTMLElement).getBoundingClientRect();
    await expect(close.left - box.left).toBeLessThan(box.right - close.right);
  },
};

/** VIP_INACTIVE plan: the tier's benefits are waiting to be activated. */
export const Inactive: Story = {
  args: {
    plan: {
      ...vipUpgradedPlan,
      plan_id: '9003',
      title: 'Activate your VIP 3 benefits',
      extras: { ...vipUpgradedPlan.extras, button_copywriting: 'Activate now', vip_popup_type: 'VIP_INACTIVE' },
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Activate your VIP 3 benefits' }, DIALOG_TIMEOUT);
    await waitFor(() => expect(dialog).toHaveAttribute('data-popup-type', 'VIP_INACTIVE'), DIALOG_TIMEOUT);
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Activate now' })).toBeVisible(), DIALOG_TIMEOUT);
  },
};
