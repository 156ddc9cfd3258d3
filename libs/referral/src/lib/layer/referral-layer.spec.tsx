import { ExchangeClientProvider, parseCookieHeader } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import { render, waitFor } from '@testing-library/react';
import { referralSiteContext } from '../../testing';
import { REFERRAL_COOKIE_CHANGED_EVENT } from '../rules/referral-cookies';
import { ReferralLayer } from './referral-layer';

const clearCookies = () => {
  for (const name of Object.keys(parseCookieHeader(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
};

function renderLayer(search: string, verifyCode: number) {
  window.history.replaceState(null, '', `/${search}`);
  const client = createFixtureClient({ verifyInvite: { code: verifyCode } });
  render(
    <ExchangeClientProvider client={client}>
      <ReferralLayer context={referralSiteContext} />
    </ExchangeClientProvider>,
  );
  return client;
}

afterEach(() => {
  clearCookies();
  window.history.replaceState(null, '', '/');
});

describe('ReferralLayer (spec 03 §4 referral cookie flow)', () => {
  it('first landing with a referral: stores it without a verification call and fires the event', async () => {
    const listener = jest.fn();
    window.addEventListener(REFERRAL_COOKIE_CHANGED_EVENT, listener);
    const client = renderLayer('?ref=ABC123&ref_type=1&ch=tg', 0);
    await waitFor(() =>
      expect(parseCookieHeader(document.cookie)).toEqual(expect.objectContaining({ ref_uid: 'ABC123', ref_channel: 'tg' })),
    );
    expect(client.calls).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(REFERRAL_COOKIE_CHANGED_EVENT, listener);
  });

  it('another referral already stored: asks verify_invite_info through the api, and a refusal keeps the old one', async () => {
    document.cookie = 'ref_uid=OLD111; Path=/';
    const client = renderLayer('?ref=NEW999&ref_type=2', 500);
    await waitFor(() => expect(client.calls).toEqual([{ name: 'verifyInvite', input: { invite_code: 'NEW999', ref_type: 2 } }]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(parseCookieHeader(document.cookie)['ref_uid']).toBe('OLD111');
  });

  it('another referral already stored and verified: replaces it', async () => {
    document.cookie = 'ref_uid=OLD111; Path=/';
    renderLayer('?ref=NEW999', 0);
    await waitFor(() => expect(parseCookieHeader(document.cookie)['ref_uid']).toBe('NEW999'));
  });

  it('no referral in the URL: no call, no cookie', async () => {
    const client = renderLayer('?utm=x', 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.calls).toEqual([]);
    expect(parseCookieHeader(document.cookie)['ref_uid']).toBeUndefined();
  });
});
