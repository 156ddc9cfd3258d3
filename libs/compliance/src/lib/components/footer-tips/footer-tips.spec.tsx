import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import { normalizeFooterTips } from '../../rules/business-compliance';
import { FooterTips } from './footer-tips';

describe('FooterTips', () => {
  it('renders each tip with its links', () => {
    const items = normalizeFooterTips({
      resMsg: { code: 0 },
      datas: [
        {
          title: 'Risk warning',
          content: 'Trading crypto-assets is risky. Read the Risk Disclosure.',
          text_link: [{ key: 'Risk Disclosure', link: '/user-agreement' }],
        },
        { content: 'Second tip.' },
      ],
    });
    renderWithProviders(<FooterTips items={items} />);
    const aside = screen.getByRole('complementary', { name: 'Compliance information' });
    expect(aside).toHaveTextContent('Risk warning');
    expect(aside).toHaveTextContent('Second tip.');
    expect(screen.getByRole('link', { name: 'Risk Disclosure' })).toHaveAttribute('href', '/user-agreement');
  });

  it.each([
    ['a non-zero code', { resMsg: { code: 500 }, datas: [{ content: 'x' }] }],
    ['an empty list', { resMsg: { code: 0 }, datas: [] }],
    ['an error body', null],
  ])('falls back to the empty default on %s', (_label, response) => {
    renderWithProviders(<FooterTips items={normalizeFooterTips(response)} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
