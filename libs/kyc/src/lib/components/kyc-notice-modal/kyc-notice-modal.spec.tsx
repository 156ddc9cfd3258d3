import { useOverlaySlot } from '@exchange/ui';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KycNoticeModal } from './kyc-notice-modal';

describe('KycNoticeModal', () => {
  it('renders nothing when no notice is wanted', () => {
    renderWithProviders(<KycNoticeModal kind={null} onUpgrade={jest.fn()} />);
    expect(screen.queryByText('Dear User')).not.toBeInTheDocument();
  });

  it('shows the upgrade notice titled "Dear User" and reports the opening once', async () => {
    const onOpen = jest.fn();
    renderWithProviders(<KycNoticeModal kind="upgrade" onUpgrade={jest.fn()} onOpen={onOpen} />);
    expect(await screen.findByRole('dialog', { name: 'Dear User' })).toBeInTheDocument();
    expect(screen.getByText(/Upgrade your identity verification/)).toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('Verify Now closes the notice and calls onUpgrade (not onClose)', async () => {
    const onUpgrade = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<KycNoticeModal kind="upgrade" onUpgrade={onUpgrade} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Now' }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['Later', async () => userEvent.click(screen.getByRole('button', { name: 'Later' }))],
    ['the ×', async () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', async () => userEvent.keyboard('{Escape}')],
  ])('a closable notice closes by %s and calls onClose once', async (_name, dismiss) => {
    const onClose = jest.fn();
    renderWithProviders(<KycNoticeModal kind="upgrade" onUpgrade={jest.fn()} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Dear User' });
    await dismiss();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a press on the backdrop does not close it', async () => {
    const onClose = jest.fn();
    renderWithProviders(<KycNoticeModal kind="upgrade" onUpgrade={jest.fn()} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dear User' });
    await userEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('Later closes the notice and calls onClose', async () => {
    const onClose = jest.fn();
    renderWithProviders(<KycNoticeModal kind="upgrade" onUpgrade={jest.fn()} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server guide text, a safe Learn more link, and no close for a non-closable risk guide', async () => {
    renderWithProviders(
      <KycNoticeModal
        kind="risk"
        riskMessage="Your account shows unusual activity."
        riskGuideUrl="/help/risk"
        riskClosable={0}
        onUpgrade={jest.fn()}
      />,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Dear User' })).toBeInTheDocument();
    expect(screen.getByText('Your account shows unusual activity.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/help/risk');
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('drops an unsafe guide link and falls back to the default risk text', async () => {
    renderWithProviders(
      <KycNoticeModal kind="risk" riskMessage="  " riskGuideUrl="javascript:alert(1)" riskClosable onUpgrade={jest.fn()} />,
    );
    expect(await screen.findByText(/To keep your account secure/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Learn more' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });

  it('waits while an overlay of an earlier band (a notice) holds the queue', async () => {
    function Blocking() {
      const slot = useOverlaySlot({ id: 'compliance-test', band: 'notice', rank: 0 }, true);
      return slot.isActive ? (
        <button type="button" onClick={slot.dismiss}>
          close compliance
        </button>
      ) : null;
    }
    renderWithProviders(
      <>
        <Blocking />
        <KycNoticeModal kind="upgrade" onUpgrade={jest.fn()} />
      </>,
    );
    const blocker = await screen.findByRole('button', { name: 'close compliance' });
    expect(screen.queryByText('Dear User')).not.toBeInTheDocument();
    await userEvent.click(blocker);
    expect(await screen.findByRole('dialog', { name: 'Dear User' })).toBeInTheDocument();
  });
});
