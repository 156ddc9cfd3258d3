import { AnalyticsProvider } from '@exchange/analytics';
import { recordingAnalyticsClient } from '@exchange/analytics/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  affiliateRebateInfo,
  loggedInReferralContext,
  normalRebateInfo,
  partnerRebateInfo,
  referralSiteContext,
  renderWithApi,
} from '../../../testing';
import { GrowthSection } from './growth-section';

const props = { context: loggedInReferralContext, siteName: 'Exchange', loginHref: '/login' };
/** Lets the rebate call settle (its answer re-renders the section). */
const settle = () => act(async () => undefined);
const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Growth' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('GrowthSection (spec 02 §2 growth pages)', () => {
  it('rewards hub: the main tabs with ch, its heading and its entries', async () => {
    renderWithApi(<GrowthSection {...props} active="rewards" />, { rebateUserInfo: normalRebateInfo });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards Hub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Referral' })).toHaveAttribute('href', '/referral?ch=growth_rewards_to_referral');
    expect(screen.getByRole('link', { name: 'Open: Invite friends' })).toHaveAttribute('href', '/referral');
    expect(tabNames()).toEqual(['Rewards Hub', 'Competition', 'Referral']);
  });

  it('an affiliate gets the affiliate tab, opened through its jump handler', async () => {
    const user = userEvent.setup();
    const onJump = jest.fn();
    renderWithApi(<GrowthSection {...props} active="competition" onJump={onJump} />, { rebateUserInfo: affiliateRebateInfo });
    await user.click(await screen.findByRole('link', { name: 'Affiliate' }));
    expect(onJump).toHaveBeenCalledWith('/referral/affiliate');
    expect(tabNames()).toEqual(['Rewards Hub', 'Competition', 'Referral', 'Affiliate']);
    expect(screen.getByTestId('competition-empty')).toBeInTheDocument();
  });

  it('a partner gets the broker tab with the language prefix', async () => {
    const user = userEvent.setup();
    const onJump = jest.fn();
    renderWithApi(<GrowthSection {...props} context={{ ...props.context, locale: 'zh' }} active="referral" onJump={onJump} />, {
      rebateUserInfo: partnerRebateInfo,
    });
    await user.click(await screen.findByRole('link', { name: 'Broker' }));
    expect(onJump).toHaveBeenCalledWith('/zh/referral/broker');
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('KOL42');
  });

  // Spec 03 §2 / decision 1203: on the US site the tabs and entries are under en-us, in the default language too.
  it.each([
    ['main', 'en', '/referral?ch=growth_rewards_to_referral', '/referral'],
    ['main', 'zh', '/zh/referral?ch=growth_rewards_to_referral', '/zh/referral'],
    ['us', 'en', '/en-us/referral?ch=growth_rewards_to_referral', '/en-us/referral'],
    ['us', 'en-us', '/en-us/referral?ch=growth_rewards_to_referral', '/en-us/referral'],
  ] as const)('on the %s site in %s, the Referral tab is %s and the entry %s', async (site, locale, tab, entry) => {
    renderWithApi(<GrowthSection {...props} context={{ ...props.context, site, locale }} active="rewards" />, {
      rebateUserInfo: normalRebateInfo,
    });
    await settle();
    expect(screen.getByRole('link', { name: 'Referral' })).toHaveAttribute('href', tab);
    expect(screen.getByRole('link', { name: 'Open: Invite friends' })).toHaveAttribute('href', entry);
  });

  it('the broker page tells a partner their membership', async () => {
    renderWithApi(<GrowthSection {...props} active="broker" />, { rebateUserInfo: partnerRebateInfo });
    expect(await screen.findByTestId('programme-member')).toHaveTextContent('Partner');
  });

  it('a visitor sees the tabs and a sign-in prompt on the referral page', () => {
    renderWithApi(<GrowthSection {...props} context={referralSiteContext} active="referral" />);
    expect(tabNames()).toEqual(['Rewards Hub', 'Competition', 'Referral']);
    expect(screen.getByTestId('referral-sign-in')).toBeInTheDocument();
  });

  it('a site with hiddenReferral says the programme is not offered', async () => {
    const { client } = renderWithApi(<GrowthSection {...props} active="referral" hiddenReferral />, { rebateUserInfo: partnerRebateInfo });
    await settle();
    expect(screen.getByTestId('referral-hidden')).toHaveTextContent('not offered on this site');
    expect(client.calls.map((c) => c.name)).toEqual(['rebateUserInfo']);
  });
});

describe('GrowthSection analytics (decision 1204)', () => {
  it('sends growth_tab_view per tab and growth_tab_click through the analytics client', async () => {
    const recorder = recordingAnalyticsClient();
    const onJump = jest.fn();
    renderWithApi(
      <AnalyticsProvider context={referralSiteContext} bigData client={recorder.client}>
        <GrowthSection {...props} active="referral" onJump={onJump} />
      </AnalyticsProvider>,
      { rebateUserInfo: affiliateRebateInfo },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Affiliate' }));
    expect(onJump).toHaveBeenCalledWith('/referral/affiliate');
    expect(recorder.events).toEqual([
      { name: 'growth_tab_view', props: { tab: 'rewards', from: 'referral' } },
      { name: 'growth_tab_view', props: { tab: 'competition', from: 'referral' } },
      { name: 'growth_tab_view', props: { tab: 'referral', from: 'referral' } },
      { name: 'growth_tab_view', props: { tab: 'affiliate', from: 'referral' } },
      { name: 'growth_tab_click', props: { tab: 'affiliate', from: 'referral' } },
    ]);
  });
});
