import { accountSiteContext } from '@exchange/account/testing';
import { DEFAULT_HEADER_COMMON_DATA, EMPTY_COMPLIANCE } from '@exchange/api';
import { fixtureApi } from '@exchange/api/testing';
import { regionSwitches, type RegionSwitches } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShellData } from '@/server/shell-data';
import { SiteChrome } from './site-chrome';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

const OFF: RegionSwitches = { ...regionSwitches('main'), chatroom: false, bigData: false, authorizedLogin: [] };

const shellFor = (switches: RegionSwitches, context: SiteContext, site = 'main'): ShellData => ({
  context,
  siteName: 'Example Exchange',
  logo: { light: '/logo.svg', dark: '/logo-dark.svg' },
  hiddenThemeSwitch: switches.hiddenThemeSwitch,
  hiddenLangAndRate: switches.hiddenLangAndRate,
  switches,
  hiddenReferral: switches.hiddenReferral,
  header: {
    ...DEFAULT_HEADER_COMMON_DATA,
    lang_list: [
      { lang: 'en', name: 'English' },
      { lang: 'zh', name: '中文' },
    ],
  } as ShellData['header'],
  footer: { links: site === 'main' ? [{ id: 'download', href: '/mobileapp', newTab: false }] : [], copyright: '© 2026 Example Exchange' },
  loginHref: '/login',
  signupHref: '/signup',
  fallback: {},
  monitoringEndpoint: null,
  sandbox: null,
  realtimeUrls: [],
  experiments: { newUserPopup: 0, newUserPopupSource: 'cookie', persist: null },
});

const visitor: SiteContext = { ...accountSiteContext, user: { isLoggedIn: false, uid: null, nickname: null }, pathname: '/', search: '' };
const member: SiteContext = { ...visitor, user: { isLoggedIn: true, uid: '10001', nickname: 'Ada' } };

const renderChrome = (switches: RegionSwitches, context: SiteContext) =>
  renderWithProviders(
    <SiteChrome site="main" locale="en" shell={shellFor(switches, context)}>
      <p>page</p>
    </SiteChrome>,
    { with: fixtureApi({ complianceCheck: EMPTY_COMPLIANCE, analyticsCollect: { accepted: true } }) },
  );

const openUserMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Account menu for Ada/ }));
  return screen.findByRole('menu');
};

/** What each switch hides, found in the rendered chrome (decision 1203). */
const probes: Record<string, { context: SiteContext; present: () => Promise<boolean> }> = {
  hiddenReferral: {
    context: member,
    present: async () => within(await openUserMenu()).queryByRole('menuitem', { name: /Referral/ }) !== null,
  },
  hiddenNotification: {
    context: member,
    present: async () => within(await openUserMenu()).queryByRole('menuitem', { name: 'Notifications' }) !== null,
  },
  hiddenFooterSignup: {
    context: visitor,
    present: async () => within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Sign Up Now' }) !== null,
  },
  hiddenThemeSwitch: {
    context: visitor,
    present: async () => screen.queryByRole('button', { name: /theme/i }) !== null || screen.queryByRole('radiogroup') !== null,
  },
  hiddenLangAndRate: {
    context: visitor,
    present: async () => screen.queryByRole('button', { name: /Language/ }) !== null,
  },
  hiddenAppDownload: {
    context: visitor,
    present: async () => {
      try {
        await screen.findByRole('region', { name: 'Trade anytime, anywhere' }, { timeout: 1500 });
        return true;
      } catch {
        return false;
      }
    },
  },
};

beforeEach(() => {
  window.sessionStorage.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
});

describe('SiteChrome: every region switch takes effect (spec 03 §3, §6; issue 12 item 7)', () => {
  it.each(Object.keys(probes))('%s hides what it names, and only when set', async (flag) => {
    const probe = probes[flag];
    if (!probe) throw new Error(flag);
    const shown = renderChrome(OFF, probe.context);
    expect(await probe.present()).toBe(true);
    shown.unmount();
    renderChrome({ ...OFF, [flag]: true }, probe.context);
    expect(await probe.present()).toBe(false);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])(
    'bigData %p: the footer consent switch count is %p, and analytics events reach the collector only when on',
    async (bigData, count) => {
      const { client } = renderChrome({ ...OFF, bigData }, visitor);
      expect(screen.queryAllByRole('checkbox', { name: 'Share anonymous usage analytics' })).toHaveLength(count);
      // The download banner reports its view after 1 s; the client sends its batch 2 s later.
      await screen.findByRole('region', { name: 'Trade anytime, anywhere' });
      await new Promise((resolve) => setTimeout(resolve, 3500));
      const sent = client.calls.filter((call) => call.name === 'analyticsCollect');
      if (bigData) expect(sent.length).toBeGreaterThan(0);
      else expect(sent).toEqual([]);
    },
    15_000,
  );

  it('links under /en-us on the US site (spec 03 §2), login and signup on the US host', async () => {
    const us: SiteContext = { ...visitor, site: 'us', siteOrigins: { ...visitor.siteOrigins, us: 'https://us.example.test' } };
    renderWithProviders(
      <SiteChrome site="us" locale="en" shell={{ ...shellFor(regionSwitches('us'), us, 'us'), context: us }}>
        <p>page</p>
      </SiteChrome>,
      { with: fixtureApi({ complianceCheck: EMPTY_COMPLIANCE }) },
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/en-us/price'));
  });
});
