import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecuritySettings } from './security-settings';

const hrefs = { fundpassSetup: '/myaccount/fundpass_setup', totp: '/myaccount/totp', kyc: '/myaccount/kyc_home' };

describe('SecuritySettings', () => {
  it('shows the frequency, the KYC level and the sub-account type; Change opens the modal', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <SecuritySettings
        frequency={2}
        kycLevel="2"
        subAccount={{ kind: 'managed', purpose: 'asset-management' }}
        hrefs={hrefs}
        onChangeFrequency={onChange}
      />,
    );
    expect(screen.getByTestId('security-frequency')).toHaveTextContent('Every time');
    expect(screen.getByTestId('security-kyc')).toHaveTextContent('Level 2');
    expect(screen.getByTestId('security-sub-account')).toHaveTextContent('Managed sub-account · Asset management');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalled();
  });

  it('a user without a fund password is offered to set one up and cannot change the frequency', () => {
    renderWithProviders(
      <SecuritySettings frequency={null} kycLevel={null} subAccount={null} hrefs={hrefs} onChangeFrequency={jest.fn()} />,
    );
    expect(screen.getByTestId('security-fund-password')).toHaveTextContent('Not set');
    expect(screen.getByRole('link', { name: 'Set up' })).toHaveAttribute('href', '/myaccount/fundpass_setup');
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
  });
});
