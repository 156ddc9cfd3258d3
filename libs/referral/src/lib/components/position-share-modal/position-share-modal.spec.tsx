import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedInReferralContext, openFuturesPosition, partnerRebateInfo, renderWithApi } from '../../../testing';
import type { ShareCard } from '../../rules/share-image';
import { PositionShareModal } from './position-share-modal';

let drawn: { card: ShareCard; direction: string }[] = [];
const renderImage = (card: ShareCard, direction: 'ltr' | 'rtl') => {
  drawn.push({ card, direction });
  return Promise.resolve(new Blob(['png'], { type: 'image/png' }));
};
const props = { context: loggedInReferralContext, onClose: jest.fn(), pricePrecision: 1, renderImage };

beforeEach(() => {
  drawn = [];
  URL.createObjectURL = jest.fn(() => 'blob:position-1');
  URL.revokeObjectURL = jest.fn();
});

describe('PositionShareModal (spec 03 §2, §5, §9; decision 1403)', () => {
  it('draws the position with the referral code and offers download and the invite link', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithApi(<PositionShareModal {...props} position={openFuturesPosition} />, { rebateUserInfo: partnerRebateInfo });
    const dialog = within(screen.getByRole('dialog', { name: 'Share' }));
    expect(await dialog.findByRole('img', { name: 'Share image: BTC/USDT perpetual, +20.34%' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Download image' })).toHaveAttribute('download', 'position-BTC_USDT.png');
    expect(drawn.at(-1)).toEqual({
      direction: 'ltr',
      card: expect.objectContaining({
        kind: 'position',
        highlight: '+20.34%',
        tone: 'up',
        rows: [
          { label: 'Position', value: 'Long 10x' },
          { label: 'Entry price', value: '59,000.0' },
          { label: 'Mark price', value: '60,200.0' },
          { label: 'Referral code', value: 'KOL42' },
        ],
        footer: 'https://www.exchange.test/signup?ref=KOL42',
      }),
    });
    await user.click(dialog.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://www.exchange.test/signup?ref=KOL42');
  });

  it('a short at a loss in cross margin, drawn right-to-left in Arabic', async () => {
    const short = { ...openFuturesPosition, size: -2, leverage: '0' };
    renderWithApi(<PositionShareModal {...props} context={{ ...props.context, locale: 'ar' }} position={short} />, {
      rebateUserInfo: partnerRebateInfo,
    });
    await screen.findByRole('img');
    const last = drawn.at(-1);
    expect(last?.direction).toBe('rtl');
    expect(last?.card.tone).toBe('down');
  });

  it('without a referral code (the call failed) the image still shares, the site address as its footer and no copy', async () => {
    renderWithApi(<PositionShareModal {...props} position={openFuturesPosition} />, {}, { rebateUserInfo: 'http' });
    const dialog = within(screen.getByRole('dialog', { name: 'Share' }));
    await dialog.findByRole('img');
    expect(drawn.at(-1)?.card.footer).toBe('https://www.exchange.test');
    expect(drawn.at(-1)?.card.rows).toHaveLength(3);
    expect(dialog.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it.each([
    ['no position', null],
    ['a closed position (size 0)', { ...openFuturesPosition, size: 0 }],
  ])('%s: nothing is rendered', (_, position) => {
    renderWithApi(<PositionShareModal {...props} position={position} />, { rebateUserInfo: partnerRebateInfo });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
