import { screen, within } from '@testing-library/react';
import { fixtureFooterGroups } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('renders each group under a heading inside a footer navigation', () => {
    renderWithProviders(<SiteFooter groups={fixtureFooterGroups} copyright={{ siteName: 'Example X', year: 2025 }} />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['About', 'Products', 'Legal']);
    expect(within(nav).getByRole('link', { name: 'User agreement' })).toHaveAttribute('href', '/user-agreement');
  });

  it.each<[string, Parameters<typeof SiteFooter>[0]['copyright'], string]>([
    ['site name plus the current year', { siteName: 'Example X', year: 2025 }, '© 2025 Example X'],
    ['a fixed line (Japan)', 'Copyright © Example X. All Rights Reserved.', 'Copyright © Example X. All Rights Reserved.'],
  ])('copyright: %s', (_name, copyright, expected) => {
    renderWithProviders(<SiteFooter groups={fixtureFooterGroups} copyright={copyright} />);
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('renders extra rows and leaves out empty groups', () => {
    renderWithProviders(
      <SiteFooter
        groups={[{ title: 'Empty', links: [] }, ...fixtureFooterGroups.slice(0, 1)]}
        copyright="©"
        extraRows={[<span key="tip">Trading involves risk.</span>]}
      />,
    );
    expect(screen.getByText('Trading involves risk.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Empty' })).not.toBeInTheDocument();
  });

  it('opens documents in a new tab', () => {
    renderWithProviders(
      <SiteFooter groups={[{ links: [{ label: 'Agreement', href: '/docs/agreement.pdf', newTab: true }] }]} copyright="©" />,
    );
    const link = screen.getByRole('link', { name: 'Agreement' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders two links with the same href (Hong Kong) without a duplicate-key warning', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const links = [
        { label: 'User agreement', href: '/static/legal/hk/terms.pdf' },
        { label: 'Terms of use', href: '/static/legal/hk/terms.pdf' },
      ];
      renderWithProviders(
        <SiteFooter
          groups={[
            { title: 'Legal', links },
            { title: 'Again', links },
          ]}
          copyright="©"
        />,
      );
      expect(screen.getAllByRole('link', { name: /User agreement|Terms of use/ })).toHaveLength(4);
      expect(error.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    } finally {
      error.mockRestore();
    }
  });

  it('has no footer navigation when there are no links', () => {
    renderWithProviders(<SiteFooter groups={[]} copyright="©" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each([
    ['a sign-up href', '/signup', true],
    ['null (hiddenFooterSignup or a logged-in user)', null, false],
  ])('with %s the visitor sign-up call is %s', (_label, signupHref, shown) => {
    renderWithProviders(<SiteFooter groups={fixtureFooterGroups} copyright="c" signupHref={signupHref} />);
    const link = screen.queryByRole('link', { name: 'Sign Up Now' });
    if (shown) expect(link).toHaveAttribute('href', '/signup');
    else expect(link).not.toBeInTheDocument();
  });
});
