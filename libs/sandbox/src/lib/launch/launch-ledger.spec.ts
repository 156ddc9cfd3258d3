import { HOUR } from './catalog';
import { applyLaunch, commitOutcome, stakeRewards } from './launch-ledger';
import { emptyLaunchState, type SandboxCommit, type SandboxStake } from './launch-state';

const wallet = { spot: { USDT: '1000', BTC: '0.5' }, futures: { USDT: '500' }, margin: { USDT: '0' } };
const follow = {
  id: 'cf-1',
  trader_id: 'lt-1',
  trader_nickname: 'AlphaWhale',
  mode: 'futures' as const,
  amount: '100',
  sizing: 'ratio' as const,
  ratio: '1',
  fixed_amount: '0',
  stop_loss: '0',
  pnl: '0',
  status: 'active' as const,
  created_at: 0,
  stopped_at: 0,
};
const stake: SandboxStake = {
  pool_id: 'lp-1',
  stake_currency: 'USDT',
  token: 'NXT',
  staked: '200',
  hourly_rate: '0.0004',
  banked: '0',
  since: 0,
  end_at: 10 * HOUR,
};
const commit: SandboxCommit = {
  id: 'su-1',
  token: 'KAI',
  commit_currency: 'USDT',
  amount: '100',
  price: '0.05',
  supply: '20000000',
  others: '2480000',
  end_at: 5 * HOUR,
};

describe('applyLaunch (issue 25: one balance, changed as the server says)', () => {
  it('leaves the wallet alone without launch activity', () => {
    expect(applyLaunch(wallet, undefined, 0)).toBe(wallet);
    expect(applyLaunch(wallet, emptyLaunchState(), 0)).toEqual(wallet);
  });

  it.each([
    ['an active futures copy reserves 100 USDT from futures', { follows: [follow] }, { futures: { USDT: '400' } }],
    ['a spot copy reserves from spot', { follows: [{ ...follow, mode: 'spot' as const }] }, { spot: { USDT: '900', BTC: '0.5' } }],
    [
      'a stopped copy gives the amount back with its PnL',
      { follows: [{ ...follow, status: 'stopped' as const, pnl: '3.5' }] },
      { futures: { USDT: '503.5' } },
    ],
    ['a stopped copy with a loss', { follows: [{ ...follow, status: 'stopped' as const, pnl: '-2' }] }, { futures: { USDT: '498' } }],
    ['a launchpool stake reserves its coin from spot', { stakes: [stake] }, { spot: { USDT: '800', BTC: '0.5' } }],
    [
      'unstaked rewards are credited',
      { credits: [{ currency: 'NXT', amount: '1.6' }] },
      { spot: { USDT: '1000', BTC: '0.5', NXT: '1.6' } },
    ],
    ['a live startup commitment reserves USDT', { commits: [commit] }, { spot: { USDT: '900', BTC: '0.5' } }],
  ])('%s', (_label, change, expected) => {
    expect(applyLaunch(wallet, { ...emptyLaunchState(), ...change }, HOUR)).toEqual({ ...wallet, ...expected });
  });

  it('a closed startup sale spends what was filled and credits the tokens (not oversubscribed: all of it)', () => {
    expect(applyLaunch(wallet, { ...emptyLaunchState(), commits: [{ ...commit, others: '500000' }] }, 6 * HOUR)['spot']).toEqual({
      USDT: '900',
      BTC: '0.5',
      KAI: '2000',
    });
  });
});

describe('stakeRewards', () => {
  it.each([
    ['nothing at the start', 0, '0'],
    ['200 USDT × 0.0004 per hour × 1 h', HOUR, '0.08'],
    ['after 2.5 h', 2.5 * HOUR, '0.2'],
    ['stops at the pool end (10 h)', 20 * HOUR, '0.8'],
  ])('%s', (_label, now, rewards) => {
    expect(stakeRewards(stake, now)).toBe(rewards);
  });
  it('adds banked rewards', () => expect(stakeRewards({ ...stake, banked: '1' }, HOUR)).toBe('1.08'));
});

describe('commitOutcome (cap = price × supply = 1 000 000 USDT; pro rata when oversubscribed)', () => {
  it.each([
    ['under the cap: filled in full, 100 USDT → 2000 KAI', '500000', 10_000_000_000n, 200_000_000_000n],
    ['oversubscribed 4× (3 999 900 + 100): a quarter filled, 25 USDT → 500 KAI', '3999900', 2_500_000_000n, 50_000_000_000n],
  ])('%s', (_label, others, used, tokens) => {
    expect(commitOutcome({ ...commit, others })).toEqual({ used, tokens });
  });
});
