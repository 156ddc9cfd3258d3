import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBusinessItem } from '../../../testing/api-shapes';
import { BusinessComplianceNotice } from './business-compliance-notice';

const item = apiBusinessItem({
  title: 'Service update',
  content: 'Some products change on 1 March. See the announcement.',
  text_link: [{ key: 'announcement', link: '/announcements/1' }],
  ok_button: 'Learn more',
  cancel_button: 'Later',
  ok_button_router: '/announcements/1',
  type: 'link',
});

describe('BusinessComplianceNotice', () => {
  it('shows when content exists, with links put in', () => {
    renderWithProviders(<BusinessComplianceNotice item={item} onNavigate={jest.fn()} />);
    expect(screen.getByText('Service update')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'announcement' })).toHaveAttribute('href', '/announcements/1');
  });

  it.each([[null], [{ ...item, content: '' }], [{ ...item, content: '   ' }]])('shows nothing without content (%#)', (input) => {
    renderWithProviders(<BusinessComplianceNotice item={input} onNavigate={jest.fn()} />);
    expect(screen.queryByLabelText('Compliance notice')).not.toBeInTheDocument();
  });

  it('ok navigates for a non-dismiss type, then closes', async () => {
    const onNavigate = jest.fn();
    renderWithProviders(<BusinessComplianceNotice item={item} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Learn more' }));
    expect(onNavigate).toHaveBeenCalledWith('/announcements/1');
    expect(screen.queryByText('Service update')).not.toBeInTheDocument();
  });

  it.each([
    ['dismiss type', { ...item, type: 'dismiss' }],
    ['unsafe router', { ...item, ok_button_router: 'https://evil.example.org' }],
  ])('ok only closes for %s', async (_label, input) => {
    const onNavigate = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<BusinessComplianceNotice item={input} onNavigate={onNavigate} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Learn more' }));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('cancel and × close; no_close_button hides ×', async () => {
    const { unmount } = renderWithProviders(<BusinessComplianceNotice item={item} onNavigate={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Service update')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<BusinessComplianceNotice item={{ ...item, no_close_button: true }} onNavigate={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('Service update')).not.toBeInTheDocument();
  });
});
