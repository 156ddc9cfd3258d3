import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { renderWithProviders } from '../../testing/render';
import { UiLink, UiLinkBase, UiLinkProvider } from './ui-link';

function RouterLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a data-router="yes" {...props} />;
}

describe('UiLink / UiLinkBase', () => {
  it.each<[string, boolean, string | null]>([
    ['/myaccount', false, 'yes'],
    ['https://help.example.test/a', false, null],
    ['//cdn.example.test/x', false, null],
    ['mailto:support@example.test', false, null],
    ['/docs/agreement.pdf', true, null],
  ])('%p (new tab %p) uses the router link: %p', (href, newTab, router) => {
    renderWithProviders(
      <UiLinkProvider component={RouterLink}>
        <UiLink href={href} newTab={newTab}>
          styled
        </UiLink>
        <UiLinkBase href={href} newTab={newTab}>
          base
        </UiLinkBase>
      </UiLinkProvider>,
    );
    for (const name of ['styled', 'base']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link.getAttribute('data-router')).toBe(router);
      expect(link.getAttribute('target')).toBe(newTab ? '_blank' : null);
    }
  });

  it.each(['/trade/BTC_USDT', 'https://help.example.test/a'])(
    'drops the type="button" a Chakra Button hands its asChild link (%p), keeps a MIME type',
    (href) => {
      renderWithProviders(
        <>
          <Button asChild>
            <UiLinkBase href={href}>as button</UiLinkBase>
          </Button>
          <UiLinkBase href={href} type="application/pdf">
            pdf
          </UiLinkBase>
        </>,
      );
      expect(screen.getByRole('link', { name: 'as button' })).not.toHaveAttribute('type');
      expect(screen.getByRole('link', { name: 'pdf' })).toHaveAttribute('type', 'application/pdf');
    },
  );

  it('renders a plain anchor without a provider', () => {
    renderWithProviders(<UiLink href="/fee">Fees</UiLink>);
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/fee');
  });
});
