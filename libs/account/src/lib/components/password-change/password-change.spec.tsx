import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { PasswordChange } from './password-change';

describe('PasswordChange (issue 23 item 5)', () => {
  it('checks both fields before sending, sends them, and says the other devices were signed out', async () => {
    const onSubmit = jest.fn(async () => null);
    renderWithProviders(<PasswordChange onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Enter your current password.')).toBeVisible();
    expect(screen.getByText('Choose a password of at least 8 characters.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'correct horse battery' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a new long password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other devices were signed out.')).toBeVisible();
    expect(onSubmit).toHaveBeenCalledWith({ password: 'correct horse battery', newPassword: 'a new long password' });
  });

  it('shows a refusal as an alert', async () => {
    renderWithProviders(<PasswordChange onSubmit={async () => 'The exchange answered: Your current password is not right.'} />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a new long password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The exchange answered: Your current password is not right.')).toHaveAttribute('role', 'alert');
  });
});
