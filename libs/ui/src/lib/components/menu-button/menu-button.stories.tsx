import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GlobeSvg, MoonSvg, SunSvg } from '../../icons/svg-icons';
import { MenuButton, type MenuButtonItem } from './menu-button';

const onSelect = fn();
const actions: MenuButtonItem[] = [
  { key: 'overview', label: 'Account overview', href: '#overview' },
  { key: 'security', label: 'Security', href: '#security' },
  { key: 'logout', label: 'Log out', onSelect },
];

const meta = {
  title: 'UI/MenuButton',
  component: MenuButton,
  args: { label: 'Account menu for satoshi', children: 'satoshi', items: actions, align: 'start', iconOnly: false },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Enter opens on the first entry, End moves to the last, Enter chooses it and focus returns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Account menu for satoshi' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Account overview' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalled();
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** Radio entries under a group label, an icon-only trigger; Escape closes and returns focus. */
export const Radio: Story = {
  args: {
    label: 'Theme: Light',
    children: <SunSvg />,
    iconOnly: true,
    align: 'start',
    groupLabel: 'Theme',
    items: [
      { key: 'light', label: 'Light', icon: <SunSvg />, checked: true },
      { key: 'dark', label: 'Dark', icon: <MoonSvg />, checked: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Theme: Light' });
    await userEvent.click(button);
    await expect(canvas.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

/** Open menus side by side: links, radios with a trailing symbol, aligned to the start and to the end. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', minHeight: '16rem' }}>
      <MenuButton {...args} />
      <MenuButton
        label="Currency: USD"
        groupLabel="Currency"
        align="end"
        items={[
          { key: 'USD', label: 'USD – US Dollar', end: '$', checked: true },
          { key: 'EUR', label: 'EUR – Euro', end: '€', checked: false },
        ]}
      >
        <GlobeSvg />
        USD
      </MenuButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Currency: USD' }));
    await expect(canvas.getByRole('menuitemradio', { name: 'EUR – Euro' })).toBeInTheDocument();
  },
};
