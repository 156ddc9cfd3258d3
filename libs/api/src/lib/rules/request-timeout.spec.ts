import { DEFAULT_TIMEOUT_MS, HELPER_TIMEOUT_MS, timeoutForKind } from './request-timeout';

describe('timeoutForKind (spec 03 §9)', () => {
  it.each([
    ['default', 20000],
    ['helper', 5000],
    ['unknown', 20000],
  ])('%s -> %i ms', (kind, ms) => expect(timeoutForKind(kind)).toBe(ms));

  it('uses the spec constants', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(20000);
    expect(HELPER_TIMEOUT_MS).toBe(5000);
  });
});
