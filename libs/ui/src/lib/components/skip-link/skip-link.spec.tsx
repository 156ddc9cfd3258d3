import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first tab stop and points at the main content', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink>Skip to content</SkipLink>
        <a href="/elsewhere">Logo</a>
        <main id="main" tabIndex={-1} />
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });

  it('takes another target', () => {
    render(<SkipLink href="#content">Skip</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '#content');
  });
});
