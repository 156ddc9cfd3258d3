import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TurkeyDeclarationModal } from './turkey-declaration-modal';

describe('TurkeyDeclarationModal', () => {
  it('confirm is enabled only once ticked, then closes on success', async () => {
    const onConfirm = jest.fn().mockResolvedValue(true);
    renderWithProviders(<TurkeyDeclarationModal status={1} onConfirm={onConfirm} />);
    await screen.findByRole('alertdialog', { name: 'Customer Understanding Declaration' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and understood the declaration.' }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it.each([
    ['resolves false', () => Promise.resolve(false)],
    ['rejects', () => Promise.reject(new Error('500'))],
  ])('stays open when signing %s', async (_label, impl) => {
    const onConfirm = jest.fn(impl);
    renderWithProviders(<TurkeyDeclarationModal status={1} onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('is not shown once signed (status 2)', () => {
    renderWithProviders(<TurkeyDeclarationModal status={2} onConfirm={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('has no × and ignores Escape', async () => {
    renderWithProviders(<TurkeyDeclarationModal status={1} onConfirm={jest.fn()} />);
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
