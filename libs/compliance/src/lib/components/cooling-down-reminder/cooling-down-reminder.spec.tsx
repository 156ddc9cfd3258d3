import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiReminder } from '../../../testing/api-shapes';
import { CoolingDownReminder } from './cooling-down-reminder';

const reminder = apiReminder({
  content: 'You are in a 24-hour cooling-down period.',
  ok_button: 'View details',
  cancel_button: 'Not now',
  ok_button_router: '/myaccount/profile',
});

describe('CoolingDownReminder', () => {
  it('is titled "Notice"; ok navigates to the route', async () => {
    const onNavigate = jest.fn();
    const onDismiss = jest.fn();
    renderWithProviders(<CoolingDownReminder reminder={reminder} onNavigate={onNavigate} onDismiss={onDismiss} />);
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent('24-hour cooling-down period');
    await userEvent.click(screen.getByRole('button', { name: 'View details' }));
    expect(onNavigate).toHaveBeenCalledWith('/myaccount/profile');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('cancel only closes', async () => {
    const onNavigate = jest.fn();
    const onDismiss = jest.fn();
    renderWithProviders(<CoolingDownReminder reminder={reminder} onNavigate={onNavigate} onDismiss={onDismiss} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('ok goes to internal paths only: a URL on an allowed origin only closes (decision 0310)', async () => {
    const onNavigate = jest.fn();
    const onDismiss = jest.fn();
    renderWithProviders(
      <CoolingDownReminder
        reminder={apiReminder({ ...reminder, ok_button_router: 'https://www.example-exchange.test/myaccount' })}
        allowOrigins={['https://www.example-exchange.test']}
        onNavigate={onNavigate}
        onDismiss={onDismiss}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'View details' }));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('an unsafe route closes instead of navigating; default labels apply', async () => {
    const onNavigate = jest.fn();
    renderWithProviders(
      <CoolingDownReminder
        reminder={apiReminder({ content: 'x', ok_button_router: 'https://evil.example.org' })}
        onNavigate={onNavigate}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('is not shown without content', () => {
    renderWithProviders(<CoolingDownReminder reminder={apiReminder({ content: '' })} onNavigate={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
