import { createFakeMicroApp, type FakeMicroApp, type FakeMicroAppOptions } from '@exchange/micro-app/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TransferDialog } from './transfer-dialog';

/** Each story builds its own fake static host in a loader, so a play function can read the host's calls. */
const withFake = (options: FakeMicroAppOptions = {}) => [
  async () => ({ fake: createFakeMicroApp({ name: 'funds-transfer', ...options }) }),
];
const fakeOf = (loaded: Record<string, unknown>) => loaded['fake'] as FakeMicroApp;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const phaseOf = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-micro-app-host]')?.getAttribute('data-phase');

const meta = {
  title: 'Wallet/TransferDialog',
  component: TransferDialog,
  args: {
    open: true,
    onClose: fn(),
    kind: 'funds',
    site: 'main',
    locale: 'en',
    theme: 'light',
    limit: { is_uk_limit: false, is_italy_limit: false },
    onTransferred: fn(),
  },
  loaders: withFake(),
  render: (args, { loaded }) => <TransferDialog {...args} loader={fakeOf(loaded).loader} />,
} satisfies Meta<typeof TransferDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mounted: the funds-transfer micro-app in the dialog, with the spec 02 §3 properties. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(body(canvasElement).getByText('Micro-app funds-transfer 1.0.0 (en, light)')).toBeVisible());
    await expect(fakeOf(loaded).calls.find((c) => c.step === 'mount')?.props?.limitFlags).toEqual({ ukLimit: false, italyLimit: false });
  },
};

/** Loading: the static host has not answered yet. */
export const Loading: Story = {
  loaders: withFake({ check: 'pending' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(phaseOf(canvasElement)).toBe('loading'));
  },
};

/** UK limit: the micro-app gets `limitFlags.ukLimit` (it closes futures and margin). */
export const UkLimited: Story = {
  args: { limit: { is_uk_limit: true, is_italy_limit: false } },
  play: async ({ loaded }) => {
    await waitFor(() =>
      expect(fakeOf(loaded).calls.find((c) => c.step === 'mount')?.props?.limitFlags).toEqual({ ukLimit: true, italyLimit: false }),
    );
  },
};

/** The master transfer, with the site's sub_website_id. */
export const MasterTransfer: Story = {
  args: { kind: 'master' },
  loaders: withFake({ name: 'master-transfer' }),
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(body(canvasElement).getByText(/Micro-app master-transfer/)).toBeVisible());
    await expect(fakeOf(loaded).calls.find((c) => c.step === 'mount')?.props?.extra).toEqual({
      notificationProvider: false,
      subWebsiteId: 0,
    });
  },
};

/** The bundle is missing: a link to the assets page. */
export const Missing: Story = {
  loaders: withFake({ check: { ok: false, status: 404 } }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('a[data-micro-app-fallback]')).toHaveAttribute('href', '/myaccount/assets'),
    );
  },
};

/** Mount throws: the failed state, logged, the page usable. */
export const MountFailed: Story = {
  loaders: withFake({ mountThrows: 'boom' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(phaseOf(canvasElement)).toBe('failed'));
  },
};

/** Arabic (right to left): `locale: ar` and the `/ar` prefix. */
export const Arabic: Story = {
  args: { locale: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ loaded }) => {
    await waitFor(() => expect(fakeOf(loaded).calls.find((c) => c.step === 'mount')?.props?.languagePrefix).toBe('/ar'));
  },
};

/** Arabic, missing bundle: the link goes to the Arabic assets page. */
export const ArabicMissing: Story = {
  args: { locale: 'ar' },
  globals: { locale: 'ar' },
  loaders: withFake({ check: { ok: false, status: 404 } }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('a[data-micro-app-fallback]')).toHaveAttribute('href', '/ar/myaccount/assets'),
    );
  },
};
