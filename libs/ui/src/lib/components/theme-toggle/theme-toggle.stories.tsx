import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Theme/ }));
    // The menu renders in a portal and fades in: wait for it on a slow machine.
    const dark = await screen.findByRole('menuitemradio', { name: 'Dark' }, { timeout: 5000 });
    await waitFor(() => expect(dark).toBeVisible(), { timeout: 5000 });
    await userEvent.click(dark);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('dark'), { timeout: 5000 });
  },
};

/** The button icon for each preference. */
export const States: Story = {
  render: (args) => (
    <HStack gap="4">
      <ThemeToggle {...args} value="light" />
      <ThemeToggle {...args} value="dark" />
      <ThemeToggle {...args} value="system" />
    </HStack>
  ),
};
