import { act, screen, within } from '@testing-library/react';
import { receivedEvents, renderWithAnalytics } from '../../../testing';
import { ANALYTICS_SENT_EVENT } from '../../browser/analytics-storage';
import { AnalyticsEventLog } from './analytics-event-log';

describe('AnalyticsEventLog', () => {
  it('lists the events the collector kept, newest first', async () => {
    renderWithAnalytics(<AnalyticsEventLog />, { fixtures: { analyticsEvents: { events: receivedEvents } } });
    const log = await screen.findByRole('region', { name: 'Analytics events received' });
    const items = await within(log).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual([
      'kyc_tip_bar_view',
      'download_banner_click',
      'download_banner_view',
    ]);
  });

  it('keeps only the last `limit` events', async () => {
    renderWithAnalytics(<AnalyticsEventLog limit={1} />, { fixtures: { analyticsEvents: { events: receivedEvents } } });
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when there are none, and reads again after a batch was accepted', async () => {
    let events = [] as typeof receivedEvents;
    const { client } = renderWithAnalytics(<AnalyticsEventLog />, { fixtures: { analyticsEvents: () => ({ events }) } });
    expect(await screen.findByText('No events yet.')).toBeInTheDocument();
    events = receivedEvents;
    act(() => {
      window.dispatchEvent(new CustomEvent(ANALYTICS_SENT_EVENT));
    });
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(client.calls.filter((c) => c.name === 'analyticsEvents').length).toBeGreaterThanOrEqual(2);
  });
});
