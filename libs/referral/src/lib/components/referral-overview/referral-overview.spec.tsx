import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  instantShareImage,
  loggedInReferralContext,
  normalRebateInfo,
  partnerRebateInfo,
  referralSiteContext,
  renderWithApi,
} from '../../../testing';
import { ReferralOverview } from './referral-overview';

const props = { context: loggedInReferralContext, siteName: 'Exchange', loginHref: '/login', renderImage: instantShareImage };

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:share-1');
  URL.revokeObjectURL = jest.fn();
});

describe('ReferralOverview (issue 12 item 4; spec 03 §6)', () => {
  it('shows the code, the invite link and the agency type from the rebate info', async () => {
    renderWithApi(<ReferralOverview {...props} />, { rebateUserInfo: partnerRebateInfo });
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('KOL42');
    expect(screen.getByTestId('referral-link')).toHaveTextContent('https://www.exchange.test/signup?ref=KOL42');
    expect(screen.getByTestId('agency-type')).toHaveTextContent('Partner');
    expect(screen.getByRole('region', { name: 'Rebate info' })).toHaveTextContent('see the broker tab');
  });

  // Spec 03 §2 / decision 1203: the invite link is the site's own sign-up page, under en-us on the US site.
  it.each([
    ['main', 'en', 'https://www.exchange.test/signup?ref=enc-10001'],
    ['main', 'ja', 'https://www.exchange.test/ja/signup?ref=enc-10001'],
    ['us', 'en', 'https://us.exchange.test/en-us/signup?ref=enc-10001'],
  ] as const)('on the %s site in %s the invite link is %s', async (site, locale, link) => {
    const context = {
      ...loggedInReferralContext,
      site,
      locale,
      siteOrigins: { main: 'https://www.exchange.test', us: 'https://us.exchange.test' },
    };
    renderWithApi(<ReferralOverview {...props} context={context as typeof loggedInReferralContext} />, {
      rebateUserInfo: normalRebateInfo,
    });
    expect(await screen.findByTestId('referral-link')).toHaveTextContent(link);
  });

  it('a normal user shares the encrypted uid', async () => {
    renderWithApi(<ReferralOverview {...props} />, { rebateUserInfo: normalRebateInfo });
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('enc-10001');
    expect(screen.getByTestId('agency-type')).toHaveTextContent('Regular user');
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithApi(<ReferralOverview {...props} />, { rebateUserInfo: partnerRebateInfo });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://www.exchange.test/signup?ref=KOL42');
  });

  it('opens the share modal with the image', async () => {
    const user = userEvent.setup();
    renderWithApi(<ReferralOverview {...props} />, { rebateUserInfo: partnerRebateInfo });
    await user.click(await screen.findByRole('button', { name: 'Share my link' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(await within(dialog).findByRole('img', { name: /KOL42/ })).toBeInTheDocument();
  });

  it('a failed call gives the fallback: no code, a normal user (spec 03 §8)', async () => {
    renderWithApi(<ReferralOverview {...props} />, {}, { rebateUserInfo: 'http' });
    expect(await screen.findByText(/Your referral code is not available right now/)).toHaveAttribute('role', 'alert');
    expect(screen.getByTestId('agency-type')).toHaveTextContent('Regular user');
    expect(screen.queryByRole('button', { name: 'Share my link' })).toBeNull();
  });

  it('a visitor gets a sign-in prompt and no call (spec 03 §6)', () => {
    const { client } = renderWithApi(<ReferralOverview {...props} context={referralSiteContext} />, { rebateUserInfo: partnerRebateInfo });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(client.calls).toEqual([]);
  });
});
