import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLaunchClient } from '../../../testing';
import { MyCopies } from './my-copies';

const meta = {
  title: 'Launch/MyCopies',
  component: MyCopies,
  args: { site: 'main', locale: 'en' },
  decorators: [withLaunchClient()],
} satisfies Meta<typeof MyCopies>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active copy (stoppable) above a stopped one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('my-copy')).toHaveLength(2);
  },
};
export const Arabic: Story = { globals: { locale: 'ar' } };
export const Empty: Story = { decorators: [withLaunchClient({ empty: true })] };
export const Loading: Story = { decorators: [withLaunchClient({ pending: true })] };
