import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { ScreenshotNotice } from './screenshot-notice';

const meta = {
  title: 'Chart/ScreenshotNotice',
  component: ScreenshotNotice,
  args: { state: { kind: 'shared', url: 'http://localhost:3230/_sandbox/charting/x/0123456789ab' }, onDismiss: fn() },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 160, border: '1px dashed #888', borderRadius: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScreenshotNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host took the screenshot: its link, and a dismiss button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open snapshot' })).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** Nothing to say yet: the status region is there, empty. */
export const Empty: Story = { args: { state: null } };

/** The upload is under way. */
export const Loading: Story = { args: { state: { kind: 'uploading' } } };

/** The host refused or failed: the PNG was downloaded instead. */
export const Error: Story = { args: { state: { kind: 'downloaded-instead' } } };

export const Arabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
