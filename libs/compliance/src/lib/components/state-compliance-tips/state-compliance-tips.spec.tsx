import { renderWithProviders } from '@exchange/ui/testing';
import { screen, within } from '@testing-library/react';
import { StateComplianceTips } from './state-compliance-tips';

describe('StateComplianceTips', () => {
  it('explains the restriction and links home, log in and the site legal documents', () => {
    renderWithProviders(<StateComplianceTips site="main" homeHref="/zh" loginHref="/zh/login" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Not available in your region' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/zh');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/zh/login');
    const docs = within(screen.getByRole('navigation', { name: 'Legal documents' }));
    expect(docs.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user-agreement');
    expect(docs.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('locale-prefixes internal legal documents through localizeHref', () => {
    renderWithProviders(<StateComplianceTips site="uk" homeHref="/zh" loginHref="/zh/login" localizeHref={(path) => `/zh${path}`} />);
    const docs = within(screen.getByRole('navigation', { name: 'Legal documents' }));
    expect(docs.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/zh/user-agreement');
    expect(docs.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/zh/privacy-policy');
    expect(docs.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/zh/page/contacts');
  });

  it('leaves PDF documents unprefixed', () => {
    renderWithProviders(<StateComplianceTips site="eu" localizeHref={(path) => `/zh${path}`} />);
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/static\/legal\/eu\/.+\.pdf$/),
    );
  });

  it.each([
    ['us', 'User Agreement', '/legal/user-agreement'],
    ['uk', 'Contact Us', '/page/contacts'],
    ['ae', 'Privacy Policy', '/legal/privacy-and-cookie-policy'],
  ])('%s shows its own legal documents', (site, name, href) => {
    renderWithProviders(<StateComplianceTips site={site} />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('PDF documents open in a new tab', () => {
    renderWithProviders(<StateComplianceTips site="eu" />);
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('target', '_blank');
  });

  it('the inline variant uses a second-level heading', () => {
    renderWithProviders(<StateComplianceTips site="main" variant="inline" />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
