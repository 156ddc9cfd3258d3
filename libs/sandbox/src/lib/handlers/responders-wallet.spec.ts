import { createExchangeClient, createTransport, type FetchLike } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { createSandboxFetch } from '../handle-request';
import type { PersonaName } from '../personas';
import { resetSandboxState } from '../state/session-state';

afterEach(() => resetSandboxState());

/** A browser that keeps the sandbox's cookies and sends a csrftoken (the app's proxy checks its signature). */
const browser = (persona: PersonaName, sid: string) => {
  const cookie = `${personaCookieHeader(persona)}; sandbox_sid=${sid}; csrftoken=tok`;
  const inner = createSandboxFetch();
  const fetch: FetchLike = (url, init) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    return inner(url, { ...init, headers });
  };
  return () =>
    createExchangeClient(
      createTransport({
        baseUrl: 'http://localhost',
        fetch,
        readCookies: () => 'csrftoken=tok',
        monitor: createRecordingMonitor().monitor,
      }),
    );
};

const spotUsdt = (balances: { accounts: { account: string; balances: { currency: string; available: string }[] }[] }, account: string) =>
  balances.accounts.find((a) => a.account === account)?.balances.find((b) => b.currency === 'USDT')?.available;

describe('wallet calls (decision 1121)', () => {
  it('moves 10 USDT from spot to futures in this browser only', async () => {
    const client = browser('user-kyc2', 'sid-w1');
    const other = browser('user-kyc2', 'sid-w2');
    const before = await client().call('walletBalances');
    expect(spotUsdt(before, 'spot')).toBe('1000');
    expect(before.sub_accounts).toHaveLength(1);
    const result = await client().callResult('fundsTransfer', { currency: 'USDT', amount: '10', from: 'spot', to: 'futures' });
    expect(result.data).toEqual({ from: 'spot', to: 'futures', currency: 'USDT', amount: '10' });
    const after = await client().call('walletBalances');
    expect([spotUsdt(after, 'spot'), spotUsdt(after, 'futures')]).toEqual(['990', '510']);
    expect(spotUsdt(await other().call('walletBalances'), 'spot')).toBe('1000');
  });

  it('refuses with the rule message: too much, a region limit, a missing sub-site id', async () => {
    const client = browser('user-kyc2', 'sid-w3');
    const tooMuch = await client().callResult('fundsTransfer', { currency: 'USDT', amount: '5000', from: 'spot', to: 'futures' });
    expect(tooMuch.error?.message).toBe('Insufficient balance: 1000 USDT available in Spot');
    const uk = await browser('uk-limited', 'sid-w4')().callResult('fundsTransfer', {
      currency: 'USDT',
      amount: '1',
      from: 'spot',
      to: 'futures',
    });
    expect(uk.error?.message).toBe('Futures accounts are not available in the UK');
    const { sub_accounts } = await client().call('walletBalances');
    const sub = `sub:${sub_accounts[0]?.uid ?? ''}`;
    const noSite = await client().callResult('fundsTransfer', { currency: 'USDT', amount: '1', from: 'spot', to: sub });
    expect(noSite.error?.message).toBe('Missing sub-site id');
    const master = await client().callResult('fundsTransfer', { currency: 'USDT', amount: '1', from: 'spot', to: sub, sub_website_id: 0 });
    expect(master.data?.to).toBe(sub);
  });

  it('an empty wallet has nothing to move; a visitor is asked to log in', async () => {
    const empty = await browser('empty-wallet', 'sid-w5')().call('walletBalances');
    expect(spotUsdt(empty, 'spot')).toBe('0');
    const visitor = await browser('visitor', 'sid-w6')().callResult('walletBalances');
    expect(visitor.error?.message).toBe('Please log in first');
  });
});
