import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { ErrorFallback } from './error-fallback';

describe('ErrorFallback', () => {
  it('uses the spec labels and calls onRefresh', async () => {
    const user = userEvent.setup();
    const onRefresh = jest.fn();
    renderWithProviders(<ErrorFallback onRefresh={onRefresh} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalled();
  });
});
