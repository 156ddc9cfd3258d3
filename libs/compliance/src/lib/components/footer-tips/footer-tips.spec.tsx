import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import { apiBusinessItem } from '../../../testing/api-shapes';
import { normalizeFooterTips } from '../../rules/business-compliance';
import { FooterTips } from './footer-tips';

describe('FooterTips', () => {
  it('renders each tip with its links', () => {
    const items = normalizeFooterTips(
      [
        {
          title: 'Risk warning',
          content: 'Trading crypto-assets is risky. Read the Risk Disclosure.',
          text_link: [{ key: 'Risk Disclosure', link: '/user-agreement' }],
        },
        { content: 'Second tip.' },
      ].map((raw) => apiBusinessItem(raw)),
    );
    renderWithProviders(<FooterTips items={items} />);
    const aside = screen.getByRole('complementary', { name: 'Compliance information' });
    expect(aside).toHaveTextContent('Risk warning');
    expect(aside).toHaveTextContent('Second tip.');
    expect(screen.getByRole('link', { name: 'Risk Disclosure' })).toHaveAttribute('href', '/user-agreement');
  });

  it.each([
    ['the empty default (a non-zero code or a failed call)', []],
    ['items without content', [{ content: ' ' }]],
    ['no answer', null],
  ])('renders nothing for %s', (_label, items) => {
    renderWithProviders(<FooterTips items={normalizeFooterTips(items?.map((raw) => apiBusinessItem(raw)))} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
