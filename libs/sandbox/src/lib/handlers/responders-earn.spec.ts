import { EARN_CODES, createExchangeClient, createTransport, type FetchLike } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { EARN_PRODUCTS, homeEarnStats } from '../earn/earn-catalog';
import { createSandboxFetch } from '../handle-request';
import type { PersonaName } from '../personas';
import { resetSandboxState } from '../state/session-state';

afterEach(() => resetSandboxState());

const T0 = Date.UTC(2026, 10, 2, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

/** A browser with the sandbox's cookies, a csrftoken and a sandbox clock the test moves. */
const browser = (persona: PersonaName, sid: string) => {
  const clock = { now: T0 };
  const inner = createSandboxFetch();
  const fetch: FetchLike = (url, init) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', `${personaCookieHeader(persona)}; sandbox_sid=${sid}; csrftoken=tok; sandbox_clock=${clock.now}`);
    return inner(url, { ...init, headers });
  };
  const client = createExchangeClient(
    createTransport({ baseUrl: 'http://localhost', fetch, readCookies: () => 'csrftoken=tok', monitor: createRecordingMonitor().monitor }),
  );
  return { client, clock };
};

const spot = async (client: ReturnType<typeof browser>['client'], currency: string) =>
  (await client.call('walletBalances')).accounts.find((a) => a.account === 'spot')?.balances.find((b) => b.currency === currency)
    ?.available ?? '0';

describe('convert (issue 25 item 1)', () => {
  it('quotes either amount, refuses an expired quote, and a fresh one moves both spot balances', async () => {
    const { client, clock } = browser('user-kyc2', 'sid-c1');
    const stale = await client.callResult('convertQuote', { from: 'USDT', to: 'BTC', side: 'from', amount: '100' });
    expect(stale.data).toMatchObject({ from: 'USDT', to: 'BTC', from_amount: '100', valid_ms: 10_000, expires_at: T0 + 10_000 });
    clock.now = T0 + 10_000;
    const refused = await client.callResult('convertAccept', { quote_id: stale.data?.quote_id ?? '' });
    expect(refused.error?.code).toBe(EARN_CODES.quoteExpired);
    expect(await spot(client, 'USDT')).toBe('1000');

    const fresh = await client.callResult('convertQuote', { from: 'USDT', to: 'BTC', side: 'to', amount: '0.001' });
    expect(fresh.data?.to_amount).toBe('0.001');
    const order = await client.callResult('convertAccept', { quote_id: fresh.data?.quote_id ?? '' });
    expect(order.ok).toBe(true);
    expect(await spot(client, 'USDT')).toBe(String(1000 - Number(fresh.data?.from_amount)));
    expect(await spot(client, 'BTC')).toBe('0.501');
    expect((await client.call('convertHistory')).list).toEqual([expect.objectContaining({ from: 'USDT', to: 'BTC', to_amount: '0.001' })]);
  });

  it.each([
    ['below the minimum (5 USDT)', 'user-kyc2', { from: 'USDT', to: 'BTC', side: 'from', amount: '4.99' }, EARN_CODES.belowMinimum],
    [
      'more than the balance (1000 USDT)',
      'user-kyc2',
      { from: 'USDT', to: 'ETH', side: 'from', amount: '1000.01' },
      EARN_CODES.insufficient,
    ],
    ['the same coin twice', 'user-kyc2', { from: 'BTC', to: 'BTC', side: 'from', amount: '0.1' }, EARN_CODES.pair],
    ['a region without convert', 'earn-restricted', { from: 'USDT', to: 'BTC', side: 'from', amount: '100' }, EARN_CODES.restricted],
    ['KYC level 0', 'user-kyc0', { from: 'USDT', to: 'BTC', side: 'from', amount: '100' }, EARN_CODES.kyc],
  ] as const)('refuses a quote %s', async (_label, persona, input, code) => {
    const result = await browser(persona, 'sid-c2').client.callResult('convertQuote', input);
    expect(result.error?.code).toBe(code);
  });
});

describe('earn (issue 25 item 3)', () => {
  it('agrees with the home statistics (03 §3)', async () => {
    const stats = await browser('visitor', 'sid-e0').client.call('homeStats');
    expect({ simple: stats.simple_earn_apr_usdt, lend: stats.lend_earn_max_rate }).toEqual({ simple: '8.5', lend: '12.3' });
    expect(homeEarnStats()).toEqual({ simple_earn_apr_usdt: '8.5', lend_earn_max_rate: '12.3' });
    expect(EARN_PRODUCTS.some((p) => p.kind === 'simple' && p.currency === 'USDT' && p.apr === '8.5')).toBe(true);
  });

  // user-kyc2 holds 1,000 USDT, 580.58 of it locked by its resting buy (decision 1883): 419.42 available.
  it('subscribes from spot, accrues, and redeems principal plus interest back to spot', async () => {
    const { client, clock } = browser('user-kyc2', 'sid-e1');
    const products = await client.call('earnProducts', { kind: 'simple' });
    expect(products.list.map((p) => p.id)).toContain('simple-usdt-flexible');
    const position = await client.callResult('earnSubscribe', { product_id: 'simple-usdt-flexible', amount: '400' });
    expect(position.data).toMatchObject({ amount: '400', apr: '6.2', accrued: '0', matures_at: 0 });
    expect(await spot(client, 'USDT')).toBe('600');
    clock.now = T0 + DAY;
    const [held] = (await client.call('earnPositions')).list;
    expect(held).toMatchObject({ amount: '400', accrued: '0.0679452' });
    const half = await client.callResult('earnRedeem', { position_id: held?.id ?? '', amount: '200' });
    expect(half.data).toEqual({ position_id: held?.id, currency: 'USDT', principal: '200', interest: '0.0339726', early: false });
    expect(await spot(client, 'USDT')).toBe('800.0339726');
    expect((await client.call('earnPositions')).list).toEqual([expect.objectContaining({ amount: '200' })]);
  });

  it.each([
    ['below the minimum', { product_id: 'simple-usdt-flexible', amount: '9.99' }, EARN_CODES.belowMinimum],
    ['more than the balance', { product_id: 'simple-usdt-flexible', amount: '1000.5' }, EARN_CODES.insufficient],
    ['above the product maximum', { product_id: 'simple-btc-flexible', amount: '6' }, EARN_CODES.aboveMaximum],
    ['an unknown product', { product_id: 'simple-nope', amount: '10' }, EARN_CODES.product],
  ] as const)('refuses a subscription %s', async (_label, input, code) => {
    expect((await browser('user-kyc2', 'sid-e2').client.callResult('earnSubscribe', input)).error?.code).toBe(code);
  });

  it('pays no interest on a locked position redeemed early, and refuses more than the principal', async () => {
    const { client, clock } = browser('user-kyc2', 'sid-e3');
    const position = await client.callResult('earnSubscribe', { product_id: 'hodl-usdt-90d', amount: '100' });
    expect(position.data?.matures_at).toBe(T0 + 90 * DAY);
    clock.now = T0 + 10 * DAY;
    const id = position.data?.id ?? '';
    expect((await client.callResult('earnRedeem', { position_id: id, amount: '100.01' })).error?.code).toBe(EARN_CODES.overPrincipal);
    const early = await client.callResult('earnRedeem', { position_id: id, amount: '100' });
    expect(early.data).toMatchObject({ principal: '100', interest: '0', early: true });
    expect(await spot(client, 'USDT')).toBe('1000');
  });
});
