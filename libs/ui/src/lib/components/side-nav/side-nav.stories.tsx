import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureSideNavItems } from '../../../testing/fixtures';
import { applySideNavConfig } from '../../rules/side-nav-config';
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
  argTypes: { viewportWidth: { control: { type: 'range', min: 360, max: 1920, step: 1 } } },
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

/** At 1248 px and below the menu shows icons only (96 px; spec 03 §2). */
export const CollapsedAt1248: Story = { args: { viewportWidth: 1248, currentPath: '/myaccount/totp' } };

/** Below 768 px the menu is a dropdown bar above the page (spec 03 §2): its button opens the entries. */
export const DropdownBelow768: Story = {
  args: { viewportWidth: 767, currentPath: '/myaccount/deposit/BTC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Account navigation' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toBeVisible();
  },
};

/** The dropdown bar in Arabic (right to left). */
export const DropdownArabic: Story = { args: { viewportWidth: 600 }, globals: { locale: 'ar' } };

/** Expanded (1600: 288 px), collapsed by width (1200: 96 px) and the dropdown bar (below 768). */
export const States: Story = {
  render: (args) => (
    <Stack gap="6" p="4">
      {[1600, 1200, 700].map((width) => (
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

const serverConfigured = {
  items: applySideNavConfig(fixtureSideNavItems, { hiddenKeys: ['kyc'], badges: { overview: 'New', fundpass: 'Hot' } }),
  summary: 'VIP 3',
  tip: {
    title: 'Rewards are limited in your region',
    content: 'Coupons and vouchers are not offered to accounts in your region.',
    href: '/user-agreement',
    linkLabel: 'Read the user agreement',
  },
};

/**
 * The server's menu settings applied (decision 1320): the menu config hides "Identity verification" and adds a
 * tip, the site settings mark "Overview" as new, and the user's tier sits above the entries.
 */
export const ServerConfigured: Story = {
  args: serverConfigured,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Identity verification/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Overview New' })).toBeVisible();
    await expect(canvas.getByTestId('side-nav-summary')).toHaveTextContent('VIP 3');
    await expect(canvas.getByRole('link', { name: 'Read the user agreement' })).toHaveAttribute('href', '/user-agreement');
  },
};

/** The same in Arabic (right to left; the server's tip text is shown as sent). */
export const ServerConfiguredArabic: Story = {
  args: {
    ...serverConfigured,
    items: applySideNavConfig(fixtureSideNavItems, { hiddenKeys: ['kyc'], badges: { overview: 'جديد' } }),
    summary: 'VIP 3',
  },
  globals: { locale: 'ar' },
};

/** Icons only (1200 px): badges move into the tooltips and names, the tip waits for the wide menu. */
export const ServerConfiguredCollapsed: Story = { args: { ...serverConfigured, viewportWidth: 1200 } };
