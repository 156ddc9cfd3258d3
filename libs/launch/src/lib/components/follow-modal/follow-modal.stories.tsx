import type { LeadTrader } from '@exchange/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureTraders, withLaunchClient } from '../../../testing';
import { FollowModal } from './follow-modal';

const meta = {
  title: 'Launch/FollowModal',
  component: FollowModal,
  args: { trader: fixtureTraders[0] as LeadTrader, open: true, onClose: fn(), onFollowed: fn() },
  decorators: [withLaunchClient()],
} satisfies Meta<typeof FollowModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Below the trader's minimum the limit is said before anything is sent; a valid amount starts the copy. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Copy AlphaWhale' }));
    await userEvent.type(dialog.getByLabelText('Copy amount'), '20');
    await userEvent.click(dialog.getByRole('button', { name: 'Start copying' }));
    await expect(await dialog.findByText('The minimum for this trader is 100 USDT.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Copy amount'));
    await userEvent.type(dialog.getByLabelText('Copy amount'), '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Start copying' }));
    await expect(args.onFollowed).toHaveBeenCalledWith('150');
  },
};
export const Arabic: Story = { globals: { locale: 'ar' } };
/** Not enough in futures: the balance refusal. */
export const EmptyBalance: Story = { decorators: [withLaunchClient({ empty: true })] };
