import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FrequencyChangeModal } from './frequency-change-modal';

describe('FrequencyChangeModal (spec 01 §5)', () => {
  it('confirms only with both the fund password and a 2FA code, sends the choice, keeps the values after a failure', async () => {
    const onSave = jest.fn().mockResolvedValue(false);
    renderWithProviders(
      <FrequencyChangeModal open onClose={jest.fn()} currentFrequency={1} onSave={onSave} setupHref="/a" totpHref="/b" />,
    );
    expect(screen.getByRole('radio', { name: 'Once an hour' })).toBeChecked();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await userEvent.click(screen.getByRole('radio', { name: 'Never' }));
    await userEvent.type(screen.getByLabelText('Fund password'), 'secret');
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('2FA code'), '12ab3456');
    expect(screen.getByLabelText('2FA code')).toHaveValue('123456');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ frequency: 0, fundpass: 'secret', totp: '123456' }));
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(screen.getByLabelText('Fund password')).toHaveValue('secret');
    expect(screen.getByRole('radio', { name: 'Never' })).toBeChecked();
  });
});
