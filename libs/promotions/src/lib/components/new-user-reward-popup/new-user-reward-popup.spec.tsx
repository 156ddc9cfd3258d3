import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAppProviders } from '../../../testing/render';
import type { NewbiePrize } from '../../rules/newbie-prize';
import { NewUserRewardPopup } from './new-user-reward-popup';

const prize: NewbiePrize = { group_A: { num: '10000' }, group_B: { num_first: '100', num_second: '9900' } };

describe('NewUserRewardPopup', () => {
  it('variant A shows group_A.num and reports the opening once', async () => {
    const onOpen = jest.fn();
    renderWithAppProviders(<NewUserRewardPopup show variant="A" prize={prize} onOpen={onOpen} />);
    expect(await screen.findByRole('dialog', { name: 'Your welcome reward is waiting' })).toBeInTheDocument();
    expect(screen.getByText(/up to \$10,000 in new-user rewards/)).toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('variant B shows group_B.num_first and num_second', async () => {
    renderWithAppProviders(<NewUserRewardPopup show variant="B" prize={prize} />);
    expect(await screen.findByText(/get \$100 right away, plus up to \$9,900 more/)).toBeInTheDocument();
  });

  it('confirm links to /signup and closes the popup', async () => {
    const onConfirm = jest.fn();
    renderWithAppProviders(<NewUserRewardPopup show variant="A" prize={prize} signupHref="#signup" onConfirm={onConfirm} />);
    const confirm = await screen.findByRole('link', { name: 'Sign Up Now' });
    expect(confirm).toHaveAttribute('href', '#signup');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('defaults the confirm target to /signup', async () => {
    renderWithAppProviders(<NewUserRewardPopup show variant="A" prize={prize} />);
    expect(await screen.findByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
  });

  it('close hides it', async () => {
    const onClose = jest.fn();
    renderWithAppProviders(<NewUserRewardPopup show variant="A" prize={prize} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['the rule says no', { show: false, variant: 'A' as const, prize }],
    ['the variant amounts are missing', { show: true, variant: 'B' as const, prize: { ...prize, group_B: { num_first: '', num_second: '' } } }],
    ['no prize was fetched', { show: true, variant: 'A' as const, prize: null }],
  ])('stays hidden when %s', (_label, props) => {
    renderWithAppProviders(<NewUserRewardPopup {...props} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
