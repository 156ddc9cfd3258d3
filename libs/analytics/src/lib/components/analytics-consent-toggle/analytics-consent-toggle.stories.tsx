import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { analyticsSiteContext } from '../../../testing';
import { AnalyticsProvider } from '../../layer/analytics-provider';
import { AnalyticsConsentToggle } from './analytics-consent-toggle';

const withAnalytics =
  (bigData: boolean): Decorator =>
  (Story) => (
    <ExchangeClientProvider client={createFixtureClient({ analyticsCollect: { accepted: true } })}>
      <AnalyticsProvider context={analyticsSiteContext} bigData={bigData}>
        <Story />
      </AnalyticsProvider>
    </ExchangeClientProvider>
  );

/** The footer's analytics switch (decision 1200: on until the visitor switches it off; only on bigData sites). */
const meta = {
  title: 'Analytics/AnalyticsConsentToggle',
  component: AnalyticsConsentToggle,
  decorators: [withAnalytics(true)],
} satisfies Meta<typeof AnalyticsConsentToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('checkbox', { name: 'Share anonymous usage analytics' });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

/** A site without the bigData switch (every regulated site): nothing to switch. */
export const SiteWithoutBigData: Story = {
  decorators: [withAnalytics(false)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
