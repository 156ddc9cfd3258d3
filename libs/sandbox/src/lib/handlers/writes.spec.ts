import { createExchangeClient, createTransport, type FetchLike } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { SANDBOX_PASSWORD, accountOfPersona, issueEmailCode, resetAccounts } from '../accounts/account-store';
import { createSandboxFetch } from '../handle-request';
import type { PersonaName } from '../personas';
import { SANDBOX_FUND_PASSWORD } from '../personas/account';
import { resetSandboxState } from '../state/session-state';

afterEach(() => {
  resetSandboxState();
  resetAccounts();
});

/** Decision 1908: with 2FA off the second factor is a code mailed to the account (here issued directly). */
const mailedCode = (persona: PersonaName): string => {
  const account = accountOfPersona(persona);
  if (account === null) throw new Error(`${persona} has no account`);
  return issueEmailCode(account, 'security', Date.now()).code;
};

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

  it('fund-password frequency save changes the frequency; a wrong password or 2FA code is refused with a message', async () => {
    const { client } = browser('user-kyc2');
    expect(await client().call('fundPasswordFrequency')).toEqual({ frequency: 1 });
    const wrongPassword = await client().callResult('fundPasswordFrequencySave', { frequency: 2, fundpass: 'x', totp: '123456' });
    expect(wrongPassword.error?.message).toBe('Incorrect fund password');
    const refused = await client().callResult('fundPasswordFrequencySave', {
      frequency: 2,
      fundpass: SANDBOX_FUND_PASSWORD,
      totp: '000000',
    });
    expect(refused.error?.message).toBe('Incorrect 2FA code');
    expect(await client().call('fundPasswordFrequency')).toEqual({ frequency: 1 });
    const code = mailedCode('user-kyc2');
    expect(await client().call('fundPasswordFrequencySave', { frequency: 2, fundpass: SANDBOX_FUND_PASSWORD, totp: code })).toEqual({
      result: true,
      msg: 'Success',
    });
    expect(await client().call('fundPasswordFrequency')).toEqual({ frequency: 2 });
  });

  it('fund-password frequency save checks the csrftoken double submit (decision 0812)', async () => {
    const code = mailedCode('user-kyc2');
    const post = async (header: string) => {
      const response = await createSandboxFetch()('http://localhost/json_svr/query_safe', {
        method: 'POST',
        headers: {
          cookie: `${personaCookieHeader('user-kyc2')}; csrftoken=signed-token`,
          csrftoken: header,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `action=tradepassfrequency&frequency=0&fundpass=${SANDBOX_FUND_PASSWORD}&totp=${code}`,
      });
      return (await response.json()) as unknown;
    };
    // A header that is not the cookie's value (a forged request), or none: refused with a message.
    expect(await post('other')).toEqual({ result: false, msg: 'Invalid CSRF token' });
    expect(await post('')).toEqual({ result: false, msg: 'Invalid CSRF token' });
    // The header echoes the cookie: accepted.
    expect(await post('signed-token')).toEqual({ result: true, msg: 'Success' });
  });

  it('a persona without a fund password: the frequency read is refused and a save asks to set one', async () => {
    const { client } = browser('fundpass-unset');
    expect((await client().callResult('fundPasswordFrequency')).ok).toBe(false);
    const refused = await client().callResult('fundPasswordFrequencySave', { frequency: 2, fundpass: 'anything', totp: '123456' });
    expect(refused.error?.message).toBe('Please set a fund password first');
  });

  it('a placed order shows among the open orders', async () => {
    const { client } = browser('user-kyc2');
    const last = async (market: 'spot' | 'futures') =>
      (await client().call('marketTickers', { market })).find((t) => t.symbol === 'ETH_USDT')?.last ?? 3000;
    const order = await client().call('placeSpotOrder', {
      currency_pair: 'ETH_USDT',
      side: 'buy',
      type: 'limit',
      price: ((await last('spot')) * 0.95).toFixed(2),
      amount: '0.01',
    });
    expect(order?.currency_pair).toBe('ETH_USDT');
    expect((await client().call('spotOpenOrders', { currency_pair: 'ETH_USDT' })).map((open) => open.id)).toEqual([order?.id]);
    const futures = await client().call('placeFuturesOrder', {
      contract: 'ETH_USDT',
      size: -3,
      price: ((await last('futures')) * 1.05).toFixed(2),
    });
    expect((await client().call('futuresOpenOrders', { contract: 'ETH_USDT' }))[0]?.id).toBe(futures?.id);
  });

  it('chart actions: cancel an order, TP/SL against the mark, reverse and close the position', async () => {
    const { client } = browser('user-kyc2');
    const [spot] = await client().call('spotOpenOrders', { currency_pair: 'BTC_USDT' });
    expect(spot).toBeDefined();
    expect(await client().call('cancelSpotOrder', { currency_pair: 'BTC_USDT', id: spot?.id ?? '' })).toMatchObject({
      status: 'cancelled',
    });
    expect(await client().call('spotOpenOrders', { currency_pair: 'BTC_USDT' })).toEqual([]);
    // Cancelling it again: idempotent, null (the order is not open either way).
    expect(await client().callResult('cancelSpotOrder', { currency_pair: 'BTC_USDT', id: spot?.id ?? '' })).toMatchObject({
      ok: true,
      data: null,
    });
    const [order] = await client().call('futuresOpenOrders', { contract: 'BTC_USDT' });
    await client().call('cancelFuturesOrder', { contract: 'BTC_USDT', id: order?.id ?? '' });
    expect(await client().call('futuresOpenOrders', { contract: 'BTC_USDT' })).toEqual([]);

    const [long] = await client().call('futuresPositions', { contract: 'BTC_USDT' });
    expect(long?.size).toBe(3);
    const mark = Number(long?.mark_price);
    const wrong = await client().callResult('setFuturesTpsl', {
      contract: 'BTC_USDT',
      take_profit: String(Math.floor(mark / 2)),
      stop_loss: '',
    });
    expect(wrong.ok ? null : wrong.error.message).toBe('Take profit must be above the mark price');
    const tpsl = await client().call('setFuturesTpsl', {
      contract: 'BTC_USDT',
      take_profit: String(Math.ceil(mark * 2)),
      stop_loss: '1000',
    });
    expect(tpsl).toMatchObject({ take_profit: String(Math.ceil(mark * 2)), stop_loss: '1000' });

    const reversed = await client().call('reverseFuturesPosition', { contract: 'BTC_USDT' });
    expect(reversed).toMatchObject({ size: -3, take_profit: '0', stop_loss: '0' });
    expect((await client().call('futuresPositions', { contract: 'BTC_USDT' }))[0]?.size).toBe(-3);
    await client().call('closeFuturesPosition', { contract: 'BTC_USDT' });
    expect(await client().call('futuresPositions', { contract: 'BTC_USDT' })).toEqual([]);
    const none = await client().callResult('reverseFuturesPosition', { contract: 'BTC_USDT' });
    expect(none.ok ? null : none.error.message).toBe('No open position');
  });

  it('a market order fills at the current price: a futures position and a spot fill, never price 0', async () => {
    const { client } = browser('user-kyc2');
    const futures = await client().call('placeFuturesOrder', { contract: 'ETH_USDT', size: 4 });
    expect(Number(futures?.price)).toBeGreaterThan(0);
    expect(await client().call('futuresOpenOrders', { contract: 'ETH_USDT' })).toEqual([]);
    const [position] = await client().call('futuresPositions', { contract: 'ETH_USDT' });
    expect(position).toMatchObject({ contract: 'ETH_USDT', size: 4, entry_price: futures?.price });
    const spot = await client().call('placeSpotOrder', { currency_pair: 'SOL_USDT', side: 'buy', type: 'market', amount: '2' });
    expect(Number(spot?.price)).toBeGreaterThan(0);
    expect(await client().call('spotOpenOrders', { currency_pair: 'SOL_USDT' })).toEqual([]);
    expect(spot).toMatchObject({ filled_amount: '2', avg_price: spot?.price, status: 'closed' });
    const fills = (await client().call('spotFills', { currency_pair: 'SOL_USDT' })).filter((fill) => fill.order_id === spot?.id);
    expect(fills.reduce((sum, fill) => sum + Number(fill.amount), 0)).toBeCloseTo(2, 8);
    expect(fills.every((fill) => fill.side === 'buy' && fill.role === 'taker' && Number(fill.fee) > 0)).toBe(true);
  });

  it('a write without a sid gets one', async () => {
    // msw adds the page's document.cookie to a credentialed request, and earlier tests' answers left a sid there.
    for (const pair of document.cookie.split('; ')) {
      const name = pair.split('=')[0];
      if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
    }
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
    expect(await client().call('login')).toBeNull(); // issue 23: no e-mail and password, no session
    expect(await client().call('login', { email: 'vip@sandbox.invalid', password: SANDBOX_PASSWORD })).toEqual({
      uid: '10005',
      nickname: 'vip-user',
    });
    expect(jar.get('uid')).toBe('10005');
    expect((await client().call('userInfo')).uid).toBe('10005');
  });

  it('a visitor logging in with a third-party provider becomes the KYC2 user, or the persona asked for', async () => {
    const first = browser('visitor');
    expect(await first.client().call('login', { provider: 'google' })).toEqual({ uid: '10001', nickname: 'kyc2-user' });
    expect(first.jar.get('sandbox_persona')).toBe('user-kyc2');
    const second = browser('visitor');
    expect((await second.client().call('login', { persona: 'risk-user' }))?.uid).toBe('10003');
    expect((await second.client().call('complianceCheck')).toast.kyc_toast.is_risk_user).toBe(true);
  });
});
