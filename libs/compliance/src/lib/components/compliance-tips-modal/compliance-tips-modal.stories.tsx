import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiTips } from '../../../testing/api-shapes';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { ComplianceTipsModal } from './compliance-tips-modal';

const NOW = Date.UTC(2025, 0, 15, 12);

const meta = {
  title: 'Compliance/ComplianceTipsModal',
  component: ComplianceTipsModal,
  args: {
    site: 'main',
    path: '/',
    now: NOW,
    stored: {},
    tip: apiTips({
      enable: true,
      path: ['register', 'home', 'login'],
      options: { maxCount: 3 },
      title: 'Important notice',
      content: 'Crypto-assets are volatile. Please read the Risk Disclosure before you trade.',
      text_link: [{ key: 'Risk Disclosure', link: '/user-agreement' }],
      ok_button: 'Read more',
      ok_button_router: '/announcements',
    }),
    onStore: fn(),
    onNavigate: fn(),
    allowOrigins: ['https://www.example-exchange.test'],
  },
} satisfies Meta<typeof ComplianceTipsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Important notice' });
    await waitFor(() => expect(args.onStore).toHaveBeenCalledTimes(2));
    await userEvent.click(body.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/announcements'));
  },
};

/** Server labels missing: "Notice" and "I Got it"; the ok button just closes. */
export const States: Story = {
  args: {
    path: '/login',
    tip: apiTips({ enable: true, path: ['login'], options: { maxCount: 1 }, content: 'A compliance tip without title or button labels.' }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'I Got it' }));
  },
};

/** Not shown: the daily count has reached maxCount (3/3 today). */
export const DailyLimitReached: Story = {
  args: { stored: { local: { compliance_modal_count_home: `3/${NOW - 60_000}` } } },
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const DailyLimitReachedArabic: Story = { ...DailyLimitReached, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
