import { AnalyticsProvider } from '@exchange/analytics';
import { analyticsSiteContext, recordingAnalyticsClient } from '@exchange/analytics/testing';
import { fixtureApi } from '@exchange/api/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vipUpgradedPlan } from '../../../testing/fixtures';
import { VipPopup } from './vip-popup';

/** Let the dialog mount or unmount under fake timers (its presence logic uses timers and frames). */
async function settle(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('VipPopup (spec 03 §4)', () => {
  it('shows nothing without a plan', () => {
    renderWithProviders(<VipPopup plan={null} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the tier benefit card with the plan button', async () => {
    renderWithProviders(<VipPopup plan={vipUpgradedPlan} />);
    expect(await screen.findByRole('dialog', { name: vipUpgradedPlan.title })).toBeInTheDocument();
    expect(screen.getByText('VIP 3')).toBeInTheDocument();
    expect(screen.getByText('Lower trading fees')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my benefits' })).toHaveAttribute('href', '/vip');
  });

  it("loads its header and benefit images only from site paths and the site's image origins (issue 26 item 6)", async () => {
    const extras = vipUpgradedPlan.extras;
    if (!extras) throw new Error('the fixture has extras');
    const plan = {
      ...vipUpgradedPlan,
      img: 'https://evil.example/vip.png',
      extras: {
        ...extras,
        benefits: extras.benefits.map((benefit, i) => ({
          ...benefit,
          img: ['https://static.exchange.example/b.png', 'javascript:alert(1)', '//evil.example/b.png'][i] ?? '',
        })),
      },
    };
    renderWithProviders(<VipPopup plan={plan} imageOrigins={['https://static.exchange.example']} />);
    const dialog = await screen.findByRole('dialog', { name: vipUpgradedPlan.title });
    expect([...dialog.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://static.exchange.example/b.png']);
  });

  it('closes on the close button', async () => {
    const onClose = jest.fn();
    renderWithProviders(<VipPopup plan={vipUpgradedPlan} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose.mock.calls).toEqual([['user']]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the button reports the action and closes; an unsafe url becomes a plain button', async () => {
    const onAction = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<VipPopup plan={{ ...vipUpgradedPlan, url: 'javascript:alert(1)' }} onAction={onAction} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'View my benefits' }));
    expect(screen.queryByRole('link', { name: 'View my benefits' })).not.toBeInTheDocument();
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('action');
  });
});

describe('VipPopup auto-close (spec 03 §9: 10 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes by itself 10 s after it opens', async () => {
    const onClose = jest.fn();
    renderWithProviders(<VipPopup plan={vipUpgradedPlan} onClose={onClose} />);
    await settle(100);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await settle(9_899);
    expect(onClose).not.toHaveBeenCalled();
    await settle(1);
    expect(onClose).toHaveBeenCalledWith('auto');
    await settle(100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not fire the auto-close after a manual close', async () => {
    const onClose = jest.fn();
    renderWithProviders(<VipPopup plan={vipUpgradedPlan} onClose={onClose} />);
    await settle(100);
    await act(async () => screen.getByRole('button', { name: 'Close' }).click());
    await settle(100); // the dialog machine handles the click
    await settle(100); // React renders the dismissal
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await settle(20_000);
    expect(onClose.mock.calls).toEqual([['user']]);
  });
});

describe('VipPopup analytics (decision 1200; spec 03 §9 exposure delay 1 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderTracked = (ui: ReactElement) => {
    const recorder = recordingAnalyticsClient();
    renderWithProviders(
      <AnalyticsProvider context={analyticsSiteContext} bigData client={recorder.client}>
        {ui}
      </AnalyticsProvider>,
      { with: fixtureApi() },
    );
    return recorder;
  };
  const planProps = { plan_id: vipUpgradedPlan.plan_id, type: vipUpgradedPlan.extras?.vip_popup_type };

  it('reports the view once it has been open 1 s, then the auto close', async () => {
    const recorder = renderTracked(<VipPopup plan={vipUpgradedPlan} />);
    await settle(900);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(recorder.names()).toEqual([]);
    await settle(200);
    expect(recorder.events).toEqual([{ name: 'vip_popup_view', props: planProps }]);
    await settle(9_000);
    expect(recorder.events).toEqual([
      { name: 'vip_popup_view', props: planProps },
      { name: 'vip_popup_close', props: { ...planProps, reason: 'auto' } },
    ]);
  });

  it('reports the action press, and no view when it was closed within 1 s', async () => {
    const recorder = renderTracked(<VipPopup plan={{ ...vipUpgradedPlan, url: 'javascript:alert(1)' }} />);
    await settle(100);
    act(() => screen.getByRole('button', { name: 'View my benefits' }).click());
    await settle(2_000);
    expect(recorder.events).toEqual([{ name: 'vip_popup_click', props: planProps }]);
  });
});
