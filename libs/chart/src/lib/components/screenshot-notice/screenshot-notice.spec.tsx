import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScreenshotNotice } from './screenshot-notice';

describe('ScreenshotNotice (decision 1860)', () => {
  it('says nothing without a state, inside a polite status region', () => {
    renderWithProviders(<ScreenshotNotice state={null} onDismiss={jest.fn()} />);
    expect(screen.getByRole('status', { name: 'Screenshot' })).toBeEmptyDOMElement();
  });

  it('shows the upload under way, without a dismiss button', () => {
    renderWithProviders(<ScreenshotNotice state={{ kind: 'uploading' }} onDismiss={jest.fn()} />);
    expect(screen.getByRole('status', { name: 'Screenshot' })).toHaveTextContent('Uploading the screenshot…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links the shared snapshot in a new tab and can be dismissed', async () => {
    const onDismiss = jest.fn();
    renderWithProviders(<ScreenshotNotice state={{ kind: 'shared', url: 'https://charts.example/x/abc' }} onDismiss={onDismiss} />);
    const link = screen.getByRole('link', { name: 'Open snapshot' });
    expect(link).toHaveAttribute('href', 'https://charts.example/x/abc');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('explains the download fallback', () => {
    renderWithProviders(<ScreenshotNotice state={{ kind: 'downloaded-instead' }} onDismiss={jest.fn()} />);
    expect(screen.getByRole('status', { name: 'Screenshot' })).toHaveTextContent('the image was downloaded instead');
  });
});
