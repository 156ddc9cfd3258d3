import { EMPTY_COMPLIANCE, ENDPOINTS, businessComplianceItemSchema, type ComplianceCheck } from '@exchange/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { apiCheck, complianceSiteContext as visitor, renderWithApi } from '../../testing';
import { ComplianceTopNotice, useComplianceFooterRows } from './compliance-chrome';
import { ComplianceLayer, type ComplianceLayerProps } from './compliance-layer';

const replace = jest.fn();
const push = jest.fn();
const refresh = jest.fn();
let pathname = '/';
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push, refresh }), usePathname: () => pathname }));

const loggedIn = { ...visitor, user: { isLoggedIn: true, uid: '2001', nickname: 'trader' } };
const check = (overrides: Partial<ComplianceCheck>): ComplianceCheck => ({ ...EMPTY_COMPLIANCE, ...overrides });

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

beforeEach(() => {
  replace.mockReset();
  push.mockReset();
  refresh.mockReset();
  pathname = '/';
  clearCookies();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('ComplianceLayer', () => {
  it('re-applies the gate in the browser: a blocked country is sent to the tips page in its locale (spec 01 §4)', async () => {
    pathname = '/zh/trade/BTC_USDT';
    renderWithApi(<ComplianceLayer context={{ ...visitor, locale: 'zh' }} allowOrigins={[]} />, {
      complianceCheck: check({ limit: { ...EMPTY_COMPLIANCE.limit, is_blocked_country: true } }),
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/zh/state_compliance_tips'));
  });

  it('leaves an open page alone', async () => {
    const { client } = renderWithApi(<ComplianceLayer context={visitor} allowOrigins={[]} />, { complianceCheck: check({}) });
    await waitFor(() => expect(client.calls.map((c) => c.name)).toContain('complianceCheck'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('queues the only-withdraw notice for a withdraw-only user; Create Ticket goes to the tickets page in the locale', async () => {
    renderWithApi(<ComplianceLayer context={{ ...loggedIn, locale: 'zh' }} allowOrigins={[]} />, {
      userInfo: { ...ENDPOINTS.userInfo.fallback, uid: '2001', verified: 2, country: 0 },
      complianceCheck: check({ toast: { ...EMPTY_COMPLIANCE.toast, is_withdraw_only_user: true } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawals only' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(push).toHaveBeenCalledWith('/zh/myaccount/tickets');
  });

  it('shows the user agreement for status 1 and posts the agreement on submit (spec 03 §4)', async () => {
    const { client } = renderWithApi(<ComplianceLayer context={loggedIn} allowOrigins={[]} />, {
      agreementStatus: { status: 1, content: 'Please accept the new terms.', submit_button: 'I Agree' },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'User Agreement' });
    expect(dialog).toHaveTextContent('Please accept the new terms.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    await waitFor(() => expect(client.calls.map((c) => c.name)).toContain('agreementSubmit'));
  });

  it('asks a visitor for no agreement and no declaration', async () => {
    const { client } = renderWithApi(<ComplianceLayer context={{ ...visitor, site: 'tr', locale: 'tr' }} allowOrigins={[]} />, {
      agreementStatus: { status: 1, content: 'Terms', submit_button: '' },
      declarationStatus: { status: 1 },
    });
    await waitFor(() => expect(client.calls.map((c) => c.name)).toContain('complianceCheck'));
    expect(client.calls.map((c) => c.name)).not.toContain('agreementStatus');
    expect(client.calls.map((c) => c.name)).not.toContain('declarationStatus');
  });

  it.each<[string, 'tr' | 'main', boolean]>([
    ['a logged-in Turkey-site user must sign the declaration', 'tr', true],
    ['the declaration is Turkey-only (spec 03 §6)', 'main', false],
  ])('%s', async (_label, site, shown) => {
    const { client } = renderWithApi(<ComplianceLayer context={{ ...loggedIn, site }} allowOrigins={[]} />, {
      declarationStatus: { status: 1 },
    });
    if (shown) {
      expect(await screen.findByRole('alertdialog', { name: 'Customer Understanding Declaration' })).toBeInTheDocument();
    } else {
      await waitFor(() => expect(client.calls.map((c) => c.name)).toContain('complianceCheck'));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(client.calls.map((c) => c.name)).not.toContain('declarationStatus');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });

  it.each<[string, 'http' | 'code' | 'network', string]>([
    ['an HTTP failure shows the generic text', 'http', 'Your declaration could not be submitted. Please try again.'],
    ['a network failure shows the generic text', 'network', 'Your declaration could not be submitted. Please try again.'],
    ["a refusal shows the server's text", 'code', 'Fixture failure: code'],
  ])('a failed declaration submit keeps the dialog open with an alert (issue 13 item 6): %s', async (_label, kind, text) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = renderWithApi(
      <ComplianceLayer context={{ ...loggedIn, site: 'tr', locale: 'tr' }} allowOrigins={[]} />,
      { declarationStatus: { status: 1 } },
      { declarationSubmit: kind },
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Customer Understanding Declaration' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(client.calls.map((c) => c.name)).toContain('declarationSubmit');
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(refresh).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Declaration signing failed', `Fixture failure: ${kind}`);
    warn.mockRestore();
  });

  it('a successful declaration submit closes the dialog and refreshes the page (the footer link appears)', async () => {
    const { client } = renderWithApi(<ComplianceLayer context={{ ...loggedIn, site: 'tr', locale: 'tr' }} allowOrigins={[]} />, {
      declarationStatus: { status: 1 },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Customer Understanding Declaration' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(client.calls.map((c) => c.name)).toContain('declarationSubmit');
    expect(refresh).toHaveBeenCalled();
  });

  it.each<[string, 'eu' | 'main', boolean]>([
    ['on the EU site a link to an upcoming feature opens "Stay tuned!" instead of navigating (spec 03 §1)', 'eu', true],
    ['on the main site the same link navigates', 'main', false],
  ])('%s', async (_label, site, intercepted) => {
    const navigated = jest.fn();
    renderWithApi(
      <>
        <a
          href="/futures/usdt/BTC_USDT"
          onClick={(event) => {
            if (!event.defaultPrevented) navigated();
            event.preventDefault();
          }}
        >
          Futures
        </a>
        <ComplianceLayer context={{ ...visitor, site }} allowOrigins={[]} />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Futures' }));
    if (intercepted) {
      expect(await screen.findByRole('dialog', { name: 'Stay tuned!' })).toBeInTheDocument();
      expect(navigated).not.toHaveBeenCalled();
    } else {
      expect(navigated).toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });
});

describe('ComplianceTopNotice (spec 02 §4)', () => {
  it('shows the business notice with content; an unsafe ok_button_router only closes it', async () => {
    renderWithApi(<ComplianceTopNotice context={visitor} allowOrigins={[]} />, {
      complianceCheck: apiCheck({
        business: { reminder: null, content: 'Service update tonight.', ok_button: 'Details', ok_button_router: 'https://evil.example/' },
      }),
    });
    const notice = await screen.findByLabelText('Compliance notice');
    expect(notice).toHaveTextContent('Service update tonight.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(screen.queryByLabelText('Compliance notice')).not.toBeInTheDocument());
    expect(push).not.toHaveBeenCalled();
  });

  it('shows nothing without content', async () => {
    const { client } = renderWithApi(<ComplianceTopNotice context={visitor} allowOrigins={[]} />, {
      complianceCheck: apiCheck({ business: { reminder: null, content: '   ' } }),
    });
    await waitFor(() => expect(client.calls.map((c) => c.name)).toContain('complianceCheck'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByLabelText('Compliance notice')).not.toBeInTheDocument();
  });
});

describe('useComplianceFooterRows (spec 01 §7/§8)', () => {
  function Footer(props: ComplianceLayerProps) {
    const rows: ReactNode[] = useComplianceFooterRows(props);
    return <footer>{rows}</footer>;
  }

  it("fetches the site's footer tips by its sub-site id and renders them", async () => {
    const { client } = renderWithApi(<Footer context={{ ...visitor, site: 'uk' }} allowOrigins={[]} />, {
      footerTips: [businessComplianceItemSchema.parse({ title: 'Risk warning', content: 'Crypto-assets are risky.' })],
    });
    const aside = await screen.findByRole('complementary', { name: 'Compliance information' });
    expect(aside).toHaveTextContent('Crypto-assets are risky.');
    expect(client.calls.find((c) => c.name === 'footerTips')?.input).toEqual({ subSiteId: expect.any(Number) });
  });

  it('renders no row when the call failed (the empty default)', async () => {
    const { client } = renderWithApi(<Footer context={visitor} allowOrigins={[]} />, {}, { footerTips: 'http' });
    await waitFor(() => expect(client.calls.map((c) => c.name)).toContain('footerTips'));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
