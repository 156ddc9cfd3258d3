import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KycUpgradePanel } from './kyc-upgrade-panel';

const help = 'https://help.example-exchange.test/hc/articles/identity-verification';

describe('KycUpgradePanel (spec 02 §2 KYC landing, §4 upgrade)', () => {
  it('calls onUpgrade from "Upgrade KYC"', async () => {
    const onUpgrade = jest.fn();
    renderWithProviders(<KycUpgradePanel onUpgrade={onUpgrade} helpHref={help} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade KYC' }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
  });

  it('links the help article in a new tab', () => {
    renderWithProviders(<KycUpgradePanel onUpgrade={jest.fn()} helpHref={help} />);
    const link = screen.getByRole('link', { name: 'How identity verification works' });
    expect(link).toHaveAttribute('href', help);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lets the link opener take the click (in the app)', async () => {
    const onOpenHelp = jest.fn(() => true);
    renderWithProviders(<KycUpgradePanel onUpgrade={jest.fn()} helpHref={help} onOpenHelp={onOpenHelp} />);
    await userEvent.click(screen.getByRole('link', { name: 'How identity verification works' }));
    expect(onOpenHelp).toHaveBeenCalledWith(help);
  });
});
