import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type CSSProperties } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ModalDialog, type ModalDialogProps } from './modal-dialog';

/** Story-only look for the demo buttons (the dialog brings no button styles of its own). */
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
const trigger: CSSProperties = { ...primary, background: 'var(--chakra-colors-gray-subtle)', color: 'var(--chakra-colors-fg)' };

/** A trigger and the dialog, `open` kept in React state (the `open` control sets it too). */
function Demo({ open: initialOpen, onClose, label = 'Open dialog', ...props }: ModalDialogProps & { label?: string }) {
  const [open, setOpen] = useState(initialOpen);
  useEffect(() => setOpen(initialOpen), [initialOpen]);
  return (
    <>
      <button type="button" style={trigger} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ModalDialog
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const confirm = (
  <button type="button" style={primary}>
    Confirm
  </button>
);

const meta = {
  title: 'UI/ModalDialog',
  component: ModalDialog,
  args: {
    open: false,
    title: 'Confirm withdrawal',
    children: <p>Send 0.5 BTC to your saved address ending in …9f3a? This cannot be undone.</p>,
    footer: confirm,
    closeLabel: 'Close',
    size: 'sm',
    role: 'dialog',
    onClose: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ModalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened from its trigger, the focus is on the primary action (the × comes last); Escape closes it and the
 * focus returns to the trigger.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Confirm withdrawal' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

const longText = Array.from({ length: 12 }, (_, i) => (
  <p key={i} style={{ marginBlockEnd: '0.75rem' }}>
    Clause {i + 1}. Digital asset prices are volatile; you may lose some or all of the value of your assets.
  </p>
));

/**
 * Every variant behind its own trigger: sizes sm (24rem) and md (28rem), without a footer (the × gets the focus),
 * long content (the dialog scrolls, the page does not) and an alert dialog. Switch the locale to `ar` for RTL.
 */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <Demo {...args} label="Small (sm)" />
      <Demo {...args} label="Medium (md)" size="md" title="Your welcome reward is waiting" />
      <Demo {...args} label="Without footer" title="Notice" footer={undefined}>
        <p>Trading of this pair is paused for maintenance.</p>
      </Demo>
      <Demo {...args} label="Long content" title="Risk disclosure">
        {longText}
      </Demo>
      <Demo {...args} label="Alert dialog" role="alertdialog" title="Session expired" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // md, closed by a click on the backdrop.
    await userEvent.click(canvas.getByRole('button', { name: 'Medium (md)' }));
    const reward = await canvas.findByRole('dialog', { name: 'Your welcome reward is waiting' });
    await userEvent.click(reward);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // Without a footer the × gets the focus; Enter on it closes (keyboard again) and the focus goes back.
    const opener = canvas.getByRole('button', { name: 'Without footer' });
    await userEvent.click(opener);
    const notice = await canvas.findByRole('dialog', { name: 'Notice' });
    const close = within(notice).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/**
 * A dialog the user must answer (`dismissable={false}`, as the user agreement): no ×, and Escape and the backdrop
 * do nothing; only its action closes it.
 */
export const MustAnswer: Story = {
  args: {
    open: true,
    dismissable: false,
    role: 'alertdialog',
    title: 'User Agreement',
    footer: undefined,
    children: <p>We have updated our User Agreement. Please read and accept it to continue.</p>,
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return <ModalDialog {...args} open={open} actions={[{ label: 'I Agree', onClick: () => setOpen(false) }]} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog', { name: 'User Agreement' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    const agree = within(dialog).getByRole('button', { name: 'I Agree' });
    await waitFor(() => expect(agree).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(agree);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

/** The shell's own actions (outline + solid, one loading), a link action stretched full width, an eyebrow and media. */
export const WithActions: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <Demo
        {...args}
        label="Two actions"
        title="Dear User"
        footer={undefined}
        closeOnBackdrop={false}
        actions={[{ label: 'Later' }, { label: 'Verify now', loading: true }]}
      />
      <Demo
        {...args}
        label="Link action"
        title="VIP benefits"
        eyebrow="VIP 3"
        media={<div style={{ height: '6rem', background: 'var(--chakra-colors-brand-solid)' }} />}
        footer={undefined}
        actionsLayout="stretch"
        actions={[{ label: 'View benefits', href: '#vip' }]}
      />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Two actions' }));
    const notice = await canvas.findByRole('dialog', { name: 'Dear User' });
    const verify = within(notice).getByRole('button', { name: 'Verify now' });
    await expect(verify).toBeDisabled();
    await expect(verify).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(within(notice).getByRole('button', { name: 'Later' })).toHaveFocus());
    // closeOnBackdrop is off: the backdrop keeps it open; the × closes it.
    await userEvent.click(notice);
    await expect(notice).toHaveAttribute('open');
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Link action' }));
    const vip = await canvas.findByRole('dialog', { name: 'VIP benefits' });
    // The dialog fades in from opacity 0 (dialog-in): visible once the animation has started.
    await waitFor(() => expect(within(vip).getByText('VIP 3')).toBeVisible());
    await expect(within(vip).getByRole('link', { name: 'View benefits' })).toHaveAttribute('href', '#vip');
    await userEvent.click(within(vip).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Arabic (RTL): the × sits in the top left corner (inline end) and the actions start from the left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    open: true,
    title: 'تأكيد السحب',
    closeLabel: 'إغلاق',
    footer: undefined,
    actions: [{ label: 'لاحقًا' }, { label: 'تأكيد' }],
    children: <p>هل تريد إرسال 0.5 BTC إلى عنوانك المحفوظ؟</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'تأكيد السحب' });
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      const close = within(dialog).getByRole('button', { name: 'إغلاق' }).getBoundingClientRect();
      expect(close.left - box.left).toBeLessThan(box.right - close.right);
      const later = within(dialog).getByRole('button', { name: 'لاحقًا' }).getBoundingClientRect();
      const confirm = within(dialog).getByRole('button', { name: 'تأكيد' }).getBoundingClientRect();
      expect(confirm.left).toBeLessThan(later.left);
    });
  },
};
