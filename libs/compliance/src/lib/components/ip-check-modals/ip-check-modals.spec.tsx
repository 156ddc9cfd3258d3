import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiIpCheck } from '../../../testing/api-shapes';
import type { IpCheckOutcome } from '../../ip-check/run-ip-check';
import { IpCheckModals } from './ip-check-modals';

const NOW = Date.UTC(2025, 0, 15, 12);
const props = { uid: 42, now: NOW, onReload: jest.fn(), onNavigate: jest.fn(), onPostpone: jest.fn() };
const outcome = (overlay: IpCheckOutcome['overlay'], fields: Parameters<typeof apiIpCheck>[0] = {}): IpCheckOutcome => ({
  overlay,
  result: apiIpCheck(fields),
});

beforeEach(() => jest.clearAllMocks());

describe('IpCheckModals', () => {
  it('result 2, closable: closing postpones the re-check by 7200 s for this user', async () => {
    renderWithProviders(<IpCheckModals {...props} outcome={outcome({ kind: 'upgrade', closable: true })} />);
    expect(await screen.findByRole('dialog', { name: 'Verify your identity' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(props.onPostpone).toHaveBeenCalledWith({
      storageKey: 'compliance_ip_check_postpone_42',
      value: String(NOW + 7_200_000),
      ttlMs: 7_200_000,
      storage: 'local',
    });
  });

  it('result 2, upgrade navigates to the server url (or KYC home) without postponing', async () => {
    renderWithProviders(
      <IpCheckModals
        {...props}
        outcome={outcome({ kind: 'upgrade', closable: true }, { title: 'Upgrade required', button: 'Verify', url: '/myaccount/kyc3_v1' })}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(props.onNavigate).toHaveBeenCalledWith('/myaccount/kyc3_v1');
    expect(props.onPostpone).not.toHaveBeenCalled();
  });

  it('result 2, not closable: no ×, no Later, Escape ignored; unsafe url falls back to KYC home', async () => {
    renderWithProviders(
      <IpCheckModals {...props} outcome={outcome({ kind: 'upgrade', closable: false }, { url: 'javascript:alert(1)' })} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Verify your identity' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(props.onNavigate).toHaveBeenCalledWith('/myaccount/kyc_home');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('result 3 or 0: VPN tip; accept reloads', async () => {
    renderWithProviders(<IpCheckModals {...props} outcome={outcome({ kind: 'vpn-tip', closable: false })} />);
    expect(await screen.findByRole('dialog', { name: 'VPN or proxy detected' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(props.onReload).toHaveBeenCalledTimes(1);
  });

  it('VPN tip cancel shows the upgrade modal (closable per server)', async () => {
    renderWithProviders(
      <IpCheckModals {...props} outcome={outcome({ kind: 'vpn-tip', closable: false }, { title: 'VPN', content: 'Turn off your VPN.' })} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Verify your identity' })).toHaveTextContent(
      'upgrade your identity verification',
    );
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
  });

  it('result 4: non-closable detection modal with server texts', async () => {
    renderWithProviders(
      <IpCheckModals
        {...props}
        outcome={outcome(
          { kind: 'detection' },
          { title: 'Access denied', content: 'Not available here.', button: 'Support', url: '/page/contacts' },
        )}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Access denied' });
    expect(dialog).toHaveTextContent('Not available here.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const outside = document.querySelector('dialog[open]');
    if (outside) fireEvent.pointerDown(outside);
    await userEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(props.onNavigate).toHaveBeenCalledWith('/page/contacts');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeInTheDocument());
  });

  it('proceeds (nothing shown) when the check passed or failed', () => {
    renderWithProviders(<IpCheckModals {...props} outcome={{ overlay: { kind: 'none' }, result: null }} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a visitor closing the upgrade modal stores nothing', async () => {
    renderWithProviders(<IpCheckModals {...props} uid={null} outcome={outcome({ kind: 'upgrade', closable: true })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(props.onPostpone).not.toHaveBeenCalled();
  });
});
