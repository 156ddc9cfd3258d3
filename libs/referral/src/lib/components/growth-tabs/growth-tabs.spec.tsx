import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAppProviders } from '../../../testing/render';
import { GrowthTabs } from './growth-tabs';

describe('GrowthTabs (spec 02 §2 growth tabs)', () => {
  it('shows the three main tabs with the ch lookup from the active tab', () => {
    renderWithAppProviders(<GrowthTabs active="rewards" showAffiliate={false} showBroker={false} />);
    const links = within(screen.getByRole('navigation', { name: 'Growth' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Rewards Hub', '/rewards_hub'],
      ['Competition', '/competition/center?ch=growth_rewards_to_competition'],
      ['Referral', '/referral?ch=growth_rewards_to_referral'],
    ]);
    expect(screen.getByRole('link', { name: 'Rewards Hub' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds affiliate and broker per flags, with the language prefix', () => {
    renderWithAppProviders(<GrowthTabs active="affiliate" showAffiliate showBroker langPrefix="/zh" />);
    expect(screen.getByRole('link', { name: 'Affiliate' })).toHaveAttribute('href', '/zh/referral/affiliate');
    expect(screen.getByRole('link', { name: 'Broker' })).toHaveAttribute('href', '/zh/referral/broker');
    expect(screen.getByRole('link', { name: 'Referral' })).toHaveAttribute('href', '/zh/referral');
    expect(screen.getByRole('link', { name: 'Affiliate' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens affiliate and broker through their own jump handlers', async () => {
    const onAffiliateClick = jest.fn();
    const onBrokerClick = jest.fn();
    renderWithAppProviders(
      <GrowthTabs active="referral" showAffiliate showBroker onAffiliateClick={onAffiliateClick} onBrokerClick={onBrokerClick} />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Affiliate' }));
    await userEvent.click(screen.getByRole('link', { name: 'Broker' }));
    expect(onAffiliateClick).toHaveBeenCalledTimes(1);
    expect(onBrokerClick).toHaveBeenCalledTimes(1);
  });
});

describe('GrowthTabs analytics (decision 1204)', () => {
  it('reports a view once per tab as it enters the bar, and every tab press with the page tab', async () => {
    const onTrack = jest.fn();
    const onAffiliateClick = jest.fn();
    const view = renderWithAppProviders(<GrowthTabs active="rewards" showAffiliate={false} showBroker={false} onTrack={onTrack} />);
    expect(onTrack.mock.calls).toEqual([
      ['view', 'rewards', 'rewards'],
      ['view', 'competition', 'rewards'],
      ['view', 'referral', 'rewards'],
    ]);
    // the rebate info arrives: the affiliate tab joins the bar and only it is reported
    view.rerender(<GrowthTabs active="rewards" showAffiliate showBroker={false} onTrack={onTrack} onAffiliateClick={onAffiliateClick} />);
    expect(onTrack.mock.calls.slice(3)).toEqual([['view', 'affiliate', 'rewards']]);
    const competition = screen.getByRole('link', { name: 'Competition' });
    competition.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(competition);
    await userEvent.click(screen.getByRole('link', { name: 'Affiliate' }));
    expect(onTrack.mock.calls.slice(4)).toEqual([
      ['click', 'competition', 'rewards'],
      ['click', 'affiliate', 'rewards'],
    ]);
    expect(onAffiliateClick).toHaveBeenCalledTimes(1);
  });
});
