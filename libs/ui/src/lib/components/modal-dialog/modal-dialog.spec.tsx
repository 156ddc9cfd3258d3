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

  describe('not dismissable (the user must answer)', () => {
    function mustAnswer(onClose = jest.fn()) {
      render(
        <ModalDialog
          open
          dismissable={false}
          role="alertdialog"
          title="User Agreement"
          closeLabel="Close"
          onClose={onClose}
          actions={[{ label: 'I Agree' }]}
        >
          <p>We have updated our User Agreement.</p>
        </ModalDialog>,
      );
      return { onClose, dialog: screen.getByRole('alertdialog', { name: 'User Agreement' }) };
    }

    it('has no × button; the focus is on its action', () => {
      const { dialog } = mustAnswer();
      expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'I Agree' })).toHaveFocus();
    });

    it.each([
      ['Escape', async (_dialog: HTMLElement) => userEvent.setup().keyboard('{Escape}')],
      ['a press on the backdrop', async (dialog: HTMLElement) => userEvent.setup().click(dialog)],
      [
        'a close request (cancel)',
        async (dialog: HTMLElement) => {
          const cancel = new Event('cancel', { cancelable: true });
          fireEvent(dialog, cancel);
          expect(cancel.defaultPrevented).toBe(true);
        },
      ],
    ])('ignores %s', async (_name, act) => {
      const { onClose, dialog } = mustAnswer();
      await act(dialog);
      expect(onClose).not.toHaveBeenCalled();
      expect(dialog).toHaveAttribute('open');
    });

    it('is shown again when the browser closes it anyway', async () => {
      const { onClose, dialog } = mustAnswer();
      act(() => (dialog as HTMLDialogElement).close());
      await waitFor(() => expect(dialog).toHaveAttribute('open'));
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  it('closeOnBackdrop={false}: the backdrop does nothing, Escape and the × still close', async () => {
    const { user, onClose, dialog } = await openHarness({ closeOnBackdrop: false });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it.each([
    { actions: [{ label: 'Later' }, { label: 'Verify now' }], variants: ['outline', 'solid'] },
    { actions: [{ label: 'OK' }], variants: ['solid'] },
    {
      actions: [
        { label: 'Cancel', variant: 'ghost' as const },
        { label: 'Go', variant: 'outline' as const },
      ],
      variants: ['ghost', 'outline'],
    },
  ])('actions $actions.length: variants $variants (the last one solid by default)', ({ actions, variants }) => {
    render(<ModalDialog open title="Notice" closeLabel="Close" onClose={jest.fn()} actions={actions} />);
    const buttons = actions.map((a) => screen.getByRole('button', { name: a.label }));
    expect(buttons.map((b) => b.getAttribute('data-variant'))).toEqual(variants);
  });

  it('an action calls its onClick; a loading one is disabled and busy, its label still its name; an href one is a link', async () => {
    const user = userEvent.setup();
    const later = jest.fn();
    render(
      <ModalDialog
        open
        title="Notice"
        closeLabel="Close"
        onClose={jest.fn()}
        actions={[
          { label: 'Later', onClick: later },
          { label: 'Submit', loading: true },
          { label: 'Sign up', href: '/signup' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(later).toHaveBeenCalledTimes(1);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('onSubmit makes the content a form that a submit action submits', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <ModalDialog
        open
        title="Buy BTC"
        closeLabel="Close"
        onClose={jest.fn()}
        onSubmit={onSubmit}
        actions={[{ label: 'Buy', type: 'submit' }]}
      >
        <input aria-label="Amount" required />
      </ModalDialog>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '{Enter}');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('media and eyebrow are shown, the dialog is named by its title only', () => {
    render(
      <ModalDialog
        open
        title="VIP benefits"
        eyebrow="VIP 3"
        media={<img src="/banner.png" alt="" />}
        closeLabel="Close"
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'VIP benefits' });
    expect(within(dialog).getByText('VIP 3')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/banner.png');
  });
});
