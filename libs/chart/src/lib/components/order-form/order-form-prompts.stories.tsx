import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { KycPrompt, LoginPrompt } from './order-form-prompts';

const meta = {
  title: 'Chart/OrderForm/Prompts',
  component: LoginPrompt,
  args: { loginHref: '/login?redirect=%2Ftrade%2FBTC_USDT', signupHref: '/signup?redirect=%2Ftrade%2FBTC_USDT' },
} satisfies Meta<typeof LoginPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: log in (back to this page) or sign up, in the form's place. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in to trade' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ftrade%2FBTC_USDT',
    );
  },
};

/** An account below the KYC level trading needs: the level and the upgrade link. */
export const KycRequired: Story = {
  render: () => <KycPrompt gate={{ requiredLevel: '2', level: '1', href: '/myaccount/kyc2' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/myaccount/kyc2');
  },
};

export const VisitorArabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
export const KycRequiredArabic: Story = { render: KycRequired.render, globals: ARABIC_GLOBALS, play: playArabic };
