import { createFakeMicroApp } from '@exchange/micro-app/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import { ChatroomPage } from './chatroom-page';

describe('ChatroomPage', () => {
  it('mounts the chatroom in the page with the group from the query', async () => {
    const fake = createFakeMicroApp({ name: 'chatroom' });
    renderWithProviders(<ChatroomPage site="main" locale="en" variant="chatroom" group="btc" loader={fake.loader} />);
    expect(screen.getByRole('heading', { name: 'Community chat' })).toBeVisible();
    await screen.findByText(/Micro-app chatroom/);
    expect(fake.calls.find((c) => c.step === 'mount')?.props?.extra['group']).toBe('btc');
  });

  it('the service page opens the service group and falls back to a ticket', async () => {
    const fake = createFakeMicroApp({ name: 'chatroom', check: { ok: false, status: 404 } });
    renderWithProviders(<ChatroomPage site="main" locale="ar" variant="service" loader={fake.loader} />);
    expect(await screen.findByRole('link', { name: /Customer service chat/ })).toHaveAttribute('href', '/ar/myaccount/tickets');
  });
});
