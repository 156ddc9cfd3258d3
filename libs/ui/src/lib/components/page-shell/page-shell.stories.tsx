import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureSideNavItems } from '../../../testing/fixtures';
import { SideNav } from '../side-nav/side-nav';
import { PageShell } from './page-shell';

const meta = {
  title: 'UI/PageShell',
  component: PageShell,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Deposit USDT',
    description: 'Send USDT to your deposit address on a supported network.',
    children: (
      <Box borderWidth="1px" borderColor="border" rounded="md" p="6">
        <Text color="fg.muted">The deposit form arrives with its own issue.</Text>
      </Box>
    ),
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A /myaccount page: side navigation plus heading and content. */
export const Default: Story = {
  args: { sidebar: <SideNav items={fixtureSideNavItems} currentPath="/myaccount/deposit/USDT" viewportWidth={1600} /> },
};

/** Without a side navigation (e.g. /state_compliance_tips). */
export const States: Story = {
  args: { title: 'Service not available in your region', description: 'Some features are restricted where you are.' },
};
