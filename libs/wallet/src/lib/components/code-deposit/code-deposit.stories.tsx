import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { moneyStatesStory } from '../../../testing/money-stories';
import { CodeDepositView } from './code-deposit';

const meta = {
  title: 'Wallet/CodeDepositView',
  component: CodeDepositView,
  args: { isLoggedIn: true, links: moneyLinks },
  decorators: [withMoneyClient()],
} satisfies Meta<typeof CodeDepositView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code is formatted as typed and previewed by the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Deposit code' }), 'giftusdt0050');
    await expect(await canvas.findByTestId('code-preview')).toHaveTextContent('50 USDT');
  },
};

/** The same in Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** Every state side by side: empty, loading, error (giftCodePreview fails), KYC required, logged out. */
export const States: Story = moneyStatesStory('giftCodePreview', (args) => <CodeDepositView {...args} />);
