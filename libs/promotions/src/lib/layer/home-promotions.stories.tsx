import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient, type FixtureData } from '@exchange/api/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { visitorSiteContext } from '../../testing';
import { HomeBanners, HomePromoCards } from './home-promotions';

/** A site path the stories serve: server images load only from site paths and the site's image origins (decision 1870). */
const IMAGE = '/static/coin/BTC.svg';
/** An exchange client answering from fixtures (an isolated SWR cache per story). */
const withAnswers =
  (answers: FixtureData): Decorator =>
  (Story) => (
    <ExchangeClientProvider client={createFixtureClient(answers)} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Story />
    </ExchangeClientProvider>
  );

const ANSWERS: FixtureData = {
  targetedPopupPlan: {
    plan_id: '101',
    plan_name: 'banner-2',
    title: 'Trade BTC with zero fees this week',
    content: 'Limited-time campaign for spot trading.',
    img: IMAGE,
    img_h5: IMAGE,
    url: '/trade/BTC_USDT',
    position: 'index',
    extras: null,
  },
  alphaUserPlans: {
    currency: 'STORY',
    card: [{ id: '1', title: 'PEPE is live on Alpha', url: '/alpha/PEPE', img: '', img_v2: '', sort: 1, plan_name: 'a1', data_type: '1' }],
  },
  downloadTaskInfo: { has_dl_task: 1, reward_num: '50', reward_currency: 'USDT' },
  registerTaskInfo: { has_register_task: 1, reward_num: '100', reward_currency: 'USDT', newbie_prize_num: '60' },
};

function HomePromotionsPreview({ locale }: { locale: string }) {
  const context = { ...visitorSiteContext, locale };
  return (
    <div>
      <HomeBanners context={context} />
      <HomePromoCards context={context} />
    </div>
  );
}

const meta = {
  title: 'Promotions/HomePromotions',
  component: HomePromotionsPreview,
  args: { locale: 'en' },
  decorators: [withAnswers(ANSWERS)],
  // The alpha fetch is throttled per page load (module state, spec 03 §6): the Storybook smoke test runs these
  // stories each in a fresh page instead of switching stories in one page (decision 1700).
  tags: ['fresh-page'],
  beforeEach: () => {
    window.localStorage.removeItem('alpha_banner_closed_at');
  },
} satisfies Meta<typeof HomePromotionsPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's home promotions: banner 2, the alpha banner, both promo cards; the app card opens the reward modal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Trade BTC with zero fees this week' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('complementary', { name: 'Alpha picks' }, { timeout: 5000 })).toBeVisible();
    const download = await canvas.findByRole('link', { name: 'Download' }, { timeout: 10000 });
    await userEvent.click(download);
    const dialog = await screen.findByRole('dialog', { name: 'Download the app, win up to $40,000' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByText('Your app-download reward: 50 USDT')).toBeVisible(), { timeout: 5000 });
  },
};

/** No plan returned and no tasks: nothing renders (and none of the promotions' UI loads). */
export const NoPlans: Story = {
  decorators: [withAnswers({ targetedPopupPlan: null, alphaUserPlans: { card: [], currency: '' } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the promo cards still come (their calls answer with the fallbacks); the banners do not
    await canvas.findByRole('heading', { name: 'Get started' }, { timeout: 10000 });
    await expect(canvas.queryByRole('region', { name: 'Trade BTC with zero fees this week' })).toBeNull();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** Arabic (right-to-left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Trade BTC with zero fees this week' }, { timeout: 5000 });
    await waitFor(() => expect(getComputedStyle(region).direction).toBe('rtl'));
  },
};
