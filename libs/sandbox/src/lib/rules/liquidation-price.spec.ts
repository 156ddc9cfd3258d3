import { liquidationPrice } from './liquidation-price';

const U = 10n ** 8n;
const units = (value: number) => BigInt(Math.round(value * 1e8));
const price = (value: bigint | null) => (value === null ? null : Number(value) / 1e8);

describe('liquidationPrice (issue 21, BTC_USDT perpetual: 1 contract = 0.0001 BTC, mmr 0.5 %)', () => {
  it.each([
    // 100 contracts = 0.01 BTC at 60000: notional 600
    ['10× long, margin 60', true, 60000, 0.01, 60, 54271.3567],
    ['10× short, margin 60', false, 60000, 0.01, 60, 65671.6417],
    ['20× long, margin 30', true, 60000, 0.01, 30, 57286.4321],
    ['1× long, margin 600: never liquidated', true, 60000, 0.01, 600, null],
    ['1× short, margin 600', false, 60000, 0.01, 600, 119402.985],
    ['100× long, margin 6', true, 60000, 0.01, 6, 59698.4924],
    ['cross long: margin 60 + 440 free', true, 60000, 0.01, 500, 10050.2512],
  ] as const)('%s', (_case, long, entry, qty, margin, expected) => {
    const result = price(liquidationPrice({ long, entry: units(entry), qty: units(qty), margin: units(margin), mmr: 500_000n }));
    if (expected === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(expected, 3);
  });

  it('has none for an empty position', () => {
    expect(liquidationPrice({ long: true, entry: 60000n * U, qty: 0n, margin: 0n, mmr: 0n })).toBeNull();
  });
});
