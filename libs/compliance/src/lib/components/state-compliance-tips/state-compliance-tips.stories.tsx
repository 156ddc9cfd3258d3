import { SITE_KEYS } from '@exchange/site-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { StateComplianceTips } from './state-compliance-tips';

const meta = {
  title: 'Compliance/StateComplianceTips',
  component: StateComplianceTips,
  args: { site: 'main', variant: 'page', homeHref: '/', loginHref: '/login' },
  argTypes: {
    site: { control: 'select', options: [...SITE_KEYS] },
    variant: { control: 'inline-radio', options: ['page', 'inline'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StateComplianceTips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user-agreement');
  },
};

/** A `/zh` visitor: home, log in and the legal documents keep the locale prefix. */
export const Localized: Story = {
  args: { site: 'uk', homeHref: '/zh', loginHref: '/zh/login', localizeHref: (path: string) => `/zh${path}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/zh/user-agreement');
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/zh/page/contacts');
  },
};

/** The inline variant (a restricted page with tips on), on the US and EU sites (their own legal documents). */
export const States: Story = {
  render: (args) => (
    <>
      <StateComplianceTips {...args} site="us" variant="inline" />
      <StateComplianceTips {...args} site="eu" variant="inline" />
    </>
  ),
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
