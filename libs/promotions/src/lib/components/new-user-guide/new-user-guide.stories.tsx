import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { newUserGuideView } from '../../rules/new-user-guide';
import { NewUserGuide, NewUserGuideSection } from './new-user-guide';

const view = (steps: { key: string; title?: string; reward_num: string; url?: string }[], currency = 'USDT') => {
  const guide = newUserGuideView({ reward_currency: currency, steps: steps.map((s) => ({ title: '', url: '', ...s })) });
  if (!guide) throw new Error('story guide has no usable step');
  return guide;
};

const fourSteps = view([
  { key: 'signup', reward_num: '10', url: '/signup' },
  { key: 'kyc', reward_num: '20', url: '/myaccount/kyc_home' },
  { key: 'deposit', reward_num: '30', url: '/myaccount/deposit/USDT' },
  { key: 'trade', reward_num: '40', url: '/trade/BTC_USDT' },
]);

const meta = {
  title: 'Promotions/NewUserGuide',
  component: NewUserGuide,
  args: { guide: fourSteps },
} satisfies Meta<typeof NewUserGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's guide: four steps, 100 USDT in all (decision 1320). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Complete these steps to collect up to 100 USDT.')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Start: Make your first trade' })).toHaveAttribute('href', '/trade/BTC_USDT');
  },
};

/** The terms behind the "i" (03 §8's tooltip-modal): a click opens them in a dialog. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'How the rewards work' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'How the rewards work' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('Together the steps pay up to 100 USDT.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A server-defined step (its own title), a step without reward or link, and a USD total. */
export const States: Story = {
  args: {
    guide: view(
      [
        { key: 'signup', reward_num: '5', url: '/signup' },
        { key: 'quiz', title: 'Finish the crypto basics quiz', reward_num: '15', url: '/help/quiz' },
        { key: 'trade', reward_num: '0' },
      ],
      'USD',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Finish the crypto basics quiz')).toBeVisible();
    await expect(canvas.getByText('Complete these steps to collect up to $20.')).toBeVisible();
  },
};

/** Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

const guideAnswer = {
  reward_currency: 'USDT',
  steps: [
    { key: 'signup', title: '', reward_num: '10', url: '/signup' },
    { key: 'kyc', title: '', reward_num: '20', url: '/myaccount/kyc_home' },
  ],
};

const withClient = (client: ReturnType<typeof createFixtureClient>) => (Story: () => ReactElement) => (
  <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </ExchangeClientProvider>
);

/** From the newbiePrizeGuide call, in Arabic: the step links carry the locale. */
export const FromTheCall: Story = {
  render: () => <NewUserGuideSection site="main" locale="ar" />,
  decorators: [withClient(createFixtureClient({ newbiePrizeGuide: guideAnswer }))],
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('new-user-guide')).toBeVisible();
    await expect(canvasElement.querySelector('[data-step="signup"] a')).toHaveAttribute('href', '/ar/signup');
  },
};

/** The call fails (spec 03 §8): no guide, no message. */
export const CallFails: Story = {
  render: () => <NewUserGuideSection site="main" locale="en" />,
  decorators: [withClient(createFixtureClient({}, { newbiePrizeGuide: 'http' }))],
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByTestId('new-user-guide')).not.toBeInTheDocument();
  },
};
