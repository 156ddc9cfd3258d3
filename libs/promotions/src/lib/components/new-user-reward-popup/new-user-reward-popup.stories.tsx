import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
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

/** Variant A (experiment 1): group_A.num. Close hides it. */
export const Default: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Your welcome reward is waiting' });
    await expect(screen.getByText(/\$10,000/)).toBeVisible();
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Variant B (experiment 2): group_B.num_first and num_second; confirm goes to sign-up. */
export const VariantB: Story = {
  args: { variant: 'B' },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByText(/\$100 right away, plus up to \$9,900/)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '#signup');
  },
};
