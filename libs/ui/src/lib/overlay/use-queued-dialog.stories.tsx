import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ModalDialog } from '../components/modal-dialog/modal-dialog';
import type { OverlayBand } from '../rules/pick-active-overlay';
import { OverlayQueueProvider } from './overlay-queue';
import { useQueuedDialog, type DialogCloseReason } from './use-queued-dialog';

const primary: CSSProperties = {
  height: '2.5rem',
  paddingInline: '1rem',
  border: 0,
  borderRadius: 'var(--chakra-radii-l2)',
  background: 'var(--chakra-colors-brand-solid)',
  color: 'white',
  fontWeight: 500,
  cursor: 'pointer',
};

interface QueuedDemoDialog {
  id: string;
  title: string;
  band: OverlayBand;
  action: string;
}

/** One dialog of the demo: `ModalDialog` opened and closed by `useQueuedDialog`. */
function DemoDialog({
  dialog,
  onShown,
  onClosed,
}: {
  dialog: QueuedDemoDialog;
  onShown: (id: string) => void;
  onClosed: (id: string, reason: DialogCloseReason) => void;
}) {
  const { isOpen, close } = useQueuedDialog({ id: dialog.id, band: dialog.band, rank: 0 }, true, {
    onShown: () => onShown(dialog.id),
    onClosed: (reason) => onClosed(dialog.id, reason),
  });
  return (
    <ModalDialog
      open={isOpen}
      onClose={() => close('dismiss')}
      title={dialog.title}
      closeLabel="Close"
      data-overlay-id={dialog.id}
      footer={
        <button type="button" style={primary} onClick={() => close('action')}>
          {dialog.action}
        </button>
      }
    >
      <p>Band {dialog.band}: earlier bands go first; closing this one opens the next.</p>
    </ModalDialog>
  );
}

interface QueuedDialogsDemoProps {
  dialogs: QueuedDemoDialog[];
  onShown: (id: string) => void;
  onClosed: (id: string, reason: DialogCloseReason) => void;
}

function QueuedDialogsDemo({ dialogs, onShown, onClosed }: QueuedDialogsDemoProps) {
  const [log, setLog] = useState<string[]>([]);
  return (
    <OverlayQueueProvider>
      <p>Every dialog wants to open at once; the queue shows them one after the other.</p>
      {dialogs.map((dialog) => (
        <DemoDialog
          key={dialog.id}
          dialog={dialog}
          onShown={(id) => {
            setLog((prev) => [...prev, `shown ${id}`]);
            onShown(id);
          }}
          onClosed={(id, reason) => {
            setLog((prev) => [...prev, `closed ${id} (${reason})`]);
            onClosed(id, reason);
          }}
        />
      ))}
      <ol aria-label="Lifecycle">
        {log.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ol>
    </OverlayQueueProvider>
  );
}

const meta = {
  title: 'UI/useQueuedDialog',
  component: QueuedDialogsDemo,
  args: {
    dialogs: [
      { id: 'kyc', title: 'Dear User', band: 'prompt', action: 'Verify now' },
      { id: 'agreement', title: 'User agreement', band: 'consent', action: 'Agree' },
    ],
    onShown: fn(),
    onClosed: fn(),
  },
} satisfies Meta<typeof QueuedDialogsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two queued dialogs: the user agreement (consent band) opens first; taking its action opens the KYC notice (prompt band);
 * Escape dismisses that one. Each `onShown` and `onClosed` fires once.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const agreement = await canvas.findByRole('dialog', { name: 'User agreement' }, { timeout: 5000 });
    await expect(canvas.queryByRole('dialog', { name: 'Dear User' })).toBeNull();
    await userEvent.click(within(agreement).getByRole('button', { name: 'Agree' }));
    const kyc = await canvas.findByRole('dialog', { name: 'Dear User' }, { timeout: 5000 });
    await waitFor(() => expect(within(kyc).getByRole('button', { name: 'Verify now' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    const log = within(canvas.getByRole('list', { name: 'Lifecycle' }));
    await expect(log.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'shown agreement',
      'closed agreement (action)',
      'shown kyc',
      'closed kyc (dismiss)',
    ]);
    await expect(args.onShown).toHaveBeenCalledTimes(2);
    await expect(args.onClosed).toHaveBeenCalledTimes(2);
  },
};
