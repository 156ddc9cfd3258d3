import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** A server-defined step (its own title), a step without reward or link, and a USD total. */
export const States: Story = {
  args: {
    guide: view(
      [
        { key: 'signup', reward_num: '5', url: '/signup' },
        { key: 'quiz', title: 'Finish the crypto basics quiz', reward_num: '15', url: 'https://help.example.test/quiz' },
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

/** From the sandbox's newbiePrizeGuide answer (the visitor persona). */
export const FromTheSandbox: Story = {
  render: () => <NewUserGuideSection site="main" locale="en" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Start: Create your account' })).toBeVisible();
  },
};
