import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient, type FixtureClient } from '@exchange/api/testing';
import type { SiteContext } from '@exchange/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContentLayer } from './content-layer';

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

/**
 * The layer fetches through `@exchange/api` (useExchangeClient needs a provider): each story gets a fixture client
 * from a loader, so its play function can read the calls made. Give a story its own answers with
 * `loaders: [loadClient({ <endpoint>: <data> })]` (or failures, the second argument).
 */
const loadClient =
  (...fixtures: Parameters<typeof createFixtureClient>) =>
  async () => ({ client: createFixtureClient(...fixtures) });
const withClient: Decorator = (Story, { loaded }) => (
  <ExchangeClientProvider client={loaded['client'] as FixtureClient} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </ExchangeClientProvider>
);

const meta = {
  title: 'Content/ContentLayer',
  component: ContentLayer,
  args: { context },
  decorators: [withClient],
  loaders: [loadClient()],
} satisfies Meta<typeof ContentLayer>;

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

/** A visitor: the layer renders nothing and calls nothing. */
export const Visitor: Story = {
  args: { context: { ...context, user: { isLoggedIn: false, uid: null, nickname: null } } },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
    await expect((loaded['client'] as FixtureClient).calls).toEqual([]);
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
