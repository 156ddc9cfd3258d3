import { applyTransfer, fromUnits, toUnits, type SandboxWallet } from './funds-transfer';

const wallet: SandboxWallet = {
  spot: { USDT: '1000', BTC: '0.5' },
  futures: { USDT: '500' },
  margin: { USDT: '0' },
  'sub:600011': { USDT: '0' },
};
const free = { ukLimited: false, italyLimited: false };

describe('applyTransfer (decision 1121)', () => {
  it('moves 10 USDT from spot to futures', () => {
    const outcome = applyTransfer(wallet, { currency: 'USDT', amount: '10', from: 'spot', to: 'futures' }, free);
    expect(outcome).toEqual({
      ok: true,
      wallet: { ...wallet, spot: { USDT: '990', BTC: '0.5' }, futures: { USDT: '510' } },
      result: { from: 'spot', to: 'futures', currency: 'USDT', amount: '10' },
    });
  });

  it('keeps eight decimal places exactly (no floating point)', () => {
    const outcome = applyTransfer(wallet, { currency: 'BTC', amount: '0.1', from: 'spot', to: 'margin' }, free);
    expect(outcome.ok && outcome.wallet['spot']).toEqual({ USDT: '1000', BTC: '0.4' });
    expect(outcome.ok && outcome.wallet['margin']).toEqual({ USDT: '0', BTC: '0.1' });
  });

  it('moves funds to a sub-account with a sub-site id (master transfer)', () => {
    const outcome = applyTransfer(wallet, { currency: 'USDT', amount: '25.5', from: 'spot', to: 'sub:600011', sub_website_id: 0 }, free);
    expect(outcome.ok && outcome.wallet['sub:600011']).toEqual({ USDT: '25.5' });
  });

  it.each([
    [{ currency: 'usdt', amount: '1', from: 'spot', to: 'futures' }, 'Choose a currency'],
    [{ currency: 'USDT', amount: '', from: 'spot', to: 'futures' }, 'Enter an amount'],
    [{ currency: 'USDT', amount: 7, from: 'spot', to: 'futures' }, 'Enter an amount'],
    [{ currency: 'USDT', amount: '0', from: 'spot', to: 'futures' }, 'Enter an amount greater than 0'],
    [{ currency: 'USDT', amount: '-5', from: 'spot', to: 'futures' }, 'Enter an amount greater than 0'],
    [{ currency: 'USDT', amount: 'abc', from: 'spot', to: 'futures' }, 'Enter an amount greater than 0'],
    [{ currency: 'USDT', amount: '1.123456789', from: 'spot', to: 'futures' }, 'Use at most 8 decimal places'],
    [{ currency: 'USDT', amount: '1', from: 'spot', to: 'options' }, 'Unknown account'],
    [{ currency: 'USDT', amount: '1', from: 'spot', to: 'spot' }, 'Choose two different accounts'],
    [
      { currency: 'USDT', amount: '1', from: 'futures', to: 'sub:600011', sub_website_id: 0 },
      'A sub-account transfer moves funds between your spot account and a sub-account',
    ],
    [{ currency: 'USDT', amount: '1', from: 'spot', to: 'sub:600011' }, 'Missing sub-site id'],
    [{ currency: 'USDT', amount: '1', from: 'spot', to: 'sub:600011', sub_website_id: -1 }, 'Missing sub-site id'],
    [{ currency: 'USDT', amount: '1000.00000001', from: 'spot', to: 'futures' }, 'Insufficient balance: 1000 USDT available in Spot'],
    [{ currency: 'ETH', amount: '1', from: 'futures', to: 'spot' }, 'Insufficient balance: 0 ETH available in Futures'],
  ])('%p → %p', (request, message) => {
    const outcome = applyTransfer(wallet, request, free);
    expect(outcome.ok ? null : outcome.message).toBe(message);
  });

  it.each([
    [{ ukLimited: true, italyLimited: false }, 'futures', 'Futures accounts are not available in the UK'],
    [{ ukLimited: false, italyLimited: true }, 'margin', 'Margin accounts are not available in Italy'],
  ])('region limit %p closes %s', (limits, to, message) => {
    const outcome = applyTransfer(wallet, { currency: 'USDT', amount: '1', from: 'spot', to }, limits);
    expect(outcome.ok ? null : outcome.message).toBe(message);
  });

  it('lets a UK-limited user move between spot and a sub-account', () => {
    const outcome = applyTransfer(
      wallet,
      { currency: 'USDT', amount: '1', from: 'spot', to: 'sub:600011', sub_website_id: 0 },
      {
        ukLimited: true,
        italyLimited: false,
      },
    );
    expect(outcome.ok).toBe(true);
  });
});

describe('units', () => {
  it.each([
    ['0', 0n],
    ['1', 100_000_000n],
    ['0.00000001', 1n],
    ['12.5', 1_250_000_000n],
    ['1e3', null],
    ['.5', null],
  ])('%s → %p', (text, units) => {
    expect(toUnits(text)).toBe(units);
  });
  it('prints the shortest decimal', () => {
    expect(fromUnits(1_250_000_000n)).toBe('12.5');
    expect(fromUnits(1n)).toBe('0.00000001');
    expect(fromUnits(0n)).toBe('0');
  });
});
