import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createFakeMicroApp, sampleMicroAppProps, type FakeMicroApp, type FakeMicroAppOptions } from '../../../testing';
import { MicroAppHost } from './micro-app-host';

/** Each story builds its own fake static host in a loader, so a play function can read the host's calls. */
const withFake = (options: FakeMicroAppOptions = {}) => [async () => ({ fake: createFakeMicroApp({ name: 'demo', ...options }) })];
const fakeOf = (loaded: Record<string, unknown>) => loaded['fake'] as FakeMicroApp;
const steps = (loaded: Record<string, unknown>) => fakeOf(loaded).calls.map((c) => c.step);

const meta = {
  title: 'MicroApp/MicroAppHost',
  component: MicroAppHost,
  args: {
    name: 'demo',
    title: 'Chatroom',
    entryUrl: '/sandbox-static/micro/demo/entry.js',
    expectedVersion: '1.0.0',
    fullPageHref: '/groupchat/chatroom',
    props: sampleMicroAppProps,
    hidden: false,
    style: { width: 400, minHeight: 120, border: '1px solid #ccc', padding: 8 },
  },
  loaders: withFake(),
  render: (args, { loaded }) => <MicroAppHost {...args} loader={fakeOf(loaded).loader} />,
} satisfies Meta<typeof MicroAppHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mounted: the HEAD check passed, the script registered, `mount` drew the micro-app. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Micro-app demo 1.0.0 (en, light)')).toBeVisible());
    await expect(steps(loaded)).toEqual(['check', 'load', 'mount']);
  },
};

/** Loading: the static host has not answered yet. */
export const Loading: Story = {
  loaders: withFake({ check: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Chatroom…')).toBeVisible();
  },
};

/** Failed: `mount` threw; the error went to monitoring and the page keeps a link to the full page. */
export const Failed: Story = {
  loaders: withFake({ mountThrows: 'mount broke' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Chatroom could not be loaded/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Chatroom in a full page' })).toHaveAttribute('href', '/groupchat/chatroom');
  },
};

/** Missing entry (the HEAD check answered 404): degrades to the link, no script is requested. */
export const MissingEntry: Story = {
  loaders: withFake({ check: { ok: false, status: 404 } }),
  play: async ({ canvasElement, loaded }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Open Chatroom in a full page' })).toBeVisible();
    await expect(steps(loaded)).toEqual(['check']);
  },
};

/** Version mismatch: the static host holds a 2.x bundle, the host expects 1.x: the link again. */
export const VersionMismatch: Story = {
  loaders: withFake({ version: '2.0.0' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Chatroom is not available here right now/)).toBeVisible();
  },
};

/** Hidden: nothing renders and nothing is requested. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement, loaded }) => {
    await expect(canvasElement.querySelector('[data-micro-app-host]')).toBeNull();
    await expect(steps(loaded)).toEqual([]);
  },
};

/** Arabic (right-to-left): the micro-app gets `locale: ar` and the `/ar` prefix. */
export const Arabic: Story = {
  args: { props: { ...sampleMicroAppProps, locale: 'ar', languagePrefix: '/ar' } },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-phase="mounted"]')).not.toBeNull());
    await expect(fakeOf(loaded).calls[2]?.props?.languagePrefix).toBe('/ar');
  },
};

/** Arabic, missing entry: the fallback link in Arabic. */
export const ArabicMissingEntry: Story = {
  args: { props: { ...sampleMicroAppProps, locale: 'ar', languagePrefix: '/ar' }, fullPageHref: '/ar/groupchat/chatroom' },
  globals: { locale: 'ar' },
  loaders: withFake({ check: { ok: false, status: 404 } }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('a[data-micro-app-fallback]')).toHaveAttribute('href', '/ar/groupchat/chatroom'),
    );
  },
};
