import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtureSideNavItems } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { applySideNavConfig } from '../../rules/side-nav-config';
import { SideNav } from './side-nav';

const nav = () => {
  const el = document.querySelector('nav');
  if (!el) throw new Error('no nav rendered');
  return el;
};

describe('SideNav', () => {
  it.each<[number, string, string]>([
    [768, 'collapsed', '96px'],
    [1248, 'collapsed', '96px'],
    [1249, 'expanded', '288px'],
    [1600, 'expanded', '288px'],
  ])('at %p px it is %s (%s wide; spec 03 §2)', (width, mode, css) => {
    renderWithProviders(<SideNav items={fixtureSideNavItems} currentPath="/myaccount" viewportWidth={width} />);
    expect(nav()).toHaveAttribute('data-mode', mode);
    expect(nav()).toHaveStyle({ width: css });
  });

  it('is 256 px wide when the user expands it below 1024 px', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SideNav items={fixtureSideNavItems} currentPath="/myaccount" viewportWidth={900} />);
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(nav()).toHaveStyle({ width: '256px' });
  });

  it('becomes a dropdown bar below 768 px (spec 03 §2): the button opens the entries', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SideNav items={fixtureSideNavItems} currentPath="/myaccount/deposit/BTC" viewportWidth={767} />);
    expect(nav()).toHaveAttribute('data-mode', 'dropdown');
    const toggle = screen.getByRole('button', { name: 'Account navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Collapse menu' })).not.toBeInTheDocument();
  });

  it('follows the window width when no width is passed', () => {
    window.innerWidth = 1200;
    renderWithProviders(<SideNav items={fixtureSideNavItems} currentPath="/myaccount" />);
    expect(nav()).toHaveAttribute('data-mode', 'collapsed');
    act(() => {
      window.innerWidth = 1600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(nav()).toHaveAttribute('data-mode', 'expanded');
    act(() => {
      window.innerWidth = 700;
      window.dispatchEvent(new Event('resize'));
    });
    expect(nav()).toHaveAttribute('data-mode', 'dropdown');
  });

  it('marks the current page and opens its parent sub-menu; hidden items are left out', () => {
    renderWithProviders(<SideNav items={fixtureSideNavItems} currentPath="/myaccount/deposit/BTC" viewportWidth={1600} />);
    expect(screen.getByRole('navigation', { name: 'Account navigation' })).toBe(nav());
    expect(screen.getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByText('Hidden entry')).not.toBeInTheDocument();
  });

  it('remembers expanded sub-menus across collapse and expand (spec 02 §4)', async () => {
    const user = userEvent.setup();
    const onCollapsedByUserChange = jest.fn();
    const onOpenSubmenusChange = jest.fn();
    renderWithProviders(
      <SideNav
        items={fixtureSideNavItems}
        currentPath="/myaccount"
        viewportWidth={1600}
        onCollapsedByUserChange={onCollapsedByUserChange}
        onOpenSubmenusChange={onOpenSubmenusChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Security' }));
    expect(screen.getByRole('link', { name: 'Fund password' })).toBeInTheDocument();
    expect(onOpenSubmenusChange).toHaveBeenLastCalledWith(['security']);

    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(nav()).toHaveAttribute('data-mode', 'collapsed');
    expect(onCollapsedByUserChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('link', { name: 'Fund password' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(nav()).toHaveAttribute('data-mode', 'expanded');
    expect(screen.getByRole('button', { name: 'Security' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Fund password' })).toBeInTheDocument();
  });

  it('lets the user expand it at 1248 px and below', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SideNav items={fixtureSideNavItems} currentPath="/myaccount" viewportWidth={1200} />);
    const toggle = screen.getByRole('button', { name: 'Expand menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(nav()).toHaveAttribute('data-mode', 'expanded');
  });

  it('shows icon links named by their label when collapsed, and children in a fly-out menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SideNav items={fixtureSideNavItems} currentPath="/myaccount/totp" viewportWidth={1200} />);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/myaccount');
    screen.getByRole('button', { name: 'Security' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Google Authenticator' })).toHaveAttribute('aria-current', 'page');
  });

  it('restores remembered sub-menus from an earlier visit', () => {
    renderWithProviders(
      <SideNav items={fixtureSideNavItems} currentPath="/myaccount" viewportWidth={1600} defaultOpenSubmenus={['assets']} />,
    );
    expect(screen.getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Security' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('server menu settings (decision 1320)', () => {
    const configured = applySideNavConfig(fixtureSideNavItems, { hiddenKeys: ['kyc'], badges: { overview: 'New' } });
    const tip = { title: 'Limited', content: 'Coupons are not offered.', href: '/user-agreement', linkLabel: 'Read more' };

    it('hides listed entries, shows badges, the summary and the tip in the wide menu', () => {
      renderWithProviders(<SideNav items={configured} currentPath="/myaccount" viewportWidth={1600} summary="VIP 3" tip={tip} />);
      expect(screen.queryByRole('link', { name: 'Identity verification' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Overview New' })).toHaveAttribute('href', '/myaccount');
      expect(screen.getByTestId('side-nav-summary')).toHaveTextContent('VIP 3');
      expect(within(screen.getByTestId('side-nav-tip')).getByRole('link', { name: 'Read more' })).toHaveAttribute(
        'href',
        '/user-agreement',
      );
    });

    it('names icon links with their badge and leaves the tip out of the icons-only menu', () => {
      renderWithProviders(<SideNav items={configured} currentPath="/myaccount" viewportWidth={1200} summary="VIP 3" tip={tip} />);
      expect(screen.getByRole('link', { name: 'Overview · New' })).toBeInTheDocument();
      expect(screen.queryByTestId('side-nav-tip')).not.toBeInTheDocument();
      expect(screen.getByTestId('side-nav-summary')).toHaveTextContent('VIP 3');
    });

    it('shows no tip box for an empty tip, and nothing extra without settings', () => {
      renderWithProviders(
        <SideNav items={fixtureSideNavItems} currentPath="/myaccount" viewportWidth={1600} tip={{ title: '', content: '' }} />,
      );
      expect(screen.queryByTestId('side-nav-tip')).not.toBeInTheDocument();
      expect(screen.queryByTestId('side-nav-summary')).not.toBeInTheDocument();
      expect(screen.queryByTestId('side-nav-badge')).not.toBeInTheDocument();
    });
  });
});
