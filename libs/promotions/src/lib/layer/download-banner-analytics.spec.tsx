import { AnalyticsProvider } from '@exchange/analytics';
import { EMPTY_COMPLIANCE } from '@exchange/api';
import { fixtureApi } from '@exchange/api/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visitorSiteContext } from '../../testing';
import { DownloadBannerLayer } from './download-banner-layer';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/' }));

const sentEvents = (calls: { name: string; input: unknown }[]) =>
  calls
    .filter((call) => call.name === 'analyticsCollect')
    .flatMap((call) => (call.input as { events: { name: string; props: Record<string, unknown> }[] }).events);

beforeEach(() => {
  window.sessionStorage.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  window.dispatchEvent(new Event('resize'));
});

describe('DownloadBannerLayer analytics (issue 12 item 6)', () => {
  it('reports the view after 1 s and the close through the analytics client', async () => {
    const { client } = renderWithProviders(
      <AnalyticsProvider context={visitorSiteContext} bigData>
        <DownloadBannerLayer context={visitorSiteContext} hiddenAppDownload={false} />
      </AnalyticsProvider>,
      { with: fixtureApi({ analyticsCollect: { accepted: true }, complianceCheck: EMPTY_COMPLIANCE }) },
    );
    await screen.findByRole('region', { name: 'Trade anytime, anywhere' });
    await waitFor(() => expect(sentEvents(client.calls).map((e) => e.name)).toContain('download_banner_view'), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(sentEvents(client.calls).map((e) => e.name)).toContain('download_banner_close'), { timeout: 5000 });
    expect(sentEvents(client.calls)[0]?.props).toEqual({ site: 0, path: '/' });
  }, 15_000);

  it('sends nothing on a site without the bigData switch', async () => {
    const { client } = renderWithProviders(
      <AnalyticsProvider context={visitorSiteContext} bigData={false}>
        <DownloadBannerLayer context={visitorSiteContext} hiddenAppDownload={false} />
      </AnalyticsProvider>,
      { with: fixtureApi({ analyticsCollect: { accepted: true }, complianceCheck: EMPTY_COMPLIANCE }) },
    );
    await screen.findByRole('region', { name: 'Trade anytime, anywhere' });
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(sentEvents(client.calls)).toEqual([]);
  }, 10_000);
});
