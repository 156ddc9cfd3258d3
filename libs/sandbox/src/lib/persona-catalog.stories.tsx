import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PersonaCatalog } from './persona-catalog';
import { PERSONA_NAMES } from './personas';

const meta = {
  title: 'Sandbox/Persona catalog',
  component: PersonaCatalog,
  args: { next: '/' },
  argTypes: {
    names: { control: 'check', options: PERSONA_NAMES },
    next: { control: 'text' },
  },
} satisfies Meta<typeof PersonaCatalog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every persona, what it should trigger, and the facts behind it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(PERSONA_NAMES.length + 1);
  },
};

/** The compliance states side by side, with links that return to the futures page. */
export const States: Story = {
  args: {
    names: ['blocked-country', 'restricted-feature', 'uk-limited', 'withdraw-only', 'hk-user', 'uzbekistan-user', 'compliance-tips'],
    next: '/futures/usdt/BTC_USDT',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'restricted-feature' })).toHaveAttribute(
      'href',
      '/_sandbox/persona/restricted-feature?next=%2Ffutures%2Fusdt%2FBTC_USDT',
    );
  },
};
