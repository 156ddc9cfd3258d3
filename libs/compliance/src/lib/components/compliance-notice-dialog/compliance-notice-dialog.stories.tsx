import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { FIXTURE_OVERLAYS } from '../../../testing/overlay-fixtures';
import { ComplianceNoticeDialog, type ComplianceNotice } from './compliance-notice-dialog';

const NOTICES: Array<[string, ComplianceNotice]> = [
  ['Prohibited countries', FIXTURE_OVERLAYS.prohibited],
  ['UK modal (Chinese locales)', FIXTURE_OVERLAYS.ukModal],
  ['UK notice', FIXTURE_OVERLAYS.ukNotice],
  ['Restricted location (visitor)', FIXTURE_OVERLAYS.restrictedVisitor],
  ['Restricted location (user)', FIXTURE_OVERLAYS.restrictedUser],
  ['Account conflict (KYC country)', FIXTURE_OVERLAYS.conflictKycCountry],
  ['Account conflict (site)', FIXTURE_OVERLAYS.conflictSite],
  ['Only withdraw', FIXTURE_OVERLAYS.onlyWithdraw],
  ['IP limit (Netherlands)', FIXTURE_OVERLAYS.ipLimitNl],
  ['IP limit (Italy)', FIXTURE_OVERLAYS.ipLimitIt],
  ['Hong Kong', FIXTURE_OVERLAYS.hk],
  ['Uzbekistan (before the deadline)', FIXTURE_OVERLAYS.uzbekistanUpcoming],
  ['Uzbekistan (after the deadline)', FIXTURE_OVERLAYS.uzbekistanEnded],
  ['Brazil', FIXTURE_OVERLAYS.brazil],
  ['LTW', FIXTURE_OVERLAYS.ltw],
];

const meta = {
  title: 'Compliance/ComplianceNoticeDialog',
  component: ComplianceNoticeDialog,
  args: {
    notice: FIXTURE_OVERLAYS.prohibited,
    onDismiss: fn(),
    onNavigate: fn(),
  },
  argTypes: {
    notice: { control: 'select', options: NOTICES.map(([label]) => label), mapping: Object.fromEntries(NOTICES) },
  },
} satisfies Meta<typeof ComplianceNoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'I Acknowledge' }));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith(args.notice.onDismiss));
  },
};

/** Every notice in every state, in queue order: each "I Got it" (or Cancel) makes room for the next. */
export const States: Story = {
  render: (args) => (
    <>
      {NOTICES.map(([label, notice], index) => (
        <ComplianceNoticeDialog key={label} {...args} notice={notice} overlay={{ id: `story.${index}`, band: 'notice', rank: index }} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'I Acknowledge' }));
    await expect(await body.findByRole('dialog', { name: 'Important notice for UK users' })).toBeInTheDocument();
  },
};

export const OnlyWithdraw: Story = {
  args: { notice: FIXTURE_OVERLAYS.onlyWithdraw },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Create Ticket' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/myaccount/tickets'));
  },
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const OnlyWithdrawArabic: Story = { ...OnlyWithdraw, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
