import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { analyticsSiteContext, renderWithAnalytics } from '../../testing';
import { AnalyticsConsentToggle } from '../components/analytics-consent-toggle/analytics-consent-toggle';
import { ANALYTICS_POLICY } from '../rules/analytics-policy';
import { useTrack } from './analytics-provider';

function Reporter({ name, props }: { name: string; props?: Record<string, unknown> }) {
  const track = useTrack();
  useEffect(() => track(name, props), [track, name, props]);
  return <button onClick={() => track('reporter_click', { email: 'jane@example.com' })}>report</button>;
}

const collected = (client: { calls: { name: string; input: unknown }[] }) =>
  client.calls
    .filter((call) => call.name === 'analyticsCollect')
    .flatMap((call) => (call.input as { events: { name: string; props: Record<string, unknown> }[] }).events);

const clearCookie = () => {
  document.cookie = 'analytics_consent=; Max-Age=0; Path=/';
};

beforeEach(() => {
  clearCookie();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  clearCookie();
});

describe('AnalyticsProvider', () => {
  it('sends an event reported before it was ready through analyticsCollect, in one batch after the flush delay', async () => {
    const { client } = renderWithAnalytics(<Reporter name="download_banner_view" props={{ site: 0 }} />);
    await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_POLICY.flushDelayMs));
    expect(collected(client)).toEqual([
      expect.objectContaining({ name: 'download_banner_view', props: { site: 0 }, session: expect.any(String) }),
    ]);
  });

  it('masks properties before the call (spec 03 §9)', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { client } = renderWithAnalytics(<Reporter name="page_view" />);
    await user.click(screen.getByRole('button', { name: 'report' }));
    await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_POLICY.flushDelayMs));
    const click = collected(client).find((e) => e.name === 'reporter_click');
    expect(click?.props['email']).toEqual(expect.any(String));
    expect(JSON.stringify(click)).not.toContain('jane@example.com');
  });

  it.each([
    ['the site has no bigData switch', { bigData: false }, ''],
    ['the visitor switched analytics off', {}, 'analytics_consent=0'],
    ['the page is in the app webview', { context: { ...analyticsSiteContext, inAppWebview: true } }, ''],
  ])('sends nothing when %s', async (_label, options, cookie) => {
    if (cookie) document.cookie = `${cookie}; Path=/`;
    const { client } = renderWithAnalytics(<Reporter name="download_banner_view" />, options);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(collected(client)).toEqual([]);
  });

  it('the footer switch turns collecting off and stores the choice', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { client } = renderWithAnalytics(
      <>
        <Reporter name="page_view" />
        <AnalyticsConsentToggle />
      </>,
    );
    const toggle = screen.getByRole('checkbox', { name: 'Share anonymous usage analytics' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(document.cookie).toContain('analytics_consent=0');
    await user.click(screen.getByRole('button', { name: 'report' }));
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(collected(client).map((e) => e.name)).not.toContain('reporter_click');
  });

  it('the switch is absent on a site without bigData', () => {
    renderWithAnalytics(<AnalyticsConsentToggle />, { bigData: false });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
