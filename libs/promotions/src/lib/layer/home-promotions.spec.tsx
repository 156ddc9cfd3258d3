import { fixtureApi } from '@exchange/api/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visitorSiteContext } from '../../testing';
import { ALPHA_BANNER_CLOSED_AT_KEY, ALPHA_BANNER_LAST_INDEX_KEY } from '../rules/alpha-banner';
import { HomeBanners, HomePromoCards, fetchAlphaPlans } from './home-promotions';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/' }));

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const bannerPlan = {
  plan_id: '101',
  plan_name: 'banner-2',
  title: 'Trade BTC with zero fees this week',
  content: 'Limited-time campaign.',
  img: '',
  img_h5: '',
  url: '/trade/BTC_USDT',
  position: 'index',
  extras: null,
};
const alpha = (currency: string) => ({
  currency,
  card: [
    { id: '2', title: 'Second card', url: '/alpha', img: '', img_v2: '', sort: 2, plan_name: 'a2', data_type: '1' },
    { id: '1', title: 'First card', url: '/alpha/PEPE', img: '', img_v2: '', sort: 1, plan_name: 'a1', data_type: '1' },
    { id: '3', title: 'Third card', url: '/pre-market', img: '', img_v2: '', sort: 3, plan_name: 'a3', data_type: '1' },
  ],
});
const NONE = { card: [], currency: '' };

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  document.cookie = 'finger_print=; path=/; max-age=0';
  document.cookie = `${ALPHA_BANNER_CLOSED_AT_KEY}=; path=/; max-age=0`;
});

describe('HomeBanners (spec 03 §4: banner 2 and the alpha banner show when a plan is returned)', () => {
  it('shows homepage banner 2 from position index, resource_type 4, with a localized link', async () => {
    const { client } = renderWithProviders(<HomeBanners context={{ ...visitorSiteContext, locale: 'zh' }} />, {
      with: fixtureApi({
        targetedPopupPlan: bannerPlan,
        alphaUserPlans: NONE,
      }),
    });
    expect(await screen.findByRole('region', { name: bannerPlan.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Trade BTC/ })).toHaveAttribute('href', '/zh/trade/BTC_USDT');
    expect(client.calls).toContainEqual({ name: 'targetedPopupPlan', input: { position: 'index', resource_type: 4 } });
  });

  it('renders nothing when neither call returns a plan', async () => {
    const { client } = renderWithProviders(<HomeBanners context={visitorSiteContext} />, {
      with: fixtureApi({ targetedPopupPlan: null, alphaUserPlans: NONE }),
    });
    await waitFor(() => expect(client.calls.map((c) => c.name)).toContain('targetedPopupPlan'));
    await settle();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('rotates the alpha cards round-robin per currency across page loads (stored last index, sort order)', async () => {
    document.cookie = 'finger_print=rotation; path=/'; // its own device id: no answer shared with other tests
    const titles: string[] = [];
    for (let load = 0; load < 4; load += 1) {
      const view = renderWithProviders(<HomeBanners context={visitorSiteContext} />, {
        with: fixtureApi({ targetedPopupPlan: null, alphaUserPlans: alpha('PEPE') }),
      });
      const banner = await screen.findByRole('complementary', { name: 'Alpha picks' });
      titles.push(banner.textContent ?? '');
      view.unmount();
      // the next page load comes later than the duplicate-fetch guard
      await act(() => new Promise((resolve) => setTimeout(resolve, 1010)));
    }
    expect(titles.map((t) => /(First|Second|Third) card/.exec(t)?.[1])).toEqual(['First', 'Second', 'Third', 'First']);
    expect(JSON.parse(window.localStorage.getItem(ALPHA_BANNER_LAST_INDEX_KEY) ?? '{}')).toEqual({ PEPE: 0 });
  }, 20_000); // four page loads in a row: the default 5 s is close on a busy 2-core machine

  it("sends the visitor's display currency with get-user-plans (spec 03 §7 currency, decision 1821)", async () => {
    document.cookie = 'finger_print=currency; path=/';
    const view = renderWithProviders(<HomeBanners context={visitorSiteContext} />, {
      with: fixtureApi({ targetedPopupPlan: null, alphaUserPlans: alpha('TRY') }),
    });
    await screen.findByRole('complementary', { name: 'Alpha picks' });
    const call = view.client.calls.find((c) => c.name === 'alphaUserPlans');
    expect(call?.input).toEqual({ resource_type: 5, device_id: 'currency', currency: 'USD' });
    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1010)));
  });

  it('stays hidden for 24 h after the user closed it, and does not even fetch', async () => {
    document.cookie = 'finger_print=closing; path=/';
    const view = renderWithProviders(<HomeBanners context={visitorSiteContext} />, {
      with: fixtureApi({ targetedPopupPlan: null, alphaUserPlans: alpha('WIF') }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close alpha banner' }));
    const closedAt = Number(window.localStorage.getItem(ALPHA_BANNER_CLOSED_AT_KEY));
    expect(Date.now() - closedAt).toBeLessThan(5000);
    // The cookie copy the server reads to draw the page without the banner's room (decision 1820).
    expect(document.cookie).toContain(`${ALPHA_BANNER_CLOSED_AT_KEY}=${closedAt}`);
    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1010)));
    const again = renderWithProviders(<HomeBanners context={visitorSiteContext} />, {
      with: fixtureApi({ targetedPopupPlan: null, alphaUserPlans: alpha('WIF') }),
    });
    await settle();
    await settle();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(again.client.calls.map((c) => c.name)).not.toContain('alphaUserPlans');
  });
});

