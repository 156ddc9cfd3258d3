import { ExchangeClientProvider, type AccountNotification } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import { AppProviders, type SiteContext } from '@exchange/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { accountSiteContext } from '../../testing';
import { useNotificationBell } from './use-notification-bell';

const note = (id: string, read: boolean): AccountNotification => ({
  id,
  category: 'system',
  kind: 'campaign',
  params: {},
  title: 'T',
  body: '',
  link: '',
  read,
  created_at: 0,
});

function Probe({ context }: { context: SiteContext }) {
  const bell = useNotificationBell(context);
  return <output data-testid="bell">{bell === null ? 'none' : `${bell.href}|${bell.unread}|${bell.label}`}</output>;
}

const renderBell = (context: SiteContext, list: AccountNotification[] | null, failed = false) => {
  const client = createFixtureClient(
    { accountNotifications: list === null ? null : { list } },
    failed ? { accountNotifications: 'network' } : {},
  );
  render(
    <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProviders locale="en" messages={{}}>
        <Probe context={context} />
      </AppProviders>
    </ExchangeClientProvider>,
  );
  return client;
};

describe('useNotificationBell (decision 1945)', () => {
  it('counts the unread notifications of the centre, with the count in the name', async () => {
    renderBell(accountSiteContext, [note('a', false), note('b', true), note('c', false)]);
    await waitFor(() => expect(screen.getByTestId('bell')).toHaveTextContent('/myaccount/notifications|2|Notifications, 2 unread'));
  });

  it('says "Notifications" alone when everything is read', async () => {
    renderBell(accountSiteContext, [note('b', true)]);
    await waitFor(() => expect(screen.getByTestId('bell')).toHaveTextContent('|0|Notifications'));
  });

  it('shows no count when the read failed (its fallback is null)', async () => {
    renderBell(accountSiteContext, null, true);
    await waitFor(() => expect(screen.getByTestId('bell')).toHaveTextContent('|0|Notifications'));
  });

  it('is none for a visitor, who is never asked', () => {
    const client = renderBell({ ...accountSiteContext, user: { isLoggedIn: false, uid: null, nickname: null } }, [note('a', false)]);
    expect(screen.getByTestId('bell')).toHaveTextContent('none');
    expect(client.calls.map((c) => c.name)).not.toContain('accountNotifications');
  });

  it('is none on a site that hides notifications (03 §3/§6 hiddenNotification: the US site)', () => {
    renderBell({ ...accountSiteContext, site: 'us' }, [note('a', false)]);
    expect(screen.getByTestId('bell')).toHaveTextContent('none');
  });
});
