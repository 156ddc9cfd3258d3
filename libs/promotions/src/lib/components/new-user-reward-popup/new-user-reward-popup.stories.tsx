import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { newbiePrize } from '../../../testing/fixtures';
import { NewUserRewardPopup } from './new-user-reward-popup';

const meta = {
  title: 'Promotions/NewUserRewardPopup',
  component: NewUserRewardPopup,
  args: { show: true, variant: 'A', prize: newbiePrize, signupHref: '#signup', onOpen: fn(), onConfirm: fn(), onClose: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['A', 'B', null] } },
} satisfies Meta<typeof NewUserRewardPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native modal dialog that fades in (200 ms): wait up to this long on a slow machine. */
const DIALOG_TIMEOUT = { timeout: 5000 };

/** Variant A (experiment 1): group_A.num; the focus opens on the confirm link. Close hides it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Your welcome reward is waiting' }, DIALOG_TIMEOUT);
    await waitFor(() => expect(within(dialog).getByText(/\$10,000/)).toBeVisible(), DIALOG_TIMEOUT);
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledTimes(1), DIALOG_TIMEOUT);
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Sign Up Now' })).toHaveFocus(), DIALOG_TIMEOUT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), DIALOG_TIMEOUT);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Variant B (experiment 2): group_B.num_first and num_second; confirm goes to sign-up; Escape closes it. */
export const VariantB: Story = {
  args: { variant: 'B' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Your welcome reward is waiting' }, DIALOG_TIMEOUT);
    await waitFor(() => expect(within(dialog).getByText(/\$100 right away, plus up to \$9,900/)).toBeVisible(), DIALOG_TIMEOUT);
    const confirm = within(dialog).getByRole('link', { name: 'Sign Up Now' });
    await expect(confirm).toHaveAttribute('href', '#signup');
    await waitFor(() => expect(confirm).toHaveFocus(), DIALOG_TIMEOUT);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), DIALOG_TIMEOUT);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
