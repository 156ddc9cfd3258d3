import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { receivedEvents } from '../../../testing';
import { AnalyticsEventLog } from './analytics-event-log';

const withEvents =
  (events: typeof receivedEvents): Decorator =>
  (Story) => (
    <ExchangeClientProvider client={createFixtureClient({ analyticsEvents: { events } })}>
      <Story />
    </ExchangeClientProvider>
  );

/** The sandbox toolbar's funnel: the last events the collector kept for this browser, newest first. */
const meta = {
  title: 'Analytics/AnalyticsEventLog',
  component: AnalyticsEventLog,
  args: { limit: 8 },
  decorators: [withEvents(receivedEvents)],
} satisfies Meta<typeof AnalyticsEventLog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('download_banner_click')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  decorators: [withEvents([])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No events yet.')).toBeInTheDocument();
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
