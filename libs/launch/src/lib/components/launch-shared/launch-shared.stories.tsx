import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXTURE_NOW } from '../../../testing';
import { AmountDialog, EmptyState, ListError, ListLoading, PhaseBadge, SignInPrompt } from './launch-shared';

const HOUR = 3_600_000;

const meta = {
  title: 'Launch/AmountDialog',
  component: AmountDialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Stake USDT to earn NXT',
    currency: 'USDT',
    available: '1000',
    precision: 2,
    submitLabel: 'Stake',
    onSubmit: fn(async (amount: string) => (Number(amount) > 1000 ? 'Insufficient balance' : null)),
  },
} satisfies Meta<typeof AmountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's refusal stays under the input; an accepted amount closes the step. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Stake USDT to earn NXT' }));
    await userEvent.type(dialog.getByLabelText('Amount'), '5000');
    await userEvent.click(dialog.getByRole('button', { name: 'Stake' }));
    await expect(await dialog.findByText('Insufficient balance')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Amount'));
    await userEvent.type(dialog.getByLabelText('Amount'), '200');
    await userEvent.click(dialog.getByRole('button', { name: 'Stake' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' } };

/** The shared pieces: phases (not started, live, ended), sign-in prompt, loading, error and empty states. */
export const SharedStates: Story = {
  render: () => (
    <Stack gap="4">
      <PhaseBadge window={{ start_at: FIXTURE_NOW + HOUR, end_at: FIXTURE_NOW + 2 * HOUR }} now={FIXTURE_NOW} />
      <PhaseBadge window={{ start_at: FIXTURE_NOW - HOUR, end_at: FIXTURE_NOW + HOUR }} now={FIXTURE_NOW} />
      <PhaseBadge window={{ start_at: FIXTURE_NOW - 2 * HOUR, end_at: FIXTURE_NOW - HOUR }} now={FIXTURE_NOW} />
      <SignInPrompt loginHref="/login" />
      <ListLoading />
      <ListError onRetry={() => undefined} />
      <EmptyState>Nothing here yet.</EmptyState>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not started')).toBeVisible();
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getByText('Ended')).toBeVisible();
  },
};
