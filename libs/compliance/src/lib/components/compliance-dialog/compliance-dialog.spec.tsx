import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComplianceDialog } from './compliance-dialog';

describe('ComplianceDialog', () => {
  it('opens when wanted and closes once through an action', async () => {
    const onClose = jest.fn();
    const onClick = jest.fn();
    renderWithProviders(
      <ComplianceDialog
        overlay={{ id: 't.one', band: 'notice', rank: 0 }}
        title="Notice"
        onClose={onClose}
        actions={[{ label: 'I Got it', onClick }]}
      >
        Body text
      </ComplianceDialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent('Body text');
    await userEvent.click(screen.getByRole('button', { name: 'I Got it' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows one dialog at a time, the earlier rank first, then the next', async () => {
    renderWithProviders(
      <>
        <ComplianceDialog overlay={{ id: 't.second', band: 'notice', rank: 1 }} title="Second" actions={[{ label: 'Next' }]}>
          two
        </ComplianceDialog>
        <ComplianceDialog overlay={{ id: 't.first', band: 'notice', rank: 0 }} title="First" actions={[{ label: 'Done' }]}>
          one
        </ComplianceDialog>
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  });

  it('reports the first opening once', async () => {
    const onOpen = jest.fn();
    const { rerender } = renderWithProviders(
      <ComplianceDialog overlay={{ id: 't.open', band: 'notice', rank: 0 }} title="Opened" onOpen={onOpen}>
        x
      </ComplianceDialog>,
    );
    await screen.findByRole('dialog');
    rerender(
      <ComplianceDialog overlay={{ id: 't.open', band: 'notice', rank: 0 }} title="Opened again" onOpen={onOpen}>
        x
      </ComplianceDialog>,
    );
    await screen.findByRole('dialog', { name: 'Opened again' });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('is not shown when not wanted', () => {
    renderWithProviders(
      <ComplianceDialog overlay={{ id: 't.no', band: 'notice', rank: 0 }} wanted={false} title="Hidden">
        x
      </ComplianceDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a closable dialog closes with Escape and ×; a non-closable one has no × and ignores Escape', async () => {
    const onClose = jest.fn();
    const { unmount } = renderWithProviders(
      <ComplianceDialog overlay={{ id: 't.esc', band: 'notice', rank: 0 }} title="Closable" onClose={onClose}>
        x
      </ComplianceDialog>,
    );
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    renderWithProviders(
      <ComplianceDialog overlay={{ id: 't.block', band: 'blocking', rank: 0 }} title="Blocking" closable={false} role="alertdialog">
        x
      </ComplianceDialog>,
    );
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('an outside click closes it only when closable (%p)', async (closable, calls) => {
    const onClose = jest.fn();
    renderWithProviders(
      <ComplianceDialog overlay={{ id: 't.outside', band: 'notice', rank: 0 }} title="Outside" closable={closable} onClose={onClose}>
        x
      </ComplianceDialog>,
    );
    await screen.findByRole('dialog');
    const outside = document.querySelector('dialog[open]');
    if (!outside) throw new Error('no open dialog');
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.pointerDown(outside);
    fireEvent.pointerUp(outside);
    fireEvent.click(outside);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(calls));
  });

  it('keeps the dialog open for an action with closes: false', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <ComplianceDialog
        overlay={{ id: 't.stay', band: 'notice', rank: 0 }}
        title="Stay"
        actions={[{ label: 'Retry', onClick, closes: false }]}
      >
        x
      </ComplianceDialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