describe('HomeBanners inside the native app (spec 03 §6: alpha needs Android 658020 / iOS 202504080001)', () => {
  it.each([
    ['iOS 202504080000', { platform: 'ios', build: 202504080000 }, false],
    ['iOS 202504080001', { platform: 'ios', build: 202504080001 }, true],
    ['Android 658019', { platform: 'android', build: 658019 }, false],
    ['Android 658020', { platform: 'android', build: 658020 }, true],
  ] as const)('%s: alpha banner fetched = %s', async (_label, app, fetched) => {
    document.cookie = `finger_print=app-${app.platform}-${app.build}; path=/`;
    const context = { ...visitorSiteContext, nativeApp: app };
    const view = renderWithProviders(<HomeBanners context={context} />, {
      with: fixtureApi({ targetedPopupPlan: null, alphaUserPlans: alpha('GATE') }),
    });
    if (fetched) expect(await screen.findByRole('complementary', { name: 'Alpha picks' })).toBeInTheDocument();
    else {
      await settle();
      await settle();
      expect(screen.queryByRole('complementary', { name: 'Alpha picks' })).not.toBeInTheDocument();
    }
    expect(view.client.calls.map((c) => c.name).includes('alphaUserPlans')).toBe(fetched);
    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1010)));
  });
});

describe('fetchAlphaPlans (spec 03 §9: duplicate alpha banner fetch guard 1 s)', () => {
  it('shares one request within 1 s and sends another after it', async () => {
    const call = jest.fn(() => Promise.resolve(NONE));
    const client = { call } as unknown as Parameters<typeof fetchAlphaPlans>[0];
    const t0 = 1_700_000_000_000;
    const first = fetchAlphaPlans(client, { device_id: 'd1' }, t0);
    expect(fetchAlphaPlans(client, { device_id: 'd1' }, t0 + 999)).toBe(first);
    expect(call).toHaveBeenCalledTimes(1);
    fetchAlphaPlans(client, { device_id: 'd1' }, t0 + 1000);
    expect(call).toHaveBeenCalledTimes(2);
    fetchAlphaPlans(client, { device_id: 'd2' }, t0 + 1001);
    expect(call).toHaveBeenCalledTimes(3);
    expect(call).toHaveBeenLastCalledWith('alphaUserPlans', { resource_type: 5, device_id: 'd2' });
  });
});

describe('HomePromoCards (spec 03 §2, §7 dlGetTaskInfo and getTaskEmbedRegister; spec 01 §9)', () => {
  const tasks = {
    downloadTaskInfo: { has_dl_task: 1, reward_num: '50', reward_currency: 'USDT' },
    registerTaskInfo: { has_register_task: 1, reward_num: '100', reward_currency: 'USDT', newbie_prize_num: '60' },
  };

  it('shows a visitor both cards from the task calls; the app card opens the $40,000 reward modal', async () => {
    const { client } = renderWithProviders(<HomePromoCards context={visitorSiteContext} />, { with: fixtureApi(tasks) });
    expect(await screen.findByRole('heading', { name: 'Get started' })).toBeInTheDocument();
    expect(await screen.findByText('Up to 100 USDT in rewards')).toBeInTheDocument();
    expect(client.calls).toEqual(
      expect.arrayContaining([
        { name: 'downloadTaskInfo', input: { const_id: 'app-download' } },
        { name: 'registerTaskInfo', input: { const_id: 'register' } },
      ]),
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download the app, win up to $40,000' });
    expect(dialog).toHaveTextContent('Your app-download reward: 50 USDT');
  });

  it('shows a logged-in user only the app-download card', async () => {
    const { client } = renderWithProviders(
      <HomePromoCards context={{ ...visitorSiteContext, user: { isLoggedIn: true, uid: '1', nickname: 'u' } }} />,
      { with: fixtureApi(tasks) },
    );
    expect(await screen.findByText('$40,000 bonus')).toBeInTheDocument();
    expect(screen.queryByText('Up to 100 USDT in rewards')).not.toBeInTheDocument();
    expect(client.calls.map((c) => c.name)).not.toContain('registerTaskInfo');
  });

  it('shows no app card in the app web view', async () => {
    renderWithProviders(<HomePromoCards context={{ ...visitorSiteContext, inAppWebview: true }} />, { with: fixtureApi(tasks) });
    expect(await screen.findByText('Up to 100 USDT in rewards')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('$40,000 bonus')).not.toBeInTheDocument());
  });
});
