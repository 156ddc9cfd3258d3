import { Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppErrorBoundary } from './app-error-boundary';

const STORY_ERROR = 'Story render error';

function Bomb(): never {
  throw new Error(STORY_ERROR);
}

/** React logs errors caught by a boundary with console.error; silence only this story's deliberate one. */
function silenceDeliberateError() {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (args.some((a) => (a instanceof Error ? a.message : String(a)).includes(STORY_ERROR))) return;
    original(...args);
  };
  return () => {
    console.error = original;
  };
}

/** A child that throws when the button is pressed. */
function Unstable() {
  const [broken, setBroken] = useState(false);
  if (broken) return <Bomb />;
  return (
    <Stack align="flex-start">
      <Text>Everything renders.</Text>
      <Button onClick={() => setBroken(true)}>Break this component</Button>
    </Stack>
  );
}

const meta = {
  title: 'UI/AppErrorBoundary',
  component: AppErrorBoundary,
  args: { onError: fn(), onRefresh: fn(), children: <Unstable /> },
  beforeEach: silenceDeliberateError,
} satisfies Meta<typeof AppErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Break the child: the fallback appears, the error is reported, Refresh calls onRefresh. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Break this component' }));
    // The toast stack's alert list is on the page too (empty): pick the fallback's alert by its text.
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.filter((a) => a.textContent?.includes('Something went wrong'))).toHaveLength(1);
    await expect(args.onError).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

/** A healthy child, and a child that fails on first render. */
export const States: Story = {
  render: (args) => (
    <Stack gap="8">
      <AppErrorBoundary {...args}>
        <Text>A healthy child renders as usual.</Text>
      </AppErrorBoundary>
      <AppErrorBoundary {...args}>
        <Bomb />
      </AppErrorBoundary>
    </Stack>
  ),
};
