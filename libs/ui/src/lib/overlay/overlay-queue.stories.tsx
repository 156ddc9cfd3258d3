import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OverlayBand } from '../rules/pick-active-overlay';
import { OverlayQueueProvider, useOverlaySlot } from './overlay-queue';

interface DemoOverlayProps {
  id: string;
  title: string;
  band: OverlayBand;
  rank: number;
}

/** A stand-in modal: shows itself only when the queue says it is its turn. */
function DemoOverlay({ id, title, band, rank }: DemoOverlayProps) {
  const { isActive, dismiss } = useOverlaySlot({ id, band, rank }, true);
  if (!isActive) return null;
  return (
    <Box role="dialog" aria-label={title} borderWidth="1px" borderColor="border" rounded="md" p="4" bg="bg.panel" shadow="md" maxW="sm">
      <Stack gap="3">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Band {band}, rank {rank}: earlier bands go first, then lower ranks.
        </Text>
        <Button size="sm" alignSelf="flex-start" onClick={dismiss}>
          Dismiss
        </Button>
      </Stack>
    </Box>
  );
}

interface QueueDemoProps {
  /** Which overlays want to show on this page view. */
  overlays: DemoOverlayProps[];
}

function QueueDemo({ overlays }: QueueDemoProps) {
  return (
    <OverlayQueueProvider>
      <Stack gap="4">
        <Text textStyle="sm">At most one blocking modal is open at a time; dismissing one shows the next.</Text>
        {overlays.map((o) => (
          <DemoOverlay key={o.id} {...o} />
        ))}
      </Stack>
    </OverlayQueueProvider>
  );
}

const meta = {
  title: 'UI/OverlayQueue',
  component: QueueDemo,
  args: {
    overlays: [
      { id: 'kyc', title: 'Dear User', band: 'prompt', rank: 0 },
      { id: 'agreement', title: 'User agreement', band: 'consent', rank: 0 },
    ],
  },
} satisfies Meta<typeof QueueDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agreement (consent band) goes before the KYC notice (prompt band); dismiss it and the KYC notice appears. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('dialog', { name: 'User agreement' }, { timeout: 5000 });
    await expect(canvas.queryByRole('dialog', { name: 'Dear User' })).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.getByRole('dialog', { name: 'Dear User' })).toBeVisible(), { timeout: 5000 });
    await expect(canvas.queryByRole('dialog', { name: 'User agreement' })).not.toBeInTheDocument();
  },
};

/** Every band wanted at once: the blocking one (IP detection) wins. */
export const States: Story = {
  args: {
    overlays: [
      { id: 'promo', title: 'New-user reward', band: 'marketing', rank: 0 },
      { id: 'kyc', title: 'Dear User', band: 'prompt', rank: 0 },
      { id: 'uk', title: 'Notice', band: 'notice', rank: 3 },
      { id: 'decl', title: 'Customer declaration', band: 'consent', rank: 1 },
      { id: 'detect', title: 'Detection', band: 'blocking', rank: 0 },
    ],
  },
};
