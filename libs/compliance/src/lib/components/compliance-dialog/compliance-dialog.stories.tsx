import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { ComplianceDialog } from './compliance-dialog';

const meta = {
  title: 'Compliance/ComplianceDialog',
  component: ComplianceDialog,
  args: {
    overlay: { id: 'story.compliance-dialog', band: 'notice', rank: 0 },
    wanted: true,
    title: 'Notice',
    children: 'The dialog shell every compliance overlay uses: it waits for its turn in the overlay queue.',
    closable: true,
    role: 'dialog',
    onClose: fn(),
    actions: [{ label: 'Cancel', variant: 'outline' }, { label: 'I Got it' }],
  },
} satisfies Meta<typeof ComplianceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'I Got it' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Every state: closable with two actions, non-closable (alertdialog, no ×), and a single action. */
export const States: Story = {
  render: (args) => (
    <>
      <ComplianceDialog
        {...args}
        overlay={{ id: 'story.states.blocking', band: 'blocking', rank: 0 }}
        title="Blocking (non-closable)"
        closable={false}
        role="alertdialog"
        actions={[{ label: 'Continue' }]}
      >
        Escape and outside clicks do nothing; only the action closes it.
      </ComplianceDialog>
      <ComplianceDialog {...args} overlay={{ id: 'story.states.closable', band: 'notice', rank: 0 }} title="Closable">
        Shown after the blocking one is closed.
      </ComplianceDialog>
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: 'Blocking (non-closable)' });
    await userEvent.click(body.getByRole('button', { name: 'Continue' }));
    await expect(await body.findByRole('dialog', { name: 'Closable' })).toBeInTheDocument();
  },
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
