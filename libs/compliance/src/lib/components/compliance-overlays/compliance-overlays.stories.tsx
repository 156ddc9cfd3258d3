import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiCheck } from '../../../testing/api-shapes';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { FIXTURE_NOW } from '../../../testing/overlay-fixtures';
import { PERSONA_CONTEXTS } from '../../../testing/persona-contexts';
import { decideComplianceOverlays } from '../../rules/decide-compliance-overlays';
import { ComplianceOverlays } from './compliance-overlays';

const forPersona = (persona: keyof typeof PERSONA_CONTEXTS, site = 'main', locale = 'en') =>
  decideComplianceOverlays({
    site,
    locale,
    path: '/trade/BTC_USDT',
    user: PERSONA_CONTEXTS[persona].user,
    check: PERSONA_CONTEXTS[persona].check,
    now: FIXTURE_NOW,
  });

const meta = {
  title: 'Compliance/ComplianceOverlays',
  component: ComplianceOverlays,
  args: {
    overlays: forPersona('uk-limited'),
    onNavigate: fn(),
    onSwitchSite: fn(),
    onDismiss: fn(),
    allowOrigins: ['https://www.example-exchange.test'],
  },
} satisfies Meta<typeof ComplianceOverlays>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The UK-limited persona on main in English: the UK notice, then the switch to the UK site. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'I Got it' }));
    await expect(await body.findByRole('dialog', { name: 'Switch to the UK site?' })).toBeInTheDocument();
  },
};

/** A stack of notices from several fields at once: the queue shows them one by one. */
export const States: Story = {
  args: {
    overlays: decideComplianceOverlays({
      site: 'main',
      locale: 'zh',
      path: '/trade/BTC_USDT',
      user: { isLogin: true, uid: 1 },
      check: apiCheck({
        limit: { is_uk_limit: true, is_nl_limit: true, brazil_toast: true, ltw_toast: true, is_uzbekistan_toast: true },
        toast: { is_withdraw_only_user: true, is_hk_user: true, limit_country_user_status: 3 },
        business: PERSONA_CONTEXTS['cooling-down'].check.business,
      }),
      now: FIXTURE_NOW,
    }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Important notice for UK users' });
    await userEvent.click(body.getByRole('button', { name: 'I Got it' }));
    await expect(await body.findByRole('dialog', { name: 'Account notice' })).toBeInTheDocument();
  },
};

/** A visitor who belongs to the main site, on the Japan site. */
export const RegionToMain: Story = {
  args: { overlays: forPersona('main-ip-visitor', 'jp', 'ja-jp') },
};

/** The cooling-down persona: the 24-hour reminder ("Notice"); ok goes to its internal route. */
export const CoolingDown: Story = {
  args: { overlays: forPersona('cooling-down') },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Notice' });
    await userEvent.click(body.getByRole('button', { name: 'Continue setup' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/myaccount/kyc_home');
  },
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const RegionToMainArabic: Story = { ...RegionToMain, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const CoolingDownArabic: Story = { ...CoolingDown, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
