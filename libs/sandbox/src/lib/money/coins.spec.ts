import { SANDBOX_COINS, addressFor, depositAddressOf, findNetwork } from './coins';

describe('sandbox deposit addresses (issue 22)', () => {
  it.each([
    ['evm', /^0x[0-9a-fA-F]{40}$/],
    ['tron', /^T[1-9A-HJ-NP-Za-km-z]{33}$/],
    ['bitcoin', /^bc1q[02-9ac-hj-np-z]{38}$/],
    ['solana', /^[1-9A-HJ-NP-Za-km-z]{32,44}$/],
    ['xrp', /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/],
  ] as const)('%s addresses have the network form', (kind, pattern) => expect(addressFor(kind, 'seed')).toMatch(pattern));

  it('gives a user one stable address per network, different between networks and users', () => {
    const trx = findNetwork('USDT', 'TRX')!.network;
    const eth = findNetwork('USDT', 'ETH')!.network;
    expect(depositAddressOf('10001', 'USDT', trx)).toEqual(depositAddressOf('10001', 'USDT', trx));
    expect(depositAddressOf('10001', 'USDT', trx).address).not.toBe(depositAddressOf('10001', 'USDT', eth).address);
    expect(depositAddressOf('10001', 'USDT', trx).address).not.toBe(depositAddressOf('10002', 'USDT', trx).address);
  });

  it('gives a memo only where the network needs one (XRP)', () => {
    expect(depositAddressOf('10001', 'XRP', findNetwork('XRP', 'XRP')!.network).memo).toMatch(/^\d{6}$/);
    expect(depositAddressOf('10001', 'USDT', findNetwork('USDT', 'TRX')!.network).memo).toBe('');
  });

  it('lists USDT on at least two networks', () =>
    expect(SANDBOX_COINS.find((c) => c.currency === 'USDT')?.networks.length).toBeGreaterThanOrEqual(2));
});
