import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiBusinessItem } from '../../../testing/api-shapes';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { FooterTips } from './footer-tips';

const meta = {
  title: 'Compliance/FooterTips',
  component: FooterTips,
  args: {
    items: [
      apiBusinessItem({
        title: 'Risk warning',
        content: 'Crypto-asset prices can fall as well as rise; you may lose all of your investment. Read the Risk Disclosure.',
        text_link: [{ key: 'Risk Disclosure', link: '/user-agreement' }],
      }),
      apiBusinessItem({
        content: 'Services are provided by the entity of your region. See the User Agreement.',
        text_link: [{ key: 'User Agreement', link: '/user-agreement' }],
      }),
    ],
    allowOrigins: ['https://www.example-exchange.test'],
  },
} satisfies Meta<typeof FooterTips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Risk Disclosure' })).toHaveAttribute('href', '/user-agreement');
  },
};

/** One tip with HTML content, and the empty default (nothing rendered). */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <FooterTips {...args} items={[apiBusinessItem({ content: '<p><strong>Important:</strong> see our <a href="/fee">fees</a>.</p>' })]} />
      <FooterTips {...args} items={[]} />
    </div>
  ),
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
