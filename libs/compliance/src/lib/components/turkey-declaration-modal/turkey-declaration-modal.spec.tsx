import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeclarationSubmitResult } from '../../rules/turkey-declaration';
import { TurkeyDeclarationModal } from './turkey-declaration-modal';

describe('TurkeyDeclarationModal', () => {
  it('confirm is enabled only once ticked, then closes on success', async () => {
    const onConfirm = jest.fn().mockResolvedValue({ ok: true });
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

  it.each<[string, () => Promise<DeclarationSubmitResult>, string]>([
    [
      'fails without a server text',
      () => Promise.resolve({ ok: false, message: null }),
      'Your declaration could not be submitted. Please try again.',
    ],
    ['rejects', () => Promise.reject(new Error('500')), 'Your declaration could not be submitted. Please try again.'],
    [
      'is refused with a server text',
      () => Promise.resolve({ ok: false, message: 'Declaration service is busy' }),
      'Declaration service is busy',
    ],
    [
      'gives a blank server text',
      () => Promise.resolve({ ok: false, message: '   ' }),
      'Your declaration could not be submitted. Please try again.',
    ],
  ])('stays open with an alert, the box still ticked and Confirm usable, when signing %s', async (_label, impl, text) => {
    const onConfirm = jest.fn(impl);
    renderWithProviders(<TurkeyDeclarationModal status={1} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Customer Understanding Declaration' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('clears the alert on retry and closes when the retry succeeds', async () => {
    const onConfirm = jest.fn().mockResolvedValueOnce({ ok: false, message: null }).mockResolvedValueOnce({ ok: true });
    renderWithProviders(<TurkeyDeclarationModal status={1} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows a hostile server text as text, not markup', async () => {
    const payload = '<img src=x onerror="window.__declarationXss=1">';
    renderWithProviders(<TurkeyDeclarationModal status={1} onConfirm={() => Promise.resolve({ ok: false, message: payload })} />);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(payload);
    expect(alert.querySelector('img')).toBeNull();
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
