import { SANDBOX_COINS, addressFor, depositAddressOf, findNetwork } from './coins';

const networkOf = (currency: string, chain: string) => {
  const found = findNetwork(currency, chain);
  if (!found) throw new Error(`no ${currency} network ${chain}`);
  return found.network;
};

describe('sandbox deposit addresses (issue 22)', () => {
  it.each([
    ['evm', /^0x[0-9a-fA-F]{40}$/],
    ['tron', /^T[1-9A-HJ-NP-Za-km-z]{33}$/],
    ['bitcoin', /^bc1q[02-9ac-hj-np-z]{38}$/],
    ['solana', /^[1-9A-HJ-NP-Za-km-z]{32,44}$/],
    ['xrp', /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/],
  ] as const)('%s addresses have the network form', (kind, pattern) => expect(addressFor(kind, 'seed')).toMatch(pattern));

  it('gives a user one stable address per network, different between networks and users', () => {
    const trx = networkOf('USDT', 'TRX');
    const eth = networkOf('USDT', 'ETH');
    expect(depositAddressOf('10001', 'USDT', trx)).toEqual(depositAddressOf('10001', 'USDT', trx));
    expect(depositAddressOf('10001', 'USDT', trx).address).not.toBe(depositAddressOf('10001', 'USDT', eth).address);
    expect(depositAddressOf('10001', 'USDT', trx).address).not.toBe(depositAddressOf('10002', 'USDT', trx).address);
  });

  it('gives a memo only where the network needs one (XRP)', () => {
    expect(depositAddressOf('10001', 'XRP', networkOf('XRP', 'XRP')).memo).toMatch(/^\d{6}$/);
    expect(depositAddressOf('10001', 'USDT', networkOf('USDT', 'TRX')).memo).toBe('');
  });

  it('lists USDT on at least two networks', () =>
    expect(SANDBOX_COINS.find((c) => c.currency === 'USDT')?.networks.length).toBeGreaterThanOrEqual(2));
});
