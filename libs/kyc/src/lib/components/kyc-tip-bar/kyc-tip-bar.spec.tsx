import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KycTipBar } from './kyc-tip-bar';

describe('KycTipBar', () => {
  it('shows a sticky 40 px bar linking to the KYC home and sends a view event once', () => {
    const onTrack = jest.fn();
    const { rerender } = renderWithProviders(<KycTipBar verified={2} site={0} onTrack={onTrack} />);
    const bar = screen.getByRole('region', { name: 'Identity verification reminder' });
    expect(bar).toHaveStyle({ position: 'sticky', height: '40px' });
    expect(screen.getByRole('link', { name: 'Verify Now' })).toHaveAttribute('href', '/myaccount/kyc_home');
    rerender(<KycTipBar verified={2} site={0} onTrack={onTrack} />);
    expect(onTrack).toHaveBeenCalledTimes(1);
    expect(onTrack).toHaveBeenCalledWith({ name: 'kyc_tip_bar_view', verified: 2, site: 0 });
  });

  it.each([
    ['KYC2 completed', 1, 0],
    ['testnet', 0, 666],
    ['US with verified 1', 1, 232],
  ])('is hidden when %s', (_label, verified, site) => {
    renderWithProviders(<KycTipBar verified={verified} site={site} />);
    expect(screen.queryByTestId('kyc-tip-bar')).not.toBeInTheDocument();
  });

  it('is hidden when dismissed earlier in the session', () => {
    renderWithProviders(<KycTipBar verified={0} site={0} dismissedThisSession />);
    expect(screen.queryByTestId('kyc-tip-bar')).not.toBeInTheDocument();
  });

  it('dismisses: hides, reports close and asks the app to remember it', async () => {
    const onTrack = jest.fn();
    const onDismiss = jest.fn();
    renderWithProviders(<KycTipBar verified={0} site={0} onTrack={onTrack} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close verification reminder' }));
    expect(screen.queryByTestId('kyc-tip-bar')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onTrack).toHaveBeenLastCalledWith({ name: 'kyc_tip_bar_close', verified: 0, site: 0 });
  });

  it('reports a click on Verify Now', async () => {
    const onTrack = jest.fn();
    renderWithProviders(<KycTipBar verified={5} site={0} href="#verify" onTrack={onTrack} />);
    await userEvent.click(screen.getByRole('link', { name: 'Verify Now' }));
    expect(onTrack).toHaveBeenLastCalledWith({ name: 'kyc_tip_bar_click', verified: 5, site: 0 });
  });
});
