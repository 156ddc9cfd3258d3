import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FundPasswordModal } from './fund-password-modal';

describe('FundPasswordModal (spec 01 §5)', () => {
  it('keeps Confirm disabled until a password is entered, links to setup and 2FA', async () => {
    renderWithProviders(
      <FundPasswordModal open onClose={jest.fn()} onConfirm={jest.fn()} setupHref="/myaccount/fundpass_setup" totpHref="/myaccount/totp" />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Fund password'), 'secret');
    expect(confirm).toBeEnabled();
    expect(screen.getByRole('link', { name: /Set a fund password/ })).toHaveAttribute('href', '/myaccount/fundpass_setup');
    expect(screen.getByRole('link', { name: 'Two-factor authentication' })).toHaveAttribute('href', '/myaccount/totp');
  });

  it('debounces submissions to 1500 ms', async () => {
    let now = 1_000_000;
    const onConfirm = jest.fn();
    renderWithProviders(<FundPasswordModal open onClose={jest.fn()} onConfirm={onConfirm} setupHref="/a" totpHref="/b" now={() => now} />);
    await userEvent.type(screen.getByLabelText('Fund password'), 'secret');
    const form = screen.getByRole('button', { name: 'Confirm' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    now += 1499;
    fireEvent.submit(form);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    now += 1;
    fireEvent.submit(form);
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenLastCalledWith('secret');
  });
});
