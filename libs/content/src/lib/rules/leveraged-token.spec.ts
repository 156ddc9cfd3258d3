import { LEVERAGED_TOKENS, leveragedChangePct } from './leveraged-token';

describe('leveragedChangePct (issue 25 item 5: 3× tokens move 3× their underlying)', () => {
  it.each([
    [2, 3, 'long', 6],
    [2, 3, 'short', -6],
    [-5, 3, 'long', -15],
    [-5, 3, 'short', 15],
    [40, 3, 'short', -100],
    [Number.NaN, 3, 'long', 0],
  ] as const)('%s %% at %s× %s → %s %%', (change, leverage, side, expected) =>
    expect(leveragedChangePct(change, leverage, side)).toBe(expected),
  );
  it('lists a long and a short token for each spot market', () =>
    expect(LEVERAGED_TOKENS.map((t) => t.token)).toEqual(['BTC3L', 'BTC3S', 'ETH3L', 'ETH3S', 'SOL3L', 'SOL3S']));
});
