import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalDialog, type ModalDialogProps } from './modal-dialog';

/** A trigger and a dialog whose `open` is React state, as the app uses it. */
function Harness({ onClose, ...props }: Partial<ModalDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog
        title="Confirm withdrawal"
        closeLabel="Close"
        footer={<button type="button">Confirm</button>}
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <p>Send 0.5 BTC to the saved address?</p>
      </ModalDialog>
    </>
  );
}

async function openHarness(props: Partial<ModalDialogProps> = {}) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(<Harness onClose={onClose} {...props} />);
  const trigger = screen.getByRole('button', { name: 'Open' });
  await user.click(trigger);
  const dialog = screen.getByRole('dialog', { name: 'Confirm withdrawal' });
  return { user, onClose, trigger, dialog };
}

describe('ModalDialog (native <dialog>, no Chakra)', () => {
  it('stays closed and empty until open', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Send 0.5 BTC/)).not.toBeInTheDocument();
    const dialog = document.querySelector('dialog');
    expect(dialog).toHaveAttribute('data-state', 'closed');
    expect(dialog).not.toHaveAttribute('open');
  });

  it('opens as a modal named by its heading, with body, footer and the × button', async () => {
    const { dialog } = await openHarness();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Confirm withdrawal' })).toBeInTheDocument();
    expect(within(dialog).getByText('Send 0.5 BTC to the saved address?')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Confirm', 'Close']);
  });

  it('focuses the first control of the content, not the × (which comes last)', async () => {
    const { dialog } = await openHarness();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('focuses the × when it is the only control', async () => {
    const { dialog } = await openHarness({ footer: undefined });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('the × calls onClose; closed, focus returns to the trigger', async () => {
    const { user, onClose, trigger, dialog } = await openHarness();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveFocus();
  });

  it('Escape calls onClose; closed through React state, focus returns to the trigger', async () => {
    const { user, onClose, trigger } = await openHarness();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('leaves Escape to a control inside that handles it first', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(
      <ModalDialog open title="Notice" closeLabel="Close" onClose={onClose}>
        <input aria-label="Search" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </ModalDialog>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('another close request (the cancel event) calls onClose and keeps the browser from closing it by itself', () => {
    const onClose = jest.fn();
    render(<ModalDialog open title="Confirm withdrawal" closeLabel="Close" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm withdrawal' });
    // The browser fires `cancel` on the open modal dialog for a close request (e.g. Android's back); jsdom cannot.
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    // React state decides: still open until the owner sets `open` to false.
    expect(dialog).toHaveAttribute('open');
  });

  it('a click on the backdrop (the dialog element itself) calls onClose', async () => {
    const { user, onClose, dialog } = await openHarness();
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a click in the content, or a press that starts there and ends on the backdrop, does not close it', async () => {
    const { user, onClose, dialog } = await openHarness();
    await user.click(within(dialog).getByText(/Send 0.5 BTC/));
    await user.pointer([
      { keys: '[MouseLeft>]', target: within(dialog).getByText(/Send 0.5 BTC/) },
      { target: dialog },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reports a close the browser did on its own (a cancel it would not let us prevent)', async () => {
    const { onClose, dialog } = await openHarness();
    fireEvent(dialog, new Event('cancel', { cancelable: false }));
    expect(onClose).not.toHaveBeenCalled();
    act(() => (dialog as HTMLDialogElement).close());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not call onClose when the owner closes it', async () => {
    const onClose = jest.fn();
    const { rerender } = render(<ModalDialog open title="Notice" closeLabel="Close" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    rerender(<ModalDialog open={false} title="Notice" closeLabel="Close" onClose={onClose} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('passes role, size and data-* attributes to the dialog element', () => {
    render(
      <ModalDialog
        open
        role="alertdialog"
        size="md"
        data-variant="B"
        data-testid="notice"
        title="Notice"
        closeLabel="Close"
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('data-variant', 'B');
    expect(dialog).toBe(screen.getByTestId('notice'));
  });
});
