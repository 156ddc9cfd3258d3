import { screen, within } from '@testing-library/react';
import { fixtureNotFoundLinks, fixtureTrendingStories } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { NotFoundView } from './not-found-view';

describe('NotFoundView (spec 01 §2)', () => {
  it('shows a headline and a return-home link to the given href', () => {
    renderWithProviders(<NotFoundView homeHref="/zh" links={[]} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, this page could not be found');
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/zh');
  });

  it('uses a given headline', () => {
    renderWithProviders(<NotFoundView headline="Nothing here" homeHref="/" links={[]} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nothing here');
  });

  it('lists every helpful link of the main site', () => {
    renderWithProviders(<NotFoundView homeHref="/" links={fixtureNotFoundLinks} />);
    const section = screen.getByRole('region', { name: 'Helpful links' });
    const items = within(section).getAllByRole('link');
    expect(items).toHaveLength(19);
    expect(items[0]).toHaveTextContent('Spot trade');
    expect(items[18]).toHaveTextContent('Help');
  });

  it('shows trending stories only when given', () => {
    const { unmount } = renderWithProviders(
      <NotFoundView homeHref="/" links={fixtureNotFoundLinks} trendingStories={fixtureTrendingStories} />,
    );
    const trending = screen.getByRole('region', { name: 'Trending stories' });
    expect(within(trending).getAllByRole('listitem')).toHaveLength(3);
    unmount();
    renderWithProviders(<NotFoundView homeHref="/" links={fixtureNotFoundLinks} />);
    expect(screen.queryByRole('region', { name: 'Trending stories' })).not.toBeInTheDocument();
  });

  it('opens a content story with an https link in a new tab, and renders stories sharing a link (decision 1402)', () => {
    renderWithProviders(
      <NotFoundView
        homeHref="/"
        links={[]}
        trendingStories={[
          { title: 'Report', href: 'https://research.example.test/q3', newTab: true },
          { title: 'Markets', href: '/price' },
          { title: 'Markets again', href: '/price' },
        ]}
      />,
    );
    const trending = screen.getByRole('region', { name: 'Trending stories' });
    expect(within(trending).getAllByRole('listitem')).toHaveLength(3);
    expect(within(trending).getByRole('link', { name: /Report/ })).toHaveAttribute('target', '_blank');
    expect(within(trending).getByRole('link', { name: 'Markets' })).not.toHaveAttribute('target');
  });
});
