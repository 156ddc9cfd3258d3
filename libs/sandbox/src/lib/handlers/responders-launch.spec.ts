import { createExchangeClient, createTransport, type FetchLike, type WalletBalances } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { createSandboxFetch } from '../handle-request';
import type { PersonaName } from '../personas';
import { resetSandboxState } from '../state/session-state';

afterEach(() => resetSandboxState());

const browser = (persona: PersonaName, sid: string) => {
  const cookie = `${personaCookieHeader(persona)}; sandbox_sid=${sid}; csrftoken=tok`;
  const inner = createSandboxFetch();
  const fetch: FetchLike = (url, init) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    return inner(url, { ...init, headers });
  };
  return createExchangeClient(
    createTransport({ baseUrl: 'http://localhost', fetch, readCookies: () => 'csrftoken=tok', monitor: createRecordingMonitor().monitor }),
  );
};

const usdt = (balances: WalletBalances, account: string) =>
  balances.accounts.find((a) => a.account === account)?.balances.find((b) => b.currency === 'USDT')?.available;

describe('copy trading and launch responders (issue 25, decision 1898)', () => {
  it('a futures copy reserves from futures, a second copy of the same trader is refused, stopping gives it back', async () => {
    const client = browser('user-kyc2', 'sid-l1');
    const follow = await client.callResult('copyFollow', {
      trader_id: 'lt-2',
      amount: '120',
      sizing: 'ratio',
      ratio: '1',
      fixed_amount: '0',
      stop_loss: '20',
    });
    expect(follow.ok).toBe(true);
    expect(usdt(await client.call('walletBalances'), 'futures')).toBe('380');
    const again = await client.callResult('copyFollow', {
      trader_id: 'lt-2',
      amount: '60',
      sizing: 'ratio',
      ratio: '1',
      fixed_amount: '0',
      stop_loss: '0',
    });
    expect(again.error?.message).toBe('You are already copying this trader');
    expect((await client.call('copyTrader', { id: 'lt-2' }))?.trader.followers).toBe(322);
    const stop = await client.callResult('copyUnfollow', { id: follow.data?.id ?? '' });
    expect(stop.data?.status).toBe('stopped');
    expect(usdt(await client.call('walletBalances'), 'futures')).toBe('500');
  });

  it('refuses a copy below the trader minimum and more than the balance, in the server\u2019s words', async () => {
    const client = browser('user-kyc2', 'sid-l2');
    const low = await client.callResult('copyFollow', {
      trader_id: 'lt-1',
      amount: '50',
      sizing: 'ratio',
      ratio: '1',
      fixed_amount: '0',
      stop_loss: '0',
    });
    expect(low.error?.message).toBe('The amount is below this trader\u2019s minimum');
    const high = await client.callResult('copyFollow', {
      trader_id: 'lt-2',
      amount: '600',
      sizing: 'ratio',
      ratio: '1',
      fixed_amount: '0',
      stop_loss: '0',
    });
    expect(high.error?.message).toBe('Insufficient balance');
  });

  it('a launchpool stake leaves spot and comes back on unstake; an upcoming pool refuses', async () => {
    const client = browser('user-kyc2', 'sid-l3');
    expect((await client.callResult('launchpoolStake', { pool_id: 'lp-1', amount: '200' })).ok).toBe(true);
    expect(usdt(await client.call('walletBalances'), 'spot')).toBe('800');
    expect((await client.call('launchpoolStakes')).list[0]).toEqual(expect.objectContaining({ pool_id: 'lp-1', staked: '200' }));
    expect((await client.callResult('launchpoolStake', { pool_id: 'lp-3', amount: '20' })).error?.message).toBe(
      'This pool has not started yet',
    );
    expect((await client.callResult('launchpoolUnstake', { pool_id: 'lp-1' })).ok).toBe(true);
    expect(usdt(await client.call('walletBalances'), 'spot')).toBe('1000');
  });

  it('a startup commitment is reserved from spot; a bot reserves its investment until stopped', async () => {
    const client = browser('user-kyc2', 'sid-l4');
    const commit = await client.callResult('startupCommit', { id: 'su-1', amount: '100' });
    expect(commit.data?.my_commit).toBe('100');
    expect(usdt(await client.call('walletBalances'), 'spot')).toBe('900');
    const bot = await client.callResult('strategyBotCreate', { kind: 'spot_grid', symbol: 'BTC_USDT', investment: '150' });
    expect(usdt(await client.call('walletBalances'), 'spot')).toBe('750');
    await client.callResult('strategyBotStop', { id: bot.data?.id ?? '' });
    expect(usdt(await client.call('walletBalances'), 'spot')).toBe('900');
  });

  it('a region that forbids copy trading refuses the follow', async () => {
    const client = browser('products-restricted', 'sid-l5');
    const follow = await client.callResult('copyFollow', {
      trader_id: 'lt-2',
      amount: '120',
      sizing: 'ratio',
      ratio: '1',
      fixed_amount: '0',
      stop_loss: '0',
    });
    expect(follow.error?.message).toBe('This product is not available in your region');
  });
});
