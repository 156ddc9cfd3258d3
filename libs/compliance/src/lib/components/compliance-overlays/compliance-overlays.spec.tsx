import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCheck } from '../../../testing/api-shapes';
import { FIXTURE_NOW } from '../../../testing/overlay-fixtures';
import { decideComplianceOverlays } from '../../rules/decide-compliance-overlays';
import { ComplianceOverlays } from './compliance-overlays';

const overlays = decideComplianceOverlays({
  site: 'main',
  locale: 'en',
  path: '/trade/BTC_USDT',
  user: { isLogin: true, uid: 1 },
  check: apiCheck({
    limit: { is_uk_limit: true, is_uk_ip: true },
    toast: { is_withdraw_only_user: true },
    business: { reminder: { content: 'Cooling down.', ok_button_router: '/myaccount' } },
  }),
  now: FIXTURE_NOW,
});

describe('ComplianceOverlays', () => {
  it('shows the decided overlays one at a time, in order, storing each dismissal', async () => {
    const onDismiss = jest.fn();
    const onNavigate = jest.fn();
    const onSwitchSite = jest.fn();
    renderWithProviders(
      <ComplianceOverlays overlays={overlays} onDismiss={onDismiss} onNavigate={onNavigate} onSwitchSite={onSwitchSite} />,
    );

    expect(await screen.findByRole('dialog', { name: 'Notice for UK users' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'I Got it' }));
    expect(onDismiss).toHaveBeenLastCalledWith({ storageKey: 'compliance_seen_uk_notice', value: '1', ttlMs: null, storage: 'session' });

    expect(await screen.findByRole('dialog', { name: 'Switch to the UK site?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(onDismiss).toHaveBeenLastCalledWith({
      storageKey: 'compliance_region_stay',
      value: 'main:uk',
      ttlMs: 86_400_000,
      storage: 'cookie',
    });

    expect(await screen.findByRole('dialog', { name: 'Withdrawals only' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(onNavigate).toHaveBeenCalledWith('/myaccount/tickets');

    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent('Cooling down.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/myaccount');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDismiss).toHaveBeenCalledTimes(4);
    expect(onDismiss).toHaveBeenLastCalledWith({
      storageKey: 'compliance_cooling_down_at_1',
      value: String(FIXTURE_NOW),
      ttlMs: 86_400_000,
      storage: 'local',
    });
    expect(onSwitchSite).not.toHaveBeenCalled();
  });

  it('Switch Site hands the target to the app', async () => {
    const onSwitchSite = jest.fn();
    const [region] = decideComplianceOverlays({
      site: 'main',
      locale: 'ja',
      path: '/trade/BTC_USDT',
      check: apiCheck({ limit: { is_jp_toast: true } }),
      now: FIXTURE_NOW,
    });
    renderWithProviders(
      <ComplianceOverlays overlays={region ? [region] : []} onDismiss={jest.fn()} onNavigate={jest.fn()} onSwitchSite={onSwitchSite} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Switch Site' }));
    expect(onSwitchSite).toHaveBeenCalledWith({ site: 'jp', path: '/trade/BTC_USDT', locale: 'ja-jp' });
  });

  it('renders nothing for an empty list', () => {
    renderWithProviders(<ComplianceOverlays overlays={[]} onNavigate={jest.fn()} onSwitchSite={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
