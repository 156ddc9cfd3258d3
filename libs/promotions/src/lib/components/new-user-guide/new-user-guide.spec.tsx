import { fixtureApi } from '@exchange/api/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newUserGuideView } from '../../rules/new-user-guide';
import { NewUserGuide, NewUserGuideSection } from './new-user-guide';

const sandboxGuide = {
  reward_currency: 'USDT',
  steps: [
    { key: 'signup', title: '', reward_num: '10', url: '/signup' },
    { key: 'kyc', title: '', reward_num: '20', url: '/myaccount/kyc_home' },
    { key: 'quiz', title: 'Finish the quiz', reward_num: '0', url: '' },
  ],
};

describe('NewUserGuide (decision 1320)', () => {
  it('lists the steps with their rewards and localized links, and the total in the lead', () => {
    const guide = newUserGuideView(sandboxGuide);
    if (!guide) throw new Error('no guide');
    renderWithProviders(<NewUserGuide guide={guide} localize={(p) => `/ar${p}`} />);
    const section = screen.getByRole('region', { name: 'New-user reward guide' });
    expect(section).toHaveTextContent('Complete these steps to collect up to 30 USDT.');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '1Create your account+10 USDTStart',
      '2Verify your identity+20 USDTStart',
      '3Finish the quiz',
    ]);
    expect(within(section).getByRole('link', { name: 'Start: Create your account' })).toHaveAttribute('href', '/ar/signup');
  });

  it('explains the rewards in the tooltip-modal of 03 §8: a tap opens the terms in a dialog, Close closes it', async () => {
    const guide = newUserGuideView(sandboxGuide);
    if (!guide) throw new Error('no guide');
    const user = userEvent.setup();
    renderWithProviders(<NewUserGuide guide={guide} />);
    await user.click(screen.getByRole('button', { name: 'How the rewards work' }));
    const dialog = await screen.findByRole('dialog', { name: 'How the rewards work' });
    expect(dialog).toHaveTextContent('Together the steps pay up to 30 USDT.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('NewUserGuideSection (spec 03 §7 newbiePrizeGuide, §8)', () => {
  it('shows the guide the call returns, with links in the page locale', async () => {
    const { client } = renderWithProviders(<NewUserGuideSection site="main" locale="ar" />, {
      with: fixtureApi({ newbiePrizeGuide: sandboxGuide }),
    });
    expect(await screen.findByRole('link', { name: 'Start: Verify your identity' })).toHaveAttribute('href', '/ar/myaccount/kyc_home');
    expect(client.calls.map((c) => c.name)).toContain('newbiePrizeGuide');
  });

  it('shows nothing when the call gives no guide (its fallback, spec 03 §8)', async () => {
    const { client } = renderWithProviders(<NewUserGuideSection site="main" locale="en" />, { with: fixtureApi({}) });
    await waitFor(() => expect(client.calls.map((c) => c.name)).toContain('newbiePrizeGuide'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('new-user-guide')).not.toBeInTheDocument();
  });
});
