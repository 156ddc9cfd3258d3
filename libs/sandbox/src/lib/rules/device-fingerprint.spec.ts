import { sandboxFingerprint, tokenDigest } from './device-fingerprint';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const TOKEN = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('sandboxFingerprint (spec 03 §5, decision 0530)', () => {
  it.each([
    [TOKEN, NOW, Math.floor(NOW / 1000).toString(16)],
    ['x', 1000, '00000001'],
    ['x', Number.NaN, '00000000'],
    ['x', -5, '00000000'],
  ])('token %s at %d starts with the time head %s and is 40 hex characters', (token, now, head) => {
    const value = sandboxFingerprint(token, now);
    expect(value).toMatch(/^[0-9a-f]{40}$/);
    expect(value?.slice(0, 8)).toBe(head);
    expect(value?.slice(8)).toBe(tokenDigest(token));
  });

  it.each([[''], [undefined], [null], [42], [{ token: TOKEN }]])('answers null without a token string (%p)', (token) => {
    expect(sandboxFingerprint(token, NOW)).toBeNull();
  });
});

describe('tokenDigest', () => {
  it('is stable per token and differs between tokens', () => {
    expect(tokenDigest(TOKEN)).toBe(tokenDigest(TOKEN));
    expect(tokenDigest(TOKEN)).not.toBe(tokenDigest(`${TOKEN}0`));
    expect(tokenDigest('')).toMatch(/^[0-9a-f]{32}$/);
  });
});
