import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { SafeServerText } from './safe-server-text';

const meta = {
  title: 'Compliance/SafeServerText',
  component: SafeServerText,
  args: {
    content: 'Please read the User Agreement and our FAQ before you continue.',
    textLinks: [
      { key: 'User Agreement', link: '/user-agreement' },
      { key: 'FAQ', link: 'https://www.example-exchange.test/faq' },
    ],
    allowOrigins: ['https://www.example-exchange.test'],
  },
} satisfies Meta<typeof SafeServerText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user-agreement');
  },
};

/** Plain text, an unsafe link left as text, and sanitised HTML (the script and the foreign link are removed). */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <SafeServerText {...args} content="Plain server text without links." textLinks={[]} />
      <SafeServerText
        {...args}
        content="This link is unsafe and stays text: click here."
        textLinks={[{ key: 'click here', link: 'javascript:alert(1)' }]}
      />
      <SafeServerText
        {...args}
        content={
          '<p>HTML from the server with <strong>emphasis</strong>, a <a href="/fee">safe link</a> and a <a href="https://evil.example.org">foreign link</a>.</p><script>alert(1)</script>'
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', '/fee');
    await expect(canvas.queryByRole('link', { name: 'click here' })).toBeNull();
  },
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
