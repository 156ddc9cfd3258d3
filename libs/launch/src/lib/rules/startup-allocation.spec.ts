import { estimateAllocation, subscriptionTimes } from './startup-allocation';

// Kairo Network in the sandbox: 0.05 USDT × 20 000 000 KAI = a 1 000 000 USDT cap.
const kai = { price: '0.05', supply: '20000000' };

describe('subscriptionTimes', () => {
  it.each([
    ['nothing committed', '0', 0],
    ['half the cap', '500000', 0.5],
    ['2.48 times', '2480000', 2.48],
  ])('%s', (_label, total, times) => expect(subscriptionTimes({ ...kai, total_committed: total })).toBeCloseTo(times));
  it('is 0 without a cap', () => expect(subscriptionTimes({ price: '0', supply: '1', total_committed: '5' })).toBe(0));
});

describe('estimateAllocation (pro rata when oversubscribed)', () => {
  it.each([
    ['no commitment', '2480000', '0', '0'],
    ['under the cap: all 100 USDT fill, 2000 KAI', '500000', '100', '2000.00'],
    ['exactly at the cap', '1000000', '100', '2000.00'],
    ['4× oversubscribed: a quarter fills, 500 KAI', '4000000', '100', '500.00'],
    ['2.48× oversubscribed: 806.45 KAI', '2480000', '100', '806.45'],
  ])('%s', (_label, total, mine, tokens) => expect(estimateAllocation({ ...kai, total_committed: total, my_commit: mine })).toBe(tokens));
});
