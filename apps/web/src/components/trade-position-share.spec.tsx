import { loggedInReferralContext, openFuturesPosition, partnerRebateInfo, renderWithApi } from '@exchange/referral/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePositionShare } from './trade-position-share';

/** Stands in for the chart's position row: its Share button hands the position over, as TradePanel does. */
function Harness() {
  const share = usePositionShare(loggedInReferralContext, 1);
  return (
    <>
      <button type="button" onClick={() => share.onSharePosition(openFuturesPosition)}>
        Share
      </button>
      {share.modal}
    </>
  );
}

// jsdom has no canvas: the modal shows its clear failure state (the link can still be copied).
beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('usePositionShare (spec 03 §2, decision 1403: the app composes chart and referral)', () => {
  it('Share on a position opens the referral domain’s share modal for it; closing it removes it', async () => {
    const user = userEvent.setup();
    renderWithApi(<Harness />, { rebateUserInfo: partnerRebateInfo });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    expect(await within(dialog).findByText('https://www.exchange.test/signup?ref=KOL42')).toBeInTheDocument();
    expect(await within(dialog).findByTestId('share-image-failed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
