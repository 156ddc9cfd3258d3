import type { SiteContext } from '@exchange/ui';
import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { ContentLayer } from './content-layer';

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

describe('ContentLayer', () => {
  it('shows the notice to a logged-in user', () => {
    renderWithProviders(<ContentLayer context={context} />);
    expect(screen.getByRole('complementary', { name: 'Notice' })).toBeInTheDocument();
  });

  it('renders nothing once the notice is acknowledged (the rule snoozes it)', () => {
    renderWithProviders(<ContentLayer context={context} />);
    fireEvent.click(screen.getByRole('button', { name: 'I Got it' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('renders nothing for a visitor', () => {
    const visitor = { ...context, user: { isLoggedIn: false, uid: null, nickname: null } };
    const { container } = renderWithProviders(<ContentLayer context={visitor} />);
    // The providers always render the toasts' live regions: the layer adds nothing beside them.
    expect(Array.from(container.children).filter((child) => !child.hasAttribute('data-toast-region'))).toEqual([]);
  });
});
