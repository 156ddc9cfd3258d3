import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserAgreementModal } from './user-agreement-modal';

describe('UserAgreementModal', () => {
  it('cannot be dismissed by Escape or an outside click and has no ×', async () => {
    renderWithProviders(<UserAgreementModal open content="Updated terms." onSubmit={jest.fn()} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'User Agreement' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const outside = document.querySelector('dialog[open]') ?? document.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.pointerDown(outside);
    fireEvent.click(outside);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('alertdialog', { name: 'User Agreement' })).toBe(dialog);
  });

  it('submit posts, then closes', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<UserAgreementModal open content="Updated terms." submitLabel="Accept" onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a failed submit keeps it open with an error; "I Agree" is the default label', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('500'));
    renderWithProviders(<UserAgreementModal open content="Updated terms." onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: 'I Agree' }));
    const dialog = screen.getByRole('alertdialog');
    // Inside the dialog: the app's toast region (ShellProviders) has an alert list of its own.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('is not shown unless the status says so', () => {
    renderWithProviders(<UserAgreementModal open={false} content="x" onSubmit={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
