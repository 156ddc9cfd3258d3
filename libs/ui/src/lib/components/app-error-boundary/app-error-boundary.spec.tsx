import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getByRoleOutsideToasts, renderWithProviders } from '../../../testing/render';
import { AppErrorBoundary, reloadPage } from './app-error-boundary';

function Boom({ message = 'kaboom' }: { message?: string }): never {
  throw new Error(message);
}

describe('AppErrorBoundary (spec 01 §8)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React logs caught render errors; keep the test output clean.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('renders its children when nothing throws', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <p>fine</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('shows "Something went wrong" and a "Refresh" button, and reports the error', async () => {
    const user = userEvent.setup();
    const onError = jest.fn();
    const onRefresh = jest.fn();
    renderWithProviders(
      <AppErrorBoundary onError={onError} onRefresh={onRefresh}>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(getByRoleOutsideToasts('alert')).toHaveTextContent('Something went wrong');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'kaboom' }),
      expect.objectContaining({ componentStack: expect.any(String) }),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('still shows the fallback when the reporter throws', () => {
    renderWithProviders(
      <AppErrorBoundary
        onError={() => {
          throw new Error('sink down');
        }}
      >
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('reloads the page by default', () => {
    const reload = jest.fn();
    reloadPage({ reload });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
