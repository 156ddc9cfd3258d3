import { parseCookieHeader } from '@exchange/api';
import { REFERRAL_COOKIE_CHANGED_EVENT } from '../rules/referral-cookies';
import { applyReferralCookies, syncReferralCookies } from './referral-cookie-adapter';

function clearCookies() {
  for (const name of Object.keys(parseCookieHeader(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

function fakeDocument(protocol: string) {
  const written: string[] = [];
  const events: Event[] = [];
  const view = { dispatchEvent: (e: Event) => events.push(e) > 0 };
  const doc = {
    location: { protocol },
    defaultView: view,
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  return { doc, written, events };
}

describe('applyReferralCookies', () => {
  afterEach(clearCookies);

  it('writes real cookies that document.cookie reads back', () => {
    applyReferralCookies(
      [
        { name: 'ref_uid', value: 'ABC123', maxAgeSeconds: 604800 },
        { name: 'ref_channel', value: 'tg', maxAgeSeconds: 604800 },
      ],
      document,
    );
    expect(parseCookieHeader(document.cookie)).toEqual(expect.objectContaining({ ref_uid: 'ABC123', ref_channel: 'tg' }));
  });

  it('deletes a cookie written with max-age 0', () => {
    document.cookie = 'group_id=g1; Path=/';
    applyReferralCookies([{ name: 'group_id', value: '', maxAgeSeconds: 0 }], document);
    expect(parseCookieHeader(document.cookie)['group_id']).toBeUndefined();
  });

  it('sets Max-Age, Path and SameSite=Lax, without Secure on http', () => {
    const { doc, written } = fakeDocument('http:');
    applyReferralCookies([{ name: 'ref_uid', value: 'A B', maxAgeSeconds: 604800 }], doc);
    expect(written).toEqual(['ref_uid=A%20B; Max-Age=604800; Path=/; SameSite=Lax']);
  });

  it('adds Secure on https and the domain when given', () => {
    const { doc, written } = fakeDocument('https:');
    applyReferralCookies([{ name: 'ref_type', value: '1', maxAgeSeconds: 604800 }], doc, { domain: '.example.com' });
    expect(written).toEqual(['ref_type=1; Max-Age=604800; Path=/; Domain=.example.com; SameSite=Lax; Secure']);
  });

  it('fires referral-cookie-changed on the window with the new values only when asked', () => {
    const listener = jest.fn();
    window.addEventListener(REFERRAL_COOKIE_CHANGED_EVENT, listener);
    applyReferralCookies([{ name: 'ref_channel', value: 'x', maxAgeSeconds: 604800 }], document);
    expect(listener).not.toHaveBeenCalled();
    applyReferralCookies([{ name: 'ref_uid', value: 'NEW1', maxAgeSeconds: 604800 }], document, { fireEvent: true });
    expect(listener).toHaveBeenCalledTimes(1);
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ ref_uid: 'NEW1', ref_channel: 'x' });
    window.removeEventListener(REFERRAL_COOKIE_CHANGED_EVENT, listener);
  });
});

describe('stored cookies (read with the api parser)', () => {
  afterEach(clearCookies);
  it('an undecodable stored referral counts as another referral: verify first, never a crash', async () => {
    document.cookie = 'ref_uid=%E0%A4%A; Path=/';
    const verifyInvite = jest.fn().mockResolvedValue(0);
    const decision = await syncReferralCookies({ query: { ref: 'NEW999' }, document, verifyInvite });
    expect(verifyInvite).toHaveBeenCalledWith({ invite_code: 'NEW999' });
    expect(decision.kind).toBe('write');
    expect(parseCookieHeader(document.cookie)['ref_uid']).toBe('NEW999');
  });
});

describe('syncReferralCookies (spec 03 §4 flow end to end)', () => {
  afterEach(clearCookies);

  it('first visit: saves without verifying and fires the event', async () => {
    const verifyInvite = jest.fn();
    const listener = jest.fn();
    window.addEventListener(REFERRAL_COOKIE_CHANGED_EVENT, listener);
    const decision = await syncReferralCookies({ query: { ref: 'ABC123', ref_type: '1', ch: 'tg' }, document, verifyInvite });
    expect(decision.kind).toBe('write');
    expect(verifyInvite).not.toHaveBeenCalled();
    expect(parseCookieHeader(document.cookie)).toEqual(expect.objectContaining({ ref_uid: 'ABC123', ref_type: '1', ref_channel: 'tg' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(REFERRAL_COOKIE_CHANGED_EVENT, listener);
  });

  it.each<[string, number, Record<string, string>]>([
    ['code 0 replaces the referral', 0, { ref_uid: 'NEW999', ref_channel: 'tw' }],
    ['code 10530135 refreshes only the channel', 10530135, { ref_uid: 'OLD111', ref_channel: 'tw' }],
    ['code 500 keeps everything', 500, { ref_uid: 'OLD111', ref_channel: 'old' }],
  ])('stored ref: verifies first; %s', async (_label, code, expected) => {
    document.cookie = 'ref_uid=OLD111; Path=/';
    document.cookie = 'ref_channel=old; Path=/';
    const verifyInvite = jest.fn().mockResolvedValue(code);
    await syncReferralCookies({ query: { ref: 'NEW999', ref_type: '2', ch: 'tw' }, document, verifyInvite });
    expect(verifyInvite).toHaveBeenCalledWith({ invite_code: 'NEW999', ref_type: 2 });
    expect(parseCookieHeader(document.cookie)).toEqual(expect.objectContaining(expected));
  });

  it('a failed verification call stores nothing', async () => {
    document.cookie = 'ref_uid=OLD111; Path=/';
    const decision = await syncReferralCookies({
      query: { ref: 'NEW999' },
      document,
      verifyInvite: () => Promise.reject(new Error('offline')),
    });
    expect(decision).toEqual({ kind: 'none', reason: 'rejected' });
    expect(parseCookieHeader(document.cookie)['ref_uid']).toBe('OLD111');
  });
});
