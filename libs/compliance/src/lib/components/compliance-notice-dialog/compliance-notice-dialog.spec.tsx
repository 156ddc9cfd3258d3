import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIXTURE_OVERLAYS } from '../../../testing/overlay-fixtures';
import { ComplianceNoticeDialog, type ComplianceNotice } from './compliance-notice-dialog';

describe('ComplianceNoticeDialog', () => {
  it.each([
    ['prohibited', 'Notice', 'I Acknowledge', 'United States, Canada, Cambodia, Thailand, Cuba, Iran and North Korea'],
    ['ukNotice', 'Notice for UK users', 'I Got it', 'From October 6, 2023, our services are not open to UK consumers'],
    ['ukModal', 'Important notice for UK users', 'I Got it', 'not open to UK consumers'],
    ['restrictedVisitor', 'Restricted location', 'I Got it', 'sign up or log in, and complete identity verification'],
    ['restrictedUser', 'Restricted location', 'I Got it', 'complete identity verification'],
    ['conflictKycCountry', 'Account notice', 'I Got it', 'does not match'],
    ['conflictSite', 'Account notice', 'I Got it', 'another of our regional platforms'],
    ['onlyWithdraw', 'Withdrawals only', 'Create Ticket', 'only withdraw'],
    ['ipLimitNl', 'IP restriction', 'I Got it', 'the Netherlands'],
    ['ipLimitIt', 'IP restriction', 'I Got it', 'Italy'],
    ['hk', 'Notice for Hong Kong users', 'I Got it', 'Hong Kong'],
    ['uzbekistanUpcoming', 'Notice for users in Uzbekistan', 'I Got it', 'end on April 1, 2024 at 00:00 (UTC)'],
    ['uzbekistanEnded', 'Notice for users in Uzbekistan', 'I Got it', 'ended on April 1, 2024 at 00:00 (UTC)'],
    ['brazil', 'Notice for users in Brazil', 'I Got it', 'Brazil'],
    ['ltw', 'Service notice', 'I Got it', 'local regulations'],
  ] as const)('%s: "%s" with "%s"', async (name, title, button, text) => {
    const onDismiss = jest.fn();
    const n: ComplianceNotice = FIXTURE_OVERLAYS[name];
    renderWithProviders(<ComplianceNoticeDialog notice={n} onDismiss={onDismiss} onNavigate={jest.fn()} />);
    const dialog = await screen.findByRole(name === 'prohibited' ? 'alertdialog' : 'dialog', { name: title });
    expect(dialog).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(onDismiss).toHaveBeenCalledWith(n.onDismiss);
  });

  it('the only-withdraw tip navigates to /myaccount/tickets', async () => {
    const onNavigate = jest.fn();
    renderWithProviders(<ComplianceNoticeDialog notice={FIXTURE_OVERLAYS.onlyWithdraw} onDismiss={jest.fn()} onNavigate={onNavigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Ticket' }));
    expect(onNavigate).toHaveBeenCalledWith('/myaccount/tickets');
  });

  it('HK dismissal stores the timestamp for 24 h', async () => {
    const onDismiss = jest.fn();
    renderWithProviders(<ComplianceNoticeDialog notice={FIXTURE_OVERLAYS.hk} onDismiss={onDismiss} onNavigate={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledWith({
      storageKey: 'compliance_hk_dialog_at',
      value: String(Date.UTC(2025, 0, 15, 12)),
      ttlMs: 86_400_000,
      storage: 'local',
    });
  });
});
