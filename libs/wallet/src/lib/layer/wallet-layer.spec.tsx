import type { SiteContext } from '@exchange/ui';
import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { WalletLayer } from './wallet-layer';

const context: SiteContext = {
  site: 'main',
  locale: 'en',
  user: { isLoggedIn: true, uid: '1001', nickname: 'member' },
  theme: 'system',
  pathname: '/',
  search: '',
  siteOrigins: {} as SiteContext['siteOrigins'],
  inAppWebview: false,
};

describe('WalletLayer', () => {
  it('shows the notice to a logged-in user', () => {
    renderWithProviders(<WalletLayer context={context} />);
    expect(screen.getByRole('complementary', { name: 'Notice' })).toBeInTheDocument();
  });

  it('renders nothing once the notice is acknowledged (the rule snoozes it)', () => {
    renderWithProviders(<WalletLayer context={context} />);
    fireEvent.click(screen.getByRole('button', { name: 'I Got it' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('renders nothing for a visitor', () => {
    const visitor = { ...context, user: { isLoggedIn: false, uid: null, nickname: null } };
    const { container } = renderWithProviders(<WalletLayer context={visitor} />);
    expect(container).toBeEmptyDOMElement();
  });
});
