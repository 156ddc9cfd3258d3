import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeading } from './page-heading';

const meta = {
  title: 'UI/PageHeading',
  component: PageHeading,
  args: {
    title: 'Identity verification',
    description: 'Verify your identity to raise your limits and unlock deposits, withdrawals and trading.',
    as: 'h1',
  },
  argTypes: { as: { control: 'inline-radio', options: ['h1', 'h2'] } },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With actions, as a section heading, and without a description. */
export const States: Story = {
  render: (args) => (
    <Stack gap="10">
      <PageHeading {...args} actions={<Button size="sm">Start</Button>} />
      <PageHeading {...args} as="h2" title="Deposit history" />
      <PageHeading title="Tickets" />
    </Stack>
  ),
};
