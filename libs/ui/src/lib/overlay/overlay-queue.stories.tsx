import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OVERLAY_PRIORITY } from '../rules/pick-active-overlay';
import { OverlayQueueProvider, useOverlaySlot } from './overlay-queue';

/** A stand-in modal: shows itself only when the queue says it is its turn. */
function DemoOverlay({ id, title, priority }: { id: string; title: string; priority: number }) {
  const { isActive, dismiss } = useOverlaySlot(id, priority, true);
  if (!isActive) return null;
  return (
    <Box role="dialog" aria-label={title} borderWidth="1px" borderColor="border" rounded="md" p="4" bg="bg.panel" shadow="md" maxW="sm">
      <Stack gap="3">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Priority {priority}: lower numbers go first.
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
  overlays: { id: string; title: string; priority: number }[];
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
      { id: 'kyc', title: 'Dear User', priority: OVERLAY_PRIORITY.kyc },
      { id: 'agreement', title: 'User agreement', priority: OVERLAY_PRIORITY.agreement },
    ],
  },
} satisfies Meta<typeof QueueDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agreement (20) goes before the KYC notice (50); dismiss it and the KYC notice appears. */
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

/** Every priority band wanted at once: the IP detection modal wins. */
export const States: Story = {
  args: {
    overlays: [
      { id: 'promo', title: 'New-user reward', priority: OVERLAY_PRIORITY.promotion },
      { id: 'kyc', title: 'Dear User', priority: OVERLAY_PRIORITY.kyc },
      { id: 'uk', title: 'Notice', priority: OVERLAY_PRIORITY.compliance },
      { id: 'decl', title: 'Customer declaration', priority: OVERLAY_PRIORITY.declaration },
      { id: 'detect', title: 'Detection', priority: OVERLAY_PRIORITY.ipDetection },
    ],
  },
};
