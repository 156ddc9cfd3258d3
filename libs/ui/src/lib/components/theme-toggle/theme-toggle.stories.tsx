import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeToggle } from './theme-toggle';

const meta = {
  title: 'UI/ThemeToggle',
  component: ThemeToggle,
  args: { value: 'light', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['light', 'dark', 'system'] } },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu and picks Dark: the component only reports the choice. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Theme/ }));
    // The menu fades in: wait for it on a slow machine.
    const dark = await canvas.findByRole('menuitemradio', { name: 'Dark' }, { timeout: 5000 });
    await waitFor(() => expect(dark).toBeVisible(), { timeout: 5000 });
    await userEvent.click(dark);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('dark'), { timeout: 5000 });
  },
};

/** Keyboard only: ArrowUp opens on the last entry (System), Enter picks it, focus returns to the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Theme: Light' });
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('menuitemradio', { name: 'System' })).toHaveFocus(), { timeout: 5000 });
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('system');
    await expect(button).toHaveFocus();
  },
};

/** The button icon for each preference. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <ThemeToggle {...args} value="light" />
      <ThemeToggle {...args} value="dark" />
      <ThemeToggle {...args} value="system" />
    </div>
  ),
};
