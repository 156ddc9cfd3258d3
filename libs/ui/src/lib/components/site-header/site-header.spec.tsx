import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtureFiats, fixtureLanguages, fixtureLogo, fixtureNavLinks, fixtureUserMenuItems } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ShellProviders } from '../../providers/shell-providers';
import { SiteHeader, type SiteHeaderProps } from './site-header';

const base: SiteHeaderProps = {
  siteName: 'Example X',
  logo: fixtureLogo,
  homeHref: '/',
  navLinks: fixtureNavLinks,
  languages: fixtureLanguages,
  currentLocale: 'en',
  fiats: fixtureFiats,
  currentFiat: 'USD',
  isLoggedIn: false,
  loginHref: '/login',
  signupHref: '/signup',
  theme: 'light',
  onThemeChange: jest.fn(),
};

describe('SiteHeader', () => {
  it('renders a banner with a home link named after the site, the main nav and the visitor buttons', () => {
    renderWithProviders(<SiteHeader {...base} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Example X home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/price');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows the user menu instead of log in / sign up when logged in', async () => {
    const user = userEvent.setup();
    const logout = jest.fn();
    const items = fixtureUserMenuItems.map((i) => (i.key === 'logout' ? { ...i, onSelect: logout } : i));
    renderWithProviders(<SiteHeader {...base} isLoggedIn nickname="satoshi" userMenuItems={items} />);
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Account menu for satoshi' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Security' })).toHaveAttribute('href', '/myaccount/security');
    // Keyboard: End highlights the last entry, Enter selects it.
    await user.keyboard('{End}{Enter}');
    expect(logout).toHaveBeenCalled();
  });

  it('shows the VIP badge beside the user name: 16 px by default, or a custom height (spec 02 §9)', () => {
    const { rerender } = renderWithProviders(
      <SiteHeader {...base} isLoggedIn nickname="satoshi" vipBadge={{ src: '/static/vip/vip-3.svg', label: 'VIP 3' }} />,
    );
    const badge = screen.getByRole('img', { name: 'VIP 3' });
    expect(badge).toHaveAttribute('src', '/static/vip/vip-3.svg');
    expect(badge).toHaveAttribute('height', '16');
    rerender(
      <SiteHeader {...base} isLoggedIn nickname="satoshi" vipBadge={{ src: '/static/vip/vip-3.svg', label: 'VIP 3', height: 20 }} />,
    );
    expect(screen.getByRole('img', { name: 'VIP 3' })).toHaveAttribute('height', '20');
    rerender(<SiteHeader {...base} isLoggedIn={false} vipBadge={{ src: '/static/vip/vip-3.svg', label: 'VIP 3' }} />);
    expect(screen.queryByRole('img', { name: 'VIP 3' })).toBeNull();
  });

  it('shows the notification bell to a logged-in user, the count in its name and a capped badge (decision 1945)', () => {
    const bell = (unread: number) => ({ href: '/myaccount/notifications', unread, label: `Notifications, ${unread} unread` });
    const { rerender } = renderWithProviders(<SiteHeader {...base} isLoggedIn nickname="satoshi" notificationBell={bell(4)} />);
    const link = screen.getByRole('link', { name: 'Notifications, 4 unread' });
    expect(link).toHaveAttribute('href', '/myaccount/notifications');
    expect(screen.getByTestId('header-bell-badge')).toHaveTextContent('4');
    rerender(<SiteHeader {...base} isLoggedIn nickname="satoshi" notificationBell={bell(150)} />);
    expect(screen.getByTestId('header-bell-badge')).toHaveTextContent('99+');
    rerender(<SiteHeader {...base} isLoggedIn nickname="satoshi" notificationBell={bell(0)} />);
    expect(screen.getByRole('link', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-bell-badge')).toBeNull();
    rerender(<SiteHeader {...base} isLoggedIn={false} notificationBell={bell(4)} />);
    expect(screen.queryByTestId('header-bell')).toBeNull();
  });

  it('shows the optional Deposit entry to a logged-in user only (issue 10: deposit from anywhere)', async () => {
    const onSelect = jest.fn();
    const { rerender } = renderWithProviders(
      <SiteHeader {...base} isLoggedIn nickname="satoshi" depositEntry={{ label: 'Deposit', onSelect }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    rerender(<SiteHeader {...base} isLoggedIn={false} depositEntry={{ label: 'Deposit', onSelect }} />);
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it('switches language through onLocaleChange', async () => {
    const user = userEvent.setup();
    const onLocaleChange = jest.fn();
    renderWithProviders(<SiteHeader {...base} onLocaleChange={onLocaleChange} />);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'العربية' }));
    expect(onLocaleChange).toHaveBeenCalledWith('ar');
  });

  it('names every language by its own name, never a raw code (issue 14 item 4): bare lang_list codes read their endonym', async () => {
    const user = userEvent.setup();
    const languages = [
      { code: 'en', label: 'en' },
      { code: 'ar', label: 'ar' },
      { code: 'vn', label: '' },
      { code: 'tw', label: ' TW ' },
      { code: 'ja', label: '日本語' },
    ];
    renderWithProviders(<SiteHeader {...base} languages={languages} currentLocale="ar" />);
    await user.click(screen.getByRole('button', { name: 'Language: العربية' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'العربية', 'Tiếng Việt', '繁體中文', '日本語']);
    expect(screen.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
    // Each name is marked with its language's BCP-47 tag (vn → vi, tw → zh-tw), so screen readers pronounce it.
    expect(screen.getByText('Tiếng Việt')).toHaveAttribute('lang', 'vi');
    expect(screen.getByText('繁體中文')).toHaveAttribute('lang', 'zh-tw');
  });

  it('a current locale missing from the list is shown by its endonym, not its code', () => {
    renderWithProviders(<SiteHeader {...base} currentLocale="ar-dubai" />);
    expect(screen.getByRole('button', { name: 'Language: العربية (الإمارات)' })).toBeInTheDocument();
  });

  it('follows the language href when no onLocaleChange is given', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    renderWithProviders(<SiteHeader {...base} navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: '简体中文' }));
    expect(navigate).toHaveBeenCalledWith('/zh/');
  });

  it('switches fiat with the keyboard', async () => {
    const user = userEvent.setup();
    const onFiatChange = jest.fn();
    renderWithProviders(<SiteHeader {...base} onFiatChange={onFiatChange} />);
    screen.getByRole('button', { name: 'Currency: USD' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onFiatChange).toHaveBeenCalledWith('EUR');
  });

  it('passes the theme choice up', async () => {
    const user = userEvent.setup();
    const onThemeChange = jest.fn();
    renderWithProviders(<SiteHeader {...base} onThemeChange={onThemeChange} />);
    await user.click(screen.getByRole('button', { name: 'Theme: Light' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(onThemeChange).toHaveBeenCalledWith('dark');
  });

  it.each<[string, Partial<SiteHeaderProps>, { theme: boolean; language: boolean; currency: boolean }]>([
    ['all switches', {}, { theme: true, language: true, currency: true }],
    ['hiddenThemeSwitch', { hiddenThemeSwitch: true }, { theme: false, language: true, currency: true }],
    ['hiddenLangAndRate', { hiddenLangAndRate: true }, { theme: true, language: false, currency: false }],
    ['both flags', { hiddenThemeSwitch: true, hiddenLangAndRate: true }, { theme: false, language: false, currency: false }],
    ['a single language', { languages: fixtureLanguages.slice(0, 1) }, { theme: true, language: false, currency: true }],
    ['no fiat list', { fiats: [] }, { theme: true, language: true, currency: false }],
  ])('site flags: %s', (_name, props, shown) => {
    renderWithProviders(<SiteHeader {...base} {...props} />);
    expect(Boolean(screen.queryByRole('button', { name: /^Theme/ }))).toBe(shown.theme);
    expect(Boolean(screen.queryByRole('button', { name: /^Language/ }))).toBe(shown.language);
    expect(Boolean(screen.queryByRole('button', { name: /^Currency/ }))).toBe(shown.currency);
  });

  it('renders and works with the shell providers alone (no ChakraProvider: the home page loads no Chakra)', async () => {
    const user = userEvent.setup();
    const onThemeChange = jest.fn();
    render(
      <ShellProviders locale="en" messages={{}}>
        <SiteHeader {...base} theme="dark" onThemeChange={onThemeChange} />
      </ShellProviders>,
    );
    const banner = screen.getByRole('banner');
    const toggle = within(banner).getByRole('button', { name: 'Theme: Dark' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Home}{Enter}');
    expect(onThemeChange).toHaveBeenCalledWith('light');
    expect(toggle).toHaveFocus();
  });

  it('shows the logo per colour mode, both decorative (the link carries the name)', () => {
    renderWithProviders(<SiteHeader {...base} />);
    const home = screen.getByRole('link', { name: 'Example X home' });
    const images = home.querySelectorAll('img');
    expect(Array.from(images, (img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      [fixtureLogo.light, ''],
      [fixtureLogo.dark, ''],
    ]);
  });

  it('offers the nav links in a compact menu (shown below lg) as menu item links', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader {...base} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('menu', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((a) => a.getAttribute('href')),
    ).toEqual(fixtureNavLinks.map((l) => l.href));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('has no compact menu and no main navigation without nav links', () => {
    renderWithProviders(<SiteHeader {...base} navLinks={[]} />);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
