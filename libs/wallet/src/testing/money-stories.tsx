import type { EndpointName } from '@exchange/api';
import { expect, within } from 'storybook/test';
import { withMoneyClient } from './money-fixtures';

/**
 * The states every money page's stories show (issue 22: empty, loading, error, KYC required, logged out, Arabic),
 * written once: a stories file takes them with `moneyStoryStates('<its main call>')` and exports each by name.
 */
export const moneyStoryStates = (failing: EndpointName) => ({
  /** The same in Arabic (right to left). */
  Arabic: { globals: { locale: 'ar' } },
  /** A new user: nothing on the wallet, no history, no saved address, no offer. */
  Empty: { decorators: [withMoneyClient({ empty: true })] },
  /** Every call pending: skeletons. */
  Loading: { decorators: [withMoneyClient({ pending: true })] },
  /** The page's main call fails: its fallback and message. */
  ErrorState: { decorators: [withMoneyClient({ failures: { [failing]: 'http' } })] },
  /** A KYC level 0 user: the requirement explained, with the link to verification. */
  KycRequired: {
    decorators: [withMoneyClient({ kyc: 'kyc0' })],
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/myaccount/kyc_home');
    },
  },
  /** A visitor is asked to log in. */
  LoggedOut: { args: { isLoggedIn: false } },
});
