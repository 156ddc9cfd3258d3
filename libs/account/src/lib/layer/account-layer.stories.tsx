import { ENDPOINTS, ExchangeClientProvider, type SubUserType } from '@exchange/api';
import { createFixtureClient, type FixtureClient } from '@exchange/api/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { accountSiteContext } from '../../testing';
import { AccountLayer } from './account-layer';

/** What the exchange answers in a story: whether the user is a sub-account, and the sub-user-type check's answer. */
interface AccountFixtures {
  isSub: boolean;
  /** `refuse`: a non-zero code with this server message (spec 03 §8); otherwise the type the check answers. */
  subUserType: { refuse: string } | SubUserType;
}

/** A fixture client for the layer's two calls (userInfo, subUserType); every other call gives its fallback. */
function accountClient({ isSub, subUserType }: AccountFixtures): FixtureClient {
  const base = createFixtureClient({ userInfo: { ...ENDPOINTS.userInfo.fallback, uid: accountSiteContext.user.uid ?? '', is_sub: isSub } });
  return {
    ...base,
    async callResult(name, ...input) {
      if (name !== 'subUserType') return base.callResult(name, ...input);
      base.calls.push({ name, input: input[0] });
      if ('refuse' in subUserType)
        return {
          ok: false,
          data: { type: 1, sub_type: 0 },
          error: { endpoint: 'subUserType', kind: 'code', code: 40003, message: subUserType.refuse },
        } as never;
      return { ok: true, data: subUserType, error: null } as never;
    },
  };
}

/** The story's client comes from a loader, so the play function can read the calls the layer made. */
const withClient: Decorator = (Story, { loaded }) => (
  <ExchangeClientProvider client={loaded['client'] as FixtureClient} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </ExchangeClientProvider>
);

const loadClient = (fixtures: AccountFixtures) => async () => ({ client: accountClient(fixtures) });
const callNames = (loaded: Record<string, unknown>) => (loaded['client'] as FixtureClient).calls.map((c) => c.name);

const meta = {
  title: 'Account/AccountLayer',
  component: AccountLayer,
  args: { context: accountSiteContext },
  decorators: [withClient],
  loaders: [loadClient({ isSub: false, subUserType: { type: 1, sub_type: 0 } })],
} satisfies Meta<typeof AccountLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A main account on an account page: the layer reads the user, renders nothing and shows no toast. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(callNames(loaded)).toContain('userInfo'));
    await expect(callNames(loaded)).not.toContain('subUserType');
    await expect(within(canvasElement.ownerDocument.body).getByRole('status')).toBeEmptyDOMElement();
  },
};

/**
 * A sub-account whose type check is refused (spec 03 §8): a warning toast with the server's message; after 2 s the
 * layer sends the user home (`router.push('/')` in the Actions panel).
 */
export const SubAccountRefused: Story = {
  loaders: [loadClient({ isSub: true, subUserType: { refuse: 'Sub-account access revoked' } })],
  play: async ({ canvasElement, loaded }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(await within(status).findByText('Sub-account access revoked')).toBeInTheDocument();
    await expect(callNames(loaded)).toContain('subUserType');
  },
};

/** A sub-account whose type check passes: it stays on the page, no toast. */
export const SubAccountAllowed: Story = {
  loaders: [loadClient({ isSub: true, subUserType: { type: 4, sub_type: 7 } })],
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(callNames(loaded)).toContain('subUserType'));
    await expect(within(canvasElement.ownerDocument.body).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A visitor: nothing is checked, not even the user info. */
export const Visitor: Story = {
  args: { context: { ...accountSiteContext, user: { isLoggedIn: false, uid: null, nickname: null } } },
  play: async ({ loaded }) => {
    await expect(callNames(loaded)).toEqual([]);
  },
};

/** Arabic (right-to-left): a refused sub-account gets the warning toast in Arabic. */
export const Arabic: Story = {
  args: { context: { ...accountSiteContext, locale: 'ar' } },
  globals: { locale: 'ar' },
  loaders: [loadClient({ isSub: true, subUserType: { refuse: 'تم إلغاء وصول الحساب الفرعي' } })],
  play: async ({ canvasElement }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(await within(status).findByText('تم إلغاء وصول الحساب الفرعي')).toBeInTheDocument();
  },
};
