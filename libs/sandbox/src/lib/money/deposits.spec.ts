import { DEPOSIT_CONFIRMING_MS, DEPOSIT_PENDING_MS, depositAt, type SimulatedDeposit } from './deposits';

const AT = 1_764_300_000_000;
const TRON: SimulatedDeposit = { id: 'dep-1', currency: 'USDT', chain: 'TRX', amount: '250', txid: 'ab', required: 20, createdAt: AT };

describe('depositAt (issue 22: pending → confirming n/N → credited)', () => {
  it.each([
    ['just seen', 0, 'pending', 0],
    ['a clock before the deposit', -5000, 'pending', 0],
    ['last pending instant', DEPOSIT_PENDING_MS - 1, 'pending', 0],
    ['first confirmation', DEPOSIT_PENDING_MS, 'confirming', 1],
    ['half way: 11 of 20', DEPOSIT_PENDING_MS + DEPOSIT_CONFIRMING_MS / 2, 'confirming', 11],
    ['never N/N while confirming', DEPOSIT_PENDING_MS + DEPOSIT_CONFIRMING_MS - 1, 'confirming', 19],
    ['credited at the end', DEPOSIT_PENDING_MS + DEPOSIT_CONFIRMING_MS, 'credited', 20],
    ['credited long after', 3_600_000, 'credited', 20],
  ] as const)('%s', (_label, elapsed, status, confirmations) => {
    const record = depositAt(TRON, AT + elapsed);
    expect(record.status).toBe(status);
    expect(record.confirmations).toBe(confirmations);
    expect(record.required_confirmations).toBe(20);
  });

  it('a one-confirmation network (Solana) goes confirming 0/1 then credited', () => {
    const sol = { ...TRON, chain: 'SOL', required: 1 };
    expect(depositAt(sol, AT + DEPOSIT_PENDING_MS)).toMatchObject({ status: 'confirming', confirmations: 0 });
    expect(depositAt(sol, AT + DEPOSIT_PENDING_MS + DEPOSIT_CONFIRMING_MS)).toMatchObject({ status: 'credited', confirmations: 1 });
  });
});
