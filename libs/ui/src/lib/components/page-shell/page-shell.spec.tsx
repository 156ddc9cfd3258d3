import { screen } from '@testing-library/react';
import { fixtureSideNavItems } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SideNav } from '../side-nav/side-nav';
import { PageShell } from './page-shell';

describe('PageShell', () => {
  it('renders a section named by its h1, the description and the content', () => {
    renderWithProviders(
      <PageShell title="Security" description="Manage your security settings.">
        <p>content</p>
      </PageShell>,
    );
    expect(screen.getByRole('region', { name: 'Security' })).toContainElement(screen.getByText('content'));
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(screen.getByText('Manage your security settings.')).toBeInTheDocument();
  });

  it('places a side navigation beside the page', () => {
    renderWithProviders(
      <PageShell
        title="Deposit"
        sidebar={<SideNav items={fixtureSideNavItems} currentPath="/myaccount/deposit/USDT" viewportWidth={1600} />}
      >
        <p>content</p>
      </PageShell>,
    );
    expect(screen.getByRole('navigation', { name: 'Account navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
  });
});
