import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('says the list could not be loaded and retries on request', () => {
    const onRetry = jest.fn();
    renderWithProviders(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByText(/could not be loaded/i).closest('[role="alert"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when the page cannot ask again', () => {
    renderWithProviders(<LoadFailed />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
