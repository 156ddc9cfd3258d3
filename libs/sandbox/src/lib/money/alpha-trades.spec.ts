import { alphaBoard, alphaDeltas, alphaFillAmount, type AlphaTrade } from './alpha-trades';
import { applyMoney } from './ledger';
import { emptyMoneyState } from './money-state';

const trade = (token: string, usdt: string, amount: string): AlphaTrade => ({
  order_id: 'a-1',
  token,
  amount,
  price: '0',
  usdt_amount: usdt,
  created_at: 0,
});

describe('alphaFillAmount (decision 1903: rounded down to 8 decimals)', () => {
  it.each([
    ['20', '0.0000182', '1098901.09890109'],
    ['10', '2.5', '4'],
    ['5', '3', '1.66666666'],
    ['10', '0', '0'],
    ['x', '1', '0'],
  ])('%s USDT at %s buys %s', (usdt, price, expected) => expect(alphaFillAmount(usdt, price)).toBe(expected));
});

describe('the alpha buys in the one ledger (applyMoney)', () => {
  it('takes the USDT and adds the token in spot', () => {
    const money = { ...emptyMoneyState(), alphaTrades: [trade('PEPE', '20', '1000000'), trade('WIF', '5.5', '2')] };
    const wallet = applyMoney({ spot: { USDT: '100', PEPE: '1' } }, money, 0);
    expect(wallet['spot']).toEqual({ USDT: '74.5', PEPE: '1000001', WIF: '2' });
  });
  it('is nothing without trades (states written before alpha)', () => {
    expect(alphaDeltas(undefined)).toEqual([]);
  });
});

describe('alphaBoard', () => {
  it('lists the home banner’s token (PEPE) first, with a 5 USDT minimum and a price inside ±6 % of its reference', () => {
    const board = alphaBoard(Date.UTC(2026, 10, 28));
    expect(board[0]?.token).toBe('PEPE');
    expect(board[0]?.min_usdt).toBe('5');
    expect(Number(board[0]?.price)).toBeGreaterThan(0.0000182 * 0.94);
    expect(Number(board[0]?.price)).toBeLessThan(0.0000182 * 1.06);
  });
});
