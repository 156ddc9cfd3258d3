import { EMPTY_COMPLIANCE, type TargetedPlan } from '@exchange/api';
import { fixtureApi } from '@exchange/api/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newbiePrize, visitorSiteContext } from '../../testing';
import { HIDDEN_APP_DOWNLOAD_SESSION_KEY } from '../browser/promotions-storage';
import { NEW_USER_POPUP_COUNTER_KEY } from '../rules/new-user-popup';
import { DownloadBannerLayer } from './download-banner-layer';
import { PromotionsLayer } from './promotions-layer';

let pathname = '/';
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => pathname }));

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  pathname = '/';
  window.localStorage.clear();
  window.sessionStorage.clear();
  push.mockReset();
});

const vipUser = { ...visitorSiteContext, user: { isLoggedIn: true, uid: '1', nickname: 'vip' } };
/** The api's answer for position vip_index (data.list[0], parsed; the schema also reads extras sent as a JSON string). */
const vipPlanAnswer: TargetedPlan = {
  plan_id: '204',
  plan_name: 'vip-4',
  title: 'Welcome to VIP 4',
  content: 'Your new tier is active.',
  img: '',
  img_h5: '',
  url: '/vip',
  position: 'vip_index',
  extras: {
    tier: 4,
    benefit_title: 'VIP 4 benefits',
    benefit_1_content: 'Lower trading fees',
    benefit_2_content: 'Higher withdrawal limits',
    benefit_3_content: '',
    benefit_1_img: '',
    benefit_2_img: '',
    benefit_3_img: '',
    button_copywriting: 'See my benefits',
    vip_popup_type: 'VIP_UPGRADED',
  },
};

const clearCookies = () => {
  for (const name of ['vip_popup_seen', 'exp_new_user_popup']) document.cookie = `${name}=; path=/; max-age=0`;
};

