import type { SiteContext } from '@exchange/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WalletLayer } from './wallet-layer';

const context: SiteContext = {
  site: 'main',
  locale: 'en',
  user: { isLoggedIn: true, uid: '1001', nickname: 'member' },
  theme: 'system',
  pathname: '/',
  search: '',
  siteOrigins: {} as SiteContext['siteOrigins'],
  inAppWebview: false,
};

const meta = {
  title: 'Wallet/WalletLayer',
  component: WalletLayer,
  args: { context },
} satisfies Meta<typeof WalletLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in user sees the notice; acknowledging it hides it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'I Got it' }));
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** A visitor: the layer renders nothing. */
export const Visitor: Story = {
  args: { context: { ...context, user: { isLoggedIn: false, uid: null, nickname: null } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** Arabic (right-to-left), `locale: ar`. */
export const Arabic: Story = {
  args: { context: { ...context, locale: 'ar' } },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('complementary')).toBeInTheDocument();
  },
};
