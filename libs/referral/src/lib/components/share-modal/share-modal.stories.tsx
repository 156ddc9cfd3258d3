import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { failingShareImage, hangingShareImage } from '../../../testing';
import type { ShareCard } from '../../rules/share-image';
import { ShareModal } from './share-modal';

const card: ShareCard = {
  kind: 'referral',
  brand: 'Exchange',
  title: 'Join me and trade crypto',
  highlight: 'PARTNER88',
  tone: 'neutral',
  rows: [{ label: 'Account type', value: 'Partner' }],
  footer: 'https://www.exchange.test/signup?ref=PARTNER88',
};

const meta = {
  title: 'Referral/ShareModal',
  component: ShareModal,
  args: { open: true, onClose: fn(), card, link: card.footer, fileName: 'referral-PARTNER88', onNativeShare: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['browser', 'native'] } },
} satisfies Meta<typeof ShareModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The referral card drawn with the Canvas API at scale 2; download and copy link. */
export const Default: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Share' }));
    const image = await dialog.findByRole('img', { name: /PARTNER88/ }, { timeout: 10000 });
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
    await expect(dialog.getByRole('link', { name: 'Download image' })).toHaveAttribute('download', 'referral-PARTNER88.png');
  },
};

/** A futures position's card: profit in the rising colour. */
export const Position: Story = {
  args: {
    card: {
      kind: 'position',
      brand: 'Exchange',
      title: 'BTC_USDT perpetual · Long 10x',
      highlight: '+20.41%',
      tone: 'up',
      rows: [
        { label: 'Entry price', value: '59,000' },
        { label: 'Mark price', value: '60,200' },
      ],
      footer: 'https://www.exchange.test/futures/usdt/BTC_USDT',
    },
    fileName: 'position-BTC_USDT',
  },
};

/** Drawing failed: the clear failure state, a retry, the link still copyable. */
export const Failed: Story = {
  args: { renderImage: failingShareImage },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('could not be created');
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  },
};

/** Still drawing (a renderer that never answers; after 10 s the timeout message shows). */
export const Rendering: Story = { args: { renderImage: hangingShareImage } };

/** Timed out: a 50 ms timeout stands in for the 10 s one. */
export const TimedOut: Story = {
  args: { renderImage: hangingShareImage, timeoutMs: 50 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('over 10 seconds');
  },
};

/** In the native app from share-image v3 on: the app draws and shares. */
export const NativeApp: Story = {
  args: { mode: 'native' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Share in the app' }));
    await expect(args.onNativeShare).toHaveBeenCalledTimes(1);
  },
};

/** Arabic (RTL): the card is drawn mirrored. */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { direction: 'rtl' } };