describe('PromotionsLayer: the VIP popup (spec 03 §4, §7 position vip_index, resource_type 5)', () => {
  afterEach(clearCookies);

  it('opens for a logged-in user on the home page when a plan is returned, with its benefits, and remembers the plan', async () => {
    const { client } = renderWithProviders(<PromotionsLayer context={vipUser} newUserPopupVariant={1} />, {
      with: fixtureApi({ targetedPopupPlan: vipPlanAnswer }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to VIP 4' });
    expect(dialog).toHaveAttribute('data-popup-type', 'VIP_UPGRADED');
    expect(dialog).toHaveTextContent('Lower trading fees');
    expect(screen.getByRole('link', { name: 'See my benefits' })).toHaveAttribute('href', '/vip');
    expect(client.calls).toEqual([{ name: 'targetedPopupPlan', input: { position: 'vip_index', resource_type: 5 } }]);
    await waitFor(() => expect(document.cookie).toContain('vip_popup_seen=204'));
  });

  it.each<[string, string, string, TargetedPlan | null, boolean]>([
    ['a plan already shown on this browser (the cookie holds its id)', '/', '101,204', vipPlanAnswer, true],
    ['no plan is returned', '/', '', null, true],
    ['a page other than home', '/trade/BTC_USDT', '', vipPlanAnswer, false],
  ])('stays closed for %s', async (_label, path, seen, answer, fetches) => {
    pathname = path;
    if (seen) document.cookie = `vip_popup_seen=${seen}; path=/`;
    const { client } = renderWithProviders(<PromotionsLayer context={vipUser} newUserPopupVariant={1} />, {
      with: fixtureApi({ targetedPopupPlan: answer }),
    });
    await settle();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(client.calls.length > 0).toBe(fetches);
  });

  it('closes by itself after 10 s (spec 03 §9)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      renderWithProviders(<PromotionsLayer context={vipUser} newUserPopupVariant={1} />, {
        with: fixtureApi({ targetedPopupPlan: vipPlanAnswer }),
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(500);
      });
      await waitFor(() => expect(screen.getByRole('dialog', { name: 'Welcome to VIP 4' })).toBeInTheDocument());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(9_000);
      });
      expect(screen.getByRole('dialog', { name: 'Welcome to VIP 4' })).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('PromotionsLayer: the experiment cookie (decision 1311)', () => {
  afterEach(clearCookies);

  it.each<[string, { cookie: string; maxAgeSeconds: number } | undefined, number, string]>([
    ['an assigned value is kept in the cookie', { cookie: 'exp_new_user_popup', maxAgeSeconds: 15_552_000 }, 2, 'exp_new_user_popup=2'],
    ['nothing is written when the server read the cookie', undefined, 1, ''],
    ['a malformed cookie name is refused', { cookie: 'exp;evil', maxAgeSeconds: 60 }, 1, ''],
  ])('%s', async (_label, persist, variant, expected) => {
    renderWithProviders(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={variant} persistExperiment={persist} />, {
      with: fixtureApi({
        newbiePrizePop: newbiePrize,
      }),
    });
    await settle();
    if (expected === '') expect(document.cookie).not.toContain('exp_');
    else expect(document.cookie).toContain(expected);
  });
});

describe('PromotionsLayer', () => {
  it('opens the new-user popup for a visitor with the prize amounts, links to signup and stores the counter when it opens', async () => {
    renderWithProviders(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={1} />, {
      with: fixtureApi({ newbiePrizePop: newbiePrize }),
    });
    const popup = await screen.findByRole('dialog', { name: 'Your welcome reward is waiting' });
    expect(popup).toHaveTextContent('10,000');
    expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
    expect(window.localStorage.getItem(NEW_USER_POPUP_COUNTER_KEY)).toMatch(/^1\/\d+$/);
  });

  it('links to signup in the page locale', async () => {
    pathname = '/zh';
    renderWithProviders(<PromotionsLayer context={{ ...visitorSiteContext, locale: 'zh' }} newUserPopupVariant={1} />, {
      with: fixtureApi({
        newbiePrizePop: newbiePrize,
      }),
    });
    expect(await screen.findByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/zh/signup');
  });

  it.each([
    ['the compliance tips page a blocked visitor is sent to', '/state_compliance_tips'],
    ['the login page', '/login'],
    ['the signup page in Chinese', '/zh/signup'],
    ['a legal page', '/user-agreement'],
  ])('stays off %s', async (_label, path) => {
    pathname = path;
    const { client } = renderWithProviders(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={1} />, {
      with: fixtureApi({
        newbiePrizePop: newbiePrize,
      }),
    });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(client.calls).toEqual([]);
  });

  it('stays off a suppressed page (the 404 view), for a logged-in user, and with the experiment off', async () => {
    const suppressed = renderWithProviders(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={1} suppressed />, {
      with: fixtureApi({
        newbiePrizePop: newbiePrize,
      }),
    });
    const loggedIn = renderWithProviders(
      <PromotionsLayer context={{ ...visitorSiteContext, user: { isLoggedIn: true, uid: '1', nickname: 'u' } }} newUserPopupVariant={1} />,
      { with: fixtureApi({ newbiePrizePop: newbiePrize }) },
    );
    const off = renderWithProviders(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={0} />, {
      with: fixtureApi({ newbiePrizePop: newbiePrize }),
    });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(suppressed.client.calls).toEqual([]);
    expect(loggedIn.client.calls.map((c) => c.name)).not.toContain('newbiePrizePop');
    expect(window.localStorage.getItem(NEW_USER_POPUP_COUNTER_KEY)).toBeNull();
    off.unmount();
  });

  it('stays closed when the prize call gives no amounts (spec 03 §8)', async () => {
    const { client } = renderWithProviders(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={1} />, {
      with: fixtureApi({
        newbiePrizePop: { group_A: { num: '0' }, group_B: { num_first: '0', num_second: '0' } },
      }),
    });
    await waitFor(() => expect(client.calls.map((c) => c.name)).toContain('newbiePrizePop'));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Close', async () => {
    renderWithProviders(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={2} />, {
      with: fixtureApi({ newbiePrizePop: newbiePrize }),
    });
    const popup = await screen.findByRole('dialog', { name: 'Your welcome reward is waiting' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(popup).not.toBeVisible());
  });
});

const ACTION = 'Open App';

describe('DownloadBannerLayer', () => {
  const setWidth = (width: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  };

  it('shows the banner on a phone on the main site and opens the download page in the locale', async () => {
    setWidth(390);
    renderWithProviders(<DownloadBannerLayer context={{ ...visitorSiteContext, locale: 'zh' }} hiddenAppDownload={false} />, {
      with: fixtureApi({
        complianceCheck: EMPTY_COMPLIANCE,
      }),
    });
    await screen.findByRole('region', { name: 'Trade anytime, anywhere' });
    await userEvent.click(screen.getByRole('button', { name: ACTION }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/zh/mobileapp'));
  });

  it.each<[string, () => void, Partial<typeof visitorSiteContext>, boolean]>([
    ['on desktop', () => setWidth(1440), {}, false],
    ['with the site switch hiddenAppDownload', () => setWidth(390), {}, true],
    ['with the session flag', () => (setWidth(390), window.sessionStorage.setItem(HIDDEN_APP_DOWNLOAD_SESSION_KEY, '1')), {}, false],
    ['on the US site', () => setWidth(390), { site: 'us' }, false],
    ['in the app web view', () => setWidth(390), { inAppWebview: true }, false],
  ])('stays hidden %s', async (_label, arrange, context, hiddenAppDownload) => {
    arrange();
    renderWithProviders(<DownloadBannerLayer context={{ ...visitorSiteContext, ...context }} hiddenAppDownload={hiddenAppDownload} />, {
      with: fixtureApi({
        complianceCheck: EMPTY_COMPLIANCE,
      }),
    });
    await settle();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('stays hidden for a UK-limited visitor and on the trade page', async () => {
    setWidth(390);
    renderWithProviders(<DownloadBannerLayer context={visitorSiteContext} hiddenAppDownload={false} />, {
      with: fixtureApi({
        complianceCheck: { ...EMPTY_COMPLIANCE, limit: { ...EMPTY_COMPLIANCE.limit, is_uk_limit: true } },
      }),
    });
    pathname = '/trade/BTC_USDT';
    renderWithProviders(<DownloadBannerLayer context={visitorSiteContext} hiddenAppDownload={false} />, {
      with: fixtureApi({ complianceCheck: EMPTY_COMPLIANCE }),
    });
    await settle();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
