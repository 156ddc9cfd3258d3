import { EMPTY_COMPLIANCE } from '@exchange/api';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newbiePrize, renderWithApi, visitorSiteContext } from '../../testing';
import { HIDDEN_APP_DOWNLOAD_SESSION_KEY } from '../browser/promotions-storage';
import { NEW_USER_POPUP_COUNTER_KEY } from '../rules/new-user-popup';
import { DownloadBannerLayer, PromotionsLayer } from './promotions-layer';

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

describe('PromotionsLayer', () => {
  it('opens the new-user popup for a visitor with the prize amounts, links to signup and stores the counter when it opens', async () => {
    renderWithApi(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={1} />, { newbiePrizePop: newbiePrize });
    const popup = await screen.findByRole('dialog', { name: 'Your welcome reward is waiting' });
    expect(popup).toHaveTextContent('10,000');
    expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
    expect(window.localStorage.getItem(NEW_USER_POPUP_COUNTER_KEY)).toMatch(/^1\/\d+$/);
  });

  it('links to signup in the page locale', async () => {
    pathname = '/zh';
    renderWithApi(<PromotionsLayer context={{ ...visitorSiteContext, locale: 'zh' }} newUserPopupVariant={1} />, {
      newbiePrizePop: newbiePrize,
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
    const { client } = renderWithApi(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={1} />, {
      newbiePrizePop: newbiePrize,
    });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(client.calls).toEqual([]);
  });

  it('stays off a suppressed page (the 404 view), for a logged-in user, and with the experiment off', async () => {
    const suppressed = renderWithApi(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={1} suppressed />, {
      newbiePrizePop: newbiePrize,
    });
    const loggedIn = renderWithApi(
      <PromotionsLayer context={{ ...visitorSiteContext, user: { isLoggedIn: true, uid: '1', nickname: 'u' } }} newUserPopupVariant={1} />,
      { newbiePrizePop: newbiePrize },
    );
    const off = renderWithApi(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={0} />, { newbiePrizePop: newbiePrize });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(suppressed.client.calls).toEqual([]);
    expect(loggedIn.client.calls).toEqual([]);
    expect(window.localStorage.getItem(NEW_USER_POPUP_COUNTER_KEY)).toBeNull();
    off.unmount();
  });

  it('stays closed when the prize call gives no amounts (spec 03 §8)', async () => {
    const { client } = renderWithApi(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={1} />, {
      newbiePrizePop: { group_A: { num: '0' }, group_B: { num_first: '0', num_second: '0' } },
    });
    await waitFor(() => expect(client.calls.map((c) => c.name)).toContain('newbiePrizePop'));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Close', async () => {
    renderWithApi(<PromotionsLayer context={visitorSiteContext} newUserPopupVariant={2} />, { newbiePrizePop: newbiePrize });
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
    renderWithApi(<DownloadBannerLayer context={{ ...visitorSiteContext, locale: 'zh' }} hiddenAppDownload={false} />, {
      complianceCheck: EMPTY_COMPLIANCE,
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
    renderWithApi(<DownloadBannerLayer context={{ ...visitorSiteContext, ...context }} hiddenAppDownload={hiddenAppDownload} />, {
      complianceCheck: EMPTY_COMPLIANCE,
    });
    await settle();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('stays hidden for a UK-limited visitor and on the trade page', async () => {
    setWidth(390);
    renderWithApi(<DownloadBannerLayer context={visitorSiteContext} hiddenAppDownload={false} />, {
      complianceCheck: { ...EMPTY_COMPLIANCE, limit: { ...EMPTY_COMPLIANCE.limit, is_uk_limit: true } },
    });
    pathname = '/trade/BTC_USDT';
    renderWithApi(<DownloadBannerLayer context={visitorSiteContext} hiddenAppDownload={false} />, { complianceCheck: EMPTY_COMPLIANCE });
    await settle();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
