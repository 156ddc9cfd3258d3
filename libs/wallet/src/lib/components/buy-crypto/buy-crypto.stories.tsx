import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { moneyLinks, withMoneyClient } from '../../../testing';
import { moneyStoryStates } from '../../../testing/money-stories';
import { BuyCryptoView } from './buy-crypto';

const meta = {
  title: 'Wallet/BuyCryptoView',
  component: BuyCryptoView,
  args: {
    method: 'card',
    fiat: 'EUR',
    isLoggedIn: true,
    links: moneyLinks,
    methodHrefs: { card: '/crypto/buy/with-credit-card?method=card', bank: '/crypto/buy/with-bank-account?method=bank' },
  },
  decorators: [withMoneyClient()],
} satisfies Meta<typeof BuyCryptoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card quote in euros with its countdown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('buy-quote')).toHaveTextContent('EUR');
    await expect(canvas.getByTestId('buy-countdown')).toHaveTextContent(/Quote expires in \d+ s/);
  },
};

const states = moneyStoryStates('buyQuote');
/** Arabic (right to left). */
export const Arabic: Story = states.Arabic;
/** Every call pending: skeletons. */
export const Loading: Story = states.Loading;
/** The main call (buyQuote) fails. */
export const ErrorState: Story = states.ErrorState;

/** Empty: a new user with nothing on the wallet still gets a quote. */
export const Empty: Story = {
  ...states.Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('buy-quote')).toBeVisible();
  },
};

/** KYC level 0: the requirement and the link to verification. */
export const KycRequired: Story = states.KycRequired;
/** A visitor is asked to log in. */
export const LoggedOut: Story = states.LoggedOut;
