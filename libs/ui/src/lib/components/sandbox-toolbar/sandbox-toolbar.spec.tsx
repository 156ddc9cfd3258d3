import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixturePersonas, fixtureSites } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SandboxToolbar, type SandboxToolbarProps } from './sandbox-toolbar';

const setup = (props: Partial<SandboxToolbarProps> = {}) => {
  const navigate = jest.fn();
  renderWithProviders(
    <SandboxToolbar
      personas={fixturePersonas}
      currentPersona="visitor"
      sites={fixtureSites}
      currentSite="main"
      currentPath="/myaccount/security?tab=2"
      navigate={navigate}
      {...props}
    />,
  );
  return { navigate, user: userEvent.setup() };
};

describe('SandboxToolbar (issue 2 §5)', () => {
  it('starts as a small button showing the current persona and site', () => {
    setup();
    const toggle = screen.getByRole('button', { name: 'Open sandbox toolbar: visitor on Main' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Sandbox' })).not.toBeInTheDocument();
  });

  it('switches persona through /_sandbox/persona/<name>?next=<current path>', async () => {
    const { navigate, user } = setup();
    await user.click(screen.getByRole('button', { name: /Open sandbox toolbar/ }));
    await user.selectOptions(screen.getByLabelText('Persona'), 'uk-limited');
    expect(navigate).toHaveBeenCalledWith('/_sandbox/persona/uk-limited?next=%2Fmyaccount%2Fsecurity%3Ftab%3D2');
  });

  it("switches site to the site's host, keeping the path", async () => {
    const { navigate, user } = setup();
    await user.click(screen.getByRole('button', { name: /Open sandbox toolbar/ }));
    await user.selectOptions(screen.getByLabelText('Site'), 'us');
    expect(navigate).toHaveBeenCalledWith('http://us.localhost:3000/myaccount/security?tab=2');
  });

  it('does not navigate when the current value is chosen again', async () => {
    const { navigate, user } = setup({ defaultOpen: true });
    await user.selectOptions(screen.getByLabelText('Persona'), 'visitor');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is keyboard accessible: Escape closes the panel and returns focus to the button', async () => {
    const { user } = setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Sandbox' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close sandbox toolbar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Persona')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Sandbox' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open sandbox toolbar/ })).toHaveFocus();
  });

  it('Escape closes the panel while focus is on the toggle button', async () => {
    const { user } = setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Sandbox' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Close sandbox toolbar:/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Sandbox' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open sandbox toolbar/ })).toHaveFocus();
  });

  it('shows an unknown current persona instead of hiding it', () => {
    setup({ currentPersona: 'custom-persona', defaultOpen: true });
    expect(screen.getByLabelText('Persona')).toHaveValue('custom-persona');
  });

  it('shows extra reviewer tools in the open panel only', async () => {
    const { user } = setup({ children: <p>Analytics events received</p> });
    expect(screen.queryByText('Analytics events received')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { expanded: false }));
    expect(screen.getByText('Analytics events received')).toBeInTheDocument();
  });
});

describe('SandboxToolbar experiment overrides (decision 1311)', () => {
  const newUserPopup = {
    id: 'exp_new_user_popup',
    cookie: 'exp_new_user_popup',
    query: 'exp_new_user_popup',
    maxAgeSeconds: 15_552_000,
    current: '1',
    values: ['1', '2', '0'],
  };

  it('lists the variants and pins the chosen one in the experiment cookie, then reloads without the override query', async () => {
    const writeCookie = jest.fn();
    const { navigate, user } = setup({ experiments: [newUserPopup], writeCookie, currentPath: '/?exp_new_user_popup=1&tab=2' });
    await user.click(screen.getByRole('button', { name: /Open sandbox toolbar/ }));
    const group = screen.getByRole('group', { name: 'Experiments' });
    const select = within(group).getByRole('combobox', { name: 'exp_new_user_popup' });
    expect(select).toHaveValue('1');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Variant A (1)', 'Variant B (2)', 'Off (0)']);
    await user.selectOptions(select, '2');
    expect(writeCookie).toHaveBeenCalledWith('exp_new_user_popup=2; Max-Age=15552000; Path=/; SameSite=Lax');
    expect(navigate).toHaveBeenCalledWith('/?tab=2');
  });

  it('shows no experiment group when the app passes none', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Open sandbox toolbar/ }));
    expect(screen.queryByRole('group', { name: 'Experiments' })).not.toBeInTheDocument();
  });

  it('keeps an unknown current value selectable and writes nothing for it', async () => {
    const writeCookie = jest.fn();
    const { navigate, user } = setup({ experiments: [{ ...newUserPopup, current: '7' }], writeCookie });
    await user.click(screen.getByRole('button', { name: /Open sandbox toolbar/ }));
    expect(screen.getByRole('combobox', { name: 'exp_new_user_popup' })).toHaveValue('7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'exp_new_user_popup' }), '0');
    expect(writeCookie).toHaveBeenCalledWith('exp_new_user_popup=0; Max-Age=15552000; Path=/; SameSite=Lax');
    expect(navigate).toHaveBeenCalledWith('/myaccount/security?tab=2');
  });
});
