import { AnalyticsProvider } from '@exchange/analytics';
import { recordingAnalyticsClient } from '@exchange/analytics/testing';
import { fixtureApi, type FixtureData } from '@exchange/api/testing';
import { reportEvent } from '@exchange/monitoring';
import { renderWithProviders } from '@exchange/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { visitorSiteContext } from '../../testing';
import { HomeBanners, HomePromoCards } from './home-promotions';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/' }));
jest.mock('@exchange/monitoring', () => ({ ...jest.requireActual('@exchange/monitoring'), reportEvent: jest.fn() }));

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

const bannerPlan = {
  plan_id: '101',
  plan_name: 'banner-2',
  title: 'Trade BTC with zero fees this week',
  content: '',
  img: '',
  img_h5: '',
  url: '/trade/BTC_USDT',
  position: 'index',
  extras: null,
};
const alphaPlans = {
  currency: 'TRK',
  card: [{ id: '7', title: 'Alpha seven', url: '/alpha', img: '', img_v2: '', sort: 1, plan_name: 'a7', data_type: '1' }],
};
const NONE = { card: [], currency: '' };
/** The exposure comes 1 s after the surface mounts: wait longer than waitFor's default second. */
const EXPOSED = { timeout: 5000 };

/** The component inside an AnalyticsProvider (bigData on) whose client records every tracked event. */
function renderTracked(ui: ReactElement, fixtures: FixtureData) {
  const recorder = recordingAnalyticsClient();
  const view = renderWithProviders(
    <AnalyticsProvider context={visitorSiteContext} bigData client={recorder.client}>
      {ui}
    </AnalyticsProvider>,
    { with: fixtureApi(fixtures) },
  );
  return { ...view, recorder };
}

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(reportEvent).mockClear();
});
afterEach(() => {
  document.cookie = 'finger_print=; path=/; max-age=0';
});

describe('HomeBanners analytics (issue 12 item 6; spec 03 §9 exposure delay 1 s)', () => {
  it('reports banner 2 through the analytics client once, then its click; never through monitoring', async () => {
    const { recorder } = renderTracked(<HomeBanners context={visitorSiteContext} />, {
      targetedPopupPlan: bannerPlan,
      alphaUserPlans: NONE,
    });
    await screen.findByRole('region', { name: bannerPlan.title });
    // The 1 s delay itself and the closed-sooner guard are the components' (home-banner, alpha-banner specs, fake timers).
    await waitFor(() => expect(recorder.events).toContainEqual({ name: 'home_banner_view', props: { plan_id: '101' } }), EXPOSED);
    const link = screen.getByRole('link', { name: /Trade BTC/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(recorder.events).toContainEqual({ name: 'home_banner_click', props: { plan_id: '101' } });
    expect(recorder.names().filter((name) => name === 'home_banner_view')).toHaveLength(1);
    expect(reportEvent).not.toHaveBeenCalled();
  });

  it('reports the alpha banner exposure, its click and its close with the card id', async () => {
    document.cookie = 'finger_print=analytics-alpha; path=/';
    const { recorder } = renderTracked(<HomeBanners context={visitorSiteContext} />, {
      targetedPopupPlan: null,
      alphaUserPlans: alphaPlans,
    });
    const banner = await screen.findByRole('complementary', { name: 'Alpha picks' });
    await waitFor(() => expect(recorder.events).toContainEqual({ name: 'alpha_banner_view', props: { card_id: '7' } }), EXPOSED);
    const link = screen.getByRole('link', { name: 'Alpha seven' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await userEvent.click(screen.getByRole('button', { name: 'Close alpha banner' }));
    expect(banner).not.toBeInTheDocument();
    expect(recorder.events.slice(-2)).toEqual([
      { name: 'alpha_banner_click', props: { card_id: '7' } },
      { name: 'alpha_banner_close', props: { card_id: '7' } },
    ]);
    expect(reportEvent).not.toHaveBeenCalled();
  });

  it('sends nothing on a site without the bigData switch', async () => {
    const recorder = recordingAnalyticsClient();
    renderWithProviders(
      <AnalyticsProvider context={visitorSiteContext} bigData={false} client={recorder.client}>
        <HomeBanners context={visitorSiteContext} />
      </AnalyticsProvider>,
      { with: fixtureApi({ targetedPopupPlan: bannerPlan, alphaUserPlans: NONE }) },
    );
    await screen.findByRole('region', { name: bannerPlan.title });
    await wait(1300);
    expect(recorder.events).toEqual([]);
  });
});

describe('HomePromoCards analytics', () => {
  it('reports each card after 1 s on screen and the app-download card press', async () => {
    const { recorder } = renderTracked(<HomePromoCards context={visitorSiteContext} />, {
      downloadTaskInfo: { has_dl_task: 1, reward_num: '50', reward_currency: 'USDT' },
      registerTaskInfo: { has_register_task: 1, reward_num: '100', reward_currency: 'USDT', newbie_prize_num: '60' },
    });
    await screen.findByRole('heading', { name: 'Get started' });
    await waitFor(
      () =>
        expect(recorder.events).toEqual(
          expect.arrayContaining([
            { name: 'promo_card_view', props: { card: 'signup' } },
            { name: 'promo_card_view', props: { card: 'app_download' } },
          ]),
        ),
      EXPOSED,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Download' }));
    expect(recorder.events).toContainEqual({ name: 'promo_card_click', props: { card: 'app_download' } });
  });
});
