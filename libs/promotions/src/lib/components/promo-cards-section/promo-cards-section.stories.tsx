import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { downloadTaskWithReward, registerTaskNone, registerTaskWithReward } from '../../../testing/fixtures';
import { PromoCardsSection } from './promo-cards-section';

const meta = {
  title: 'Promotions/PromoCardsSection',
  component: PromoCardsSection,
  args: { signup: registerTaskWithReward, appDownload: downloadTaskWithReward, signupHref: '/signup', downloadHref: '/mobileapp' },
} satisfies Meta<typeof PromoCardsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's cards; the app card opens the app-download reward modal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Download' }, { timeout: 10000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Download the app, win up to $40,000' }, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  },
};

/** A logged-in user: the app-download card only; a visitor without a register task: the fallback line. */
export const States: Story = {
  render: (args) => (
    <div>
      <PromoCardsSection {...args} signup={null} />
      <PromoCardsSection {...args} signup={registerTaskNone} appDownload={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2), { timeout: 10000 });
  },
};

/** Arabic (right-to-left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await waitFor(() => expect(getComputedStyle(region).direction).toBe('rtl'));
  },
};
