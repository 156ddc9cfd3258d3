import { checkCopyFollow, copyMinimum, type CopyFollowFacts, type CopyFollowRequest } from './copy-follow-limits';

const trader = { id: 'lt-1', min_amount: '50', followers: 120, max_followers: 500 };
const facts: CopyFollowFacts = { trader, follows: [], available: '500' };
const request: CopyFollowRequest = { amount: '100', sizing: 'ratio', ratio: '1', fixed_amount: '0', stop_loss: '20' };

describe('checkCopyFollow (issue 25 item 2: follow limits)', () => {
  it.each([
    ['a valid ratio copy', {}, {}, { ok: true }],
    ['a valid fixed-amount copy', { sizing: 'fixed', fixed_amount: '20' }, {}, { ok: true }],
    ['no stop-loss (0) is allowed', { stop_loss: '0' }, {}, { ok: true }],
    ['an empty stop-loss means none', { stop_loss: '' }, {}, { ok: true }],
    ['exactly the minimum', { amount: '50' }, {}, { ok: true }],
    ['exactly the available balance', { amount: '500' }, {}, { ok: true }],
    [
      'one follow per trader: an active copy blocks another',
      {},
      { follows: [{ trader_id: 'lt-1', status: 'active' }] },
      { ok: false, reason: 'already_following' },
    ],
    ['a stopped copy does not block a new one', {}, { follows: [{ trader_id: 'lt-1', status: 'stopped' }] }, { ok: true }],
    ['a copy of another trader does not block', {}, { follows: [{ trader_id: 'lt-2', status: 'active' }] }, { ok: true }],
    ['max followers reached', {}, { trader: { ...trader, followers: 500 } }, { ok: false, reason: 'trader_full', limit: 500 }],
    ['no amount', { amount: '' }, {}, { ok: false, reason: 'amount' }],
    ['zero', { amount: '0' }, {}, { ok: false, reason: 'amount' }],
    ['not a number', { amount: '1e3' }, {}, { ok: false, reason: 'amount' }],
    ['below the trader minimum (50 USDT)', { amount: '49.99' }, {}, { ok: false, reason: 'below_minimum', limit: 50 }],
    [
      'below the floor of 10 USDT when the trader asks less',
      { amount: '9' },
      { trader: { ...trader, min_amount: '1' } },
      { ok: false, reason: 'below_minimum', limit: 10 },
    ],
    ['above the 200 000 USDT cap', { amount: '200001' }, { available: '1000000' }, { ok: false, reason: 'above_maximum', limit: 200000 }],
    ['more than the balance', { amount: '500.01' }, {}, { ok: false, reason: 'balance' }],
    [
      'the balance still loading: not checked here, the server checks (decision 1979)',
      { amount: '500.01' },
      { available: null },
      { ok: true },
    ],
    [
      'the balance still loading: the minimum is still checked',
      { amount: '49.99' },
      { available: null },
      { ok: false, reason: 'below_minimum', limit: 50 },
    ],
    ['ratio below 0.1', { ratio: '0.05' }, {}, { ok: false, reason: 'ratio' }],
    ['ratio above 5', { ratio: '5.1' }, {}, { ok: false, reason: 'ratio' }],
    ['ratio 5 is allowed', { ratio: '5' }, {}, { ok: true }],
    ['fixed amount below 5 USDT', { sizing: 'fixed', fixed_amount: '4' }, {}, { ok: false, reason: 'fixed_amount', limit: 5 }],
    ['fixed amount above the copy amount', { sizing: 'fixed', fixed_amount: '101' }, {}, { ok: false, reason: 'fixed_amount', limit: 5 }],
    ['stop-loss below 5 %', { stop_loss: '4' }, {}, { ok: false, reason: 'stop_loss' }],
    ['stop-loss above 95 %', { stop_loss: '96' }, {}, { ok: false, reason: 'stop_loss' }],
  ] as const)('%s', (_label, change, factChange, expected) => {
    expect(checkCopyFollow({ ...request, ...change }, { ...facts, ...factChange } as CopyFollowFacts)).toEqual(expected);
  });

  it('the minimum is the trader minimum, never below 10 USDT', () => {
    expect(copyMinimum({ min_amount: '50' })).toBe(50);
    expect(copyMinimum({ min_amount: '0' })).toBe(10);
  });
});
