import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureSideNavItems } from '../../../testing/fixtures';
import { SideNav } from './side-nav';

const meta = {
  title: 'UI/SideNav',
  component: SideNav,
  parameters: { layout: 'fullscreen' },
  args: {
    items: fixtureSideNavItems,
    currentPath: '/myaccount/deposit/USDT',
    viewportWidth: 1600,
    onCollapsedByUserChange: fn(),
    onOpenSubmenusChange: fn(),
  },
  argTypes: { viewportWidth: { control: { type: 'range', min: 900, max: 1920, step: 1 } } },
  render: (args) => (
    <Flex minH="lg">
      <SideNav {...args} />
      <Box p="6">
        <Heading size="md">Deposit</Heading>
        <Text color="fg.muted">Page content sits beside the menu.</Text>
      </Box>
    </Flex>
  ),
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open "Security", collapse, expand again: "Security" and "Assets" are still open (spec 02 §4). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Security' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    await expect(args.onCollapsedByUserChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.queryByRole('link', { name: 'Fund password' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await expect(canvas.getByRole('link', { name: 'Fund password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** At 1439 px and below the menu shows icons only (104 px). */
export const CollapsedAt1439: Story = { args: { viewportWidth: 1439, currentPath: '/myaccount/totp' } };

/** Expanded (1600), collapsed by width (1200) and hidden (below 992: nothing rendered visibly). */
export const States: Story = {
  render: (args) => (
    <Stack gap="6" p="4">
      {[1600, 1200, 980].map((width) => (
        <Box key={width}>
          <Text textStyle="xs" color="fg.muted" mb="2">
            viewport {width}px
          </Text>
          <Flex minH="sm" borderWidth="1px" borderColor="border">
            <SideNav {...args} viewportWidth={width} />
          </Flex>
        </Box>
      ))}
    </Stack>
  ),
};
