import { Box, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorFallback } from './error-fallback';

const meta = {
  title: 'UI/ErrorFallback',
  component: ErrorFallback,
  args: { onRefresh: fn() },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

/** Inside a narrow column (mobile) and a wide page. */
export const States: Story = {
  render: (args) => (
    <Stack gap="8">
      <Box maxW="xs" borderWidth="1px" borderColor="border">
        <ErrorFallback {...args} />
      </Box>
      <Box borderWidth="1px" borderColor="border">
        <ErrorFallback {...args} />
      </Box>
    </Stack>
  ),
};
