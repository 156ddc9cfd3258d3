import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
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
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    await expect(args.onChange).toHaveBeenCalledWith('dark');
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
