import { ExchangeClientProvider, type RebateUserInfo } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { failingShareImage, loggedInReferralContext, openFuturesPosition, partnerRebateInfo } from '../../../testing';
import { PositionShareModal } from './position-share-modal';

/** An exchange client answering rebateUserInfo from the story, or failing it. */
const withRebate =
  (rebate: RebateUserInfo | 'fail'): Decorator =>
  (Story) => (
    <ExchangeClientProvider
      client={createFixtureClient(rebate === 'fail' ? {} : { rebateUserInfo: rebate }, rebate === 'fail' ? { rebateUserInfo: 'http' } : {})}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      <Story />
    </ExchangeClientProvider>
  );

const meta = {
  title: 'Referral/PositionShareModal',
  component: PositionShareModal,
  args: { context: loggedInReferralContext, position: openFuturesPosition, pricePrecision: 1, onClose: () => undefined },
  decorators: [withRebate(partnerRebateInfo)],
} satisfies Meta<typeof PositionShareModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long in profit (+20.34 % at 10x), the referral code and invite link on the image; download and copy. */
export const Default: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Share' }));
    await expect(await dialog.findByRole('img', { name: /\+20\.34%/ }, { timeout: 10000 })).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Download image' })).toHaveAttribute('download', 'position-BTC_USDT.png');
    await expect(dialog.getByText('https://www.exchange.test/signup?ref=KOL42')).toBeInTheDocument();
  },
};

/** A short at a loss in cross margin (no leverage): the highlight is red. */
export const ShortAtALoss: Story = {
  args: { position: { ...openFuturesPosition, size: -2, leverage: '0' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Share' }));
    await expect(await dialog.findByRole('img', { name: /-2\.03%|−2\.03%/ }, { timeout: 10000 })).toBeInTheDocument();
  },
};

/** The rebate call failed: no code on the image, the site's address as its footer, no link to copy. */
export const WithoutReferralCode: Story = { decorators: [withRebate('fail')] };

/** Drawing failed: the clear failure state with "Try again". */
export const ImageFailed: Story = {
  args: { renderImage: failingShareImage },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Share' }));
    await expect(await dialog.findByTestId('share-image-failed')).toBeInTheDocument();
  },
};

/** Arabic (RTL): the card is drawn mirrored. */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { context: { ...loggedInReferralContext, locale: 'ar' } } };
