import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { isEuUpcomingFeature } from '../../rules/eu-upcoming-feature';
import { EuUpcomingFeatureModal } from './eu-upcoming-feature-modal';

function Harness({ site }: { site: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {['/futures/usdt/BTC_USDT', '/trade/BTC_USDT'].map((href) => (
        <a
          key={href}
          href={href}
          onClick={(event) => {
            if (!isEuUpcomingFeature(site, href)) return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          {href}
        </a>
      ))}
      <EuUpcomingFeatureModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('EuUpcomingFeatureModal', () => {
  it('opens on an upcoming-feature link of the EU site, and again after closing', async () => {
    renderWithProviders(<Harness site="eu" />);
    await userEvent.click(screen.getByRole('link', { name: '/futures/usdt/BTC_USDT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stay tuned!' });
    expect(dialog).toHaveTextContent('This feature is upcoming');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('link', { name: '/futures/usdt/BTC_USDT' }));
    expect(await screen.findByRole('dialog', { name: 'Stay tuned!' })).toBeInTheDocument();
  });

  it('is closed by default', () => {
    renderWithProviders(<EuUpcomingFeatureModal open={false} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
