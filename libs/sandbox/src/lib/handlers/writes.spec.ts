import { createExchangeClient, createTransport, type FetchLike } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { createSandboxFetch } from '../handle-request';
import type { PersonaName } from '../personas';
import { resetSandboxState } from '../state/session-state';

afterEach(() => resetSandboxState());

/** A tiny browser: keeps the cookies the sandbox sets, sends them back. */
const browser = (persona: PersonaName, sid = 'sid-1') => {
  const jar = new Map<string, string>();
  for (const part of `${personaCookieHeader(persona)}; sandbox_sid=${sid}`.split('; ')) {
    const [name, value] = part.split('=');
    if (name !== undefined && value !== undefined) jar.set(name, value);
  }
  const inner = createSandboxFetch();
  const fetch: FetchLike = async (url, init) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await inner(url, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  // A fresh transport per call: the sandbox state, not the 30 s de-dup, is under test.
  const client = () =>
    createExchangeClient(createTransport({ baseUrl: 'http://localhost', fetch, monitor: createRecordingMonitor().monitor }));
  return { jar, client };
};

describe('per-browser writes (sandbox_sid, in memory)', () => {
  it('agreement submit clears the agreement for this browser only', async () => {
    const first = browser('agreement-pending', 'sid-a');
    const second = browser('agreement-pending', 'sid-b');
    expect((await first.client().call('agreementStatus')).status).toBe(1);
    expect(await first.client().call('agreementSubmit')).toEqual({ submitted: true });
    expect((await first.client().call('agreementStatus')).status).toBe(0);
    expect((await second.client().call('agreementStatus')).status).toBe(1);
  });

  it('declaration submit signs the declaration', async () => {
    const { client } = browser('turkey-declaration');
    expect(await client().call('declarationStatus')).toEqual({ status: 1 });
    expect(await client().call('declarationSubmit')).toEqual({ signed: true });
    expect(await client().call('declarationStatus')).toEqual({ status: 2 });
  });

  it('fund-password frequency save changes the frequency; a wrong 2FA code is refused with a message', async () => {
    const { client } = browser('user-kyc2');
    expect(await client().call('fundPasswordFrequency')).toEqual({ frequency: 1 });
    const refused = await client().callResult('fundPasswordFrequencySave', { frequency: 2, fundpass: 'x', totp: '000000' });
    expect(refused.error?.message).toBe('Incorrect 2FA code');
    expect(await client().call('fundPasswordFrequencySave', { frequency: 2, fundpass: 'x', totp: '123456' })).toEqual({
      result: true,
      msg: 'Success',
    });
    expect(await client().call('fundPasswordFrequency')).toEqual({ frequency: 2 });
  });

  it('a placed order shows among the open orders', async () => {
    const { client } = browser('user-kyc2');
    const order = await client().call('placeSpotOrder', {
      currency_pair: 'ETH_USDT',
      side: 'sell',
      type: 'limit',
      price: '3500',
      amount: '1',
    });
    expect(order?.currency_pair).toBe('ETH_USDT');
    expect((await client().call('spotOpenOrders', { currency_pair: 'ETH_USDT' })).map((open) => open.id)).toEqual([order?.id]);
    const futures = await client().call('placeFuturesOrder', { contract: 'ETH_USDT', size: -3, price: '3600' });
    expect((await client().call('futuresOpenOrders', { contract: 'ETH_USDT' }))[0]?.id).toBe(futures?.id);
  });

  it('a write without a sid gets one', async () => {
    const { jar, client } = browser('agreement-pending');
    jar.delete('sandbox_sid');
    await client().call('agreementSubmit');
    expect(jar.get('sandbox_sid')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client().call('agreementStatus')).status).toBe(0);
  });
});

describe('login and logout set and clear uid and nickname', () => {
  it('logout logs out, login logs back in', async () => {
    const { jar, client } = browser('vip');
    expect(await client().call('logout')).toEqual({ loggedOut: true });
    expect(jar.has('uid')).toBe(false);
    expect(jar.has('nickname')).toBe(false);
    expect((await client().callResult('userInfo')).ok).toBe(false);
    expect(await client().call('login')).toEqual({ uid: '10005', nickname: 'vip-user' });
    expect(jar.get('uid')).toBe('10005');
    expect((await client().call('userInfo')).uid).toBe('10005');
  });

  it('a visitor logging in becomes the KYC2 user, or the persona asked for', async () => {
    const first = browser('visitor');
    expect(await first.client().call('login')).toEqual({ uid: '10001', nickname: 'kyc2-user' });
    expect(first.jar.get('sandbox_persona')).toBe('user-kyc2');
    const second = browser('visitor');
    expect((await second.client().call('login', { persona: 'risk-user' }))?.uid).toBe('10003');
    expect((await second.client().call('complianceCheck')).toast.kyc_toast.is_risk_user).toBe(true);
  });
});
