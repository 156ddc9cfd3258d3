import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import { SafeServerText } from './safe-server-text';

const ALLOW = ['https://www.example.com'];

describe('SafeServerText', () => {
  it('puts text_link keys in as links, internal in the same tab and allowed origins in a new one', () => {
    renderWithProviders(
      <SafeServerText
        content="Read the User Agreement and the FAQ."
        textLinks={[
          { key: 'User Agreement', link: '/user-agreement' },
          { key: 'FAQ', link: 'https://www.example.com/faq' },
        ]}
        allowOrigins={ALLOW}
      />,
    );
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user-agreement');
    expect(screen.getByRole('link', { name: 'User Agreement' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves unsafe links as plain text', () => {
    renderWithProviders(<SafeServerText content="Click here" textLinks={[{ key: 'here', link: 'javascript:alert(1)' }]} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Click here')).toBeInTheDocument();
  });

  it('sanitises HTML: scripts and handlers gone, unsafe hrefs dropped, safe ones kept', () => {
    const { container } = renderWithProviders(
      <SafeServerText
        content={
          '<p onclick="x()">Hello <strong>user</strong> <a href="/fee">fees</a> <a href="https://evil.example.org">bad</a></p><script>window.pwned=1</script><img src=x onerror=alert(1)>'
        }
        allowOrigins={ALLOW}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.getByRole('link', { name: 'fees' })).toHaveAttribute('href', '/fee');
    expect(screen.getByText('bad').closest('a')).not.toHaveAttribute('href');
    expect(screen.getByText('user').tagName).toBe('STRONG');
  });

  it('renders nothing for empty or missing content', () => {
    const { container } = renderWithProviders(<SafeServerText content={null} />);
    // Only the providers' own toast region is there (ShellProviders): no text, no element of ours.
    expect(container).toHaveTextContent('');
    expect(Array.from(container.children).filter((child) => !child.hasAttribute('data-toast-region'))).toEqual([]);
  });
});
