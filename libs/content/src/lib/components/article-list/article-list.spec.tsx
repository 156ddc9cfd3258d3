import { articleFixtures } from '@exchange/content/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import { ArticleList } from './article-list';

describe('ArticleList (issue 25 item 5)', () => {
  it('lists each article as a link to its page, with its tag', () => {
    renderWithProviders(<ArticleList site="main" locale="en" kind="news" articles={articleFixtures} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Crypto news' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ether climbs/ }).getAttribute('href')).toBe('/news/ether-fees-yearly-low');
    expect(screen.getAllByText('Markets')).toHaveLength(2);
  });
  it('the help centre has a search form to /help and says when nothing matches', () => {
    renderWithProviders(<ArticleList site="main" locale="en" kind="help" articles={[]} query="zzz" />);
    expect(screen.getByRole('search').getAttribute('action')).toBe('/help');
    expect(screen.getByRole('searchbox', { name: 'Search the Help Center' })).toHaveProperty('value', 'zzz');
    expect(screen.getByText('No articles match “zzz”.')).toBeTruthy();
  });
  it('links an Arabic page’s articles under the locale prefix', () => {
    renderWithProviders(<ArticleList site="main" locale="ar" kind="learn" articles={articleFixtures} />, { locale: 'ar' });
    expect(screen.getByRole('link', { name: /Ether climbs/ }).getAttribute('href')).toBe('/ar/learn/ether-fees-yearly-low');
  });
});
