import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureBridgeCalls } from '../../../testing/index';
import { NativeShell } from './native-shell';

const meta = {
  title: 'NativeApp/NativeShell',
  component: NativeShell,
  parameters: { layout: 'fullscreen' },
  args: {
    app: { platform: 'ios', build: 202306151100 },
    // Storybook's own blank page stands in for the site.
    path: 'about:blank',
    writeAppCookie: fn(),
  },
} satisfies Meta<typeof NativeShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An old iOS build (below 202306151200): the shell says it takes the old native calls, then opens the frame. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/iOS build 202306151100: old native calls/)).toBeInTheDocument();
    await expect(canvas.getByText('No bridge calls yet.')).toBeInTheDocument();
    // The frame loads once the app cookie is written.
    await expect(await canvas.findByTitle('The site inside the native app')).toHaveAttribute('src', 'about:blank');
  },
};

/** Calls recorded on Android, new and old iOS calls; Clear empties the list. */
export const States: Story = {
  args: { app: { platform: 'android', build: 658020 }, initialCalls: fixtureBridgeCalls },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Bridge calls' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(fixtureBridgeCalls.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear calls' }));
    await expect(canvas.getByText('No bridge calls yet.')).toBeInTheDocument();
  },
};

/** Arabic (right-to-left); the calls stay left-to-right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { app: { platform: 'ios', build: 202306151200 }, initialCalls: fixtureBridgeCalls },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('dir', 'ltr');
  },
};
