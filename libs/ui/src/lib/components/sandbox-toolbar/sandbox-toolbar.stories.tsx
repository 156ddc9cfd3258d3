import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixturePersonas, fixtureSites } from '../../../testing/fixtures';
import { SandboxToolbar } from './sandbox-toolbar';

const meta = {
  title: 'UI/SandboxToolbar',
  component: SandboxToolbar,
  parameters: { layout: 'fullscreen' },
  args: {
    personas: fixturePersonas,
    currentPersona: 'visitor',
    sites: fixtureSites,
    currentSite: 'main',
    currentPath: '/myaccount',
    navigate: fn(),
    defaultOpen: false,
  },
} satisfies Meta<typeof SandboxToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open the toolbar and pick a persona: it navigates through the sandbox persona route. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Open sandbox toolbar/ }));
    await userEvent.selectOptions(canvas.getByLabelText('Persona'), 'user-kyc2');
    await expect(args.navigate).toHaveBeenCalledWith('/_sandbox/persona/user-kyc2?next=%2Fmyaccount');
  },
};

/** Escape closes the panel even while focus is still on the toggle button. */
export const EscapeFromToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Open sandbox toolbar/ }));
    await expect(canvas.getByRole('region', { name: 'Sandbox' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Sandbox' })).not.toBeInTheDocument();
  },
};

/** Opened, on the US site as a risk user. */
/** The panel with more reviewer tools below the switches (the app adds the analytics event log). */
export const WithExtraTools: Story = {
  args: { defaultOpen: true, children: <p data-testid="extra-tool">Analytics events received</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('extra-tool')).toBeInTheDocument();
  },
};

export const States: Story = {
  args: { defaultOpen: true, currentPersona: 'risk-user', currentSite: 'us' },
};

const newUserPopupExperiment = {
  id: 'exp_new_user_popup',
  cookie: 'exp_new_user_popup',
  query: 'exp_new_user_popup',
  maxAgeSeconds: 15_552_000,
  current: '1',
  values: ['1', '2', '0'],
};

/** The new-user popup experiment (decision 1311): picking a variant writes its cookie and reloads the page. */
export const WithExperimentOverride: Story = {
  args: { defaultOpen: true, experiments: [newUserPopupExperiment], writeCookie: fn(), currentPath: '/?exp_new_user_popup=1' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Experiments' });
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'exp_new_user_popup' }), '2');
    await expect(args.writeCookie).toHaveBeenCalledWith('exp_new_user_popup=2; Max-Age=15552000; Path=/; SameSite=Lax');
    await expect(args.navigate).toHaveBeenCalledWith('/');
  },
};

export const WithExperimentOverrideArabic: Story = {
  args: { defaultOpen: true, experiments: [{ ...newUserPopupExperiment, current: '0' }] },
  globals: { locale: 'ar' },
};
