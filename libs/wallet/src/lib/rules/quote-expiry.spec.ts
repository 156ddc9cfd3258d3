import { isQuoteExpired, quoteSecondsLeft } from './quote-expiry';

const NOW = 1_764_300_000_000;

describe('quoteSecondsLeft (issue 22: quote with a visible countdown)', () => {
  it.each([
    ['a fresh 30 s quote', NOW + 30_000, 30, false],
    ['rounds up part seconds', NOW + 29_001, 30, false],
    ['last part second', NOW + 1, 1, false],
    ['exactly at expiry', NOW, 0, true],
    ['past expiry', NOW - 5000, 0, true],
    ['no expiry (fallback)', 0, 0, true],
  ])('%s', (_label, expiresAt, seconds, expired) => {
    expect(quoteSecondsLeft(expiresAt, NOW)).toBe(seconds);
    expect(isQuoteExpired(expiresAt, NOW)).toBe(expired);
  });
});
