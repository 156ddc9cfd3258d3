import { checkAntiPhishingCode, maskAntiPhishingCode } from './anti-phishing';

describe('anti-phishing code (issue 23 item 5)', () => {
  it.each([
    ['a word', 'Falcon42', 'ok'],
    ['4 characters, the minimum', 'abcd', 'ok'],
    ['20 characters, the maximum', 'a'.repeat(20), 'ok'],
    ['with an underscore', 'blue_sky', 'ok'],
    ['surrounding spaces are trimmed', '  Falcon42 ', 'ok'],
    ['empty', '   ', 'empty'],
    ['3 characters', 'abc', 'too-short'],
    ['21 characters', 'a'.repeat(21), 'too-long'],
    ['a space inside', 'blue sky', 'characters'],
    ['punctuation', 'falcon!', 'characters'],
    ['non-Latin letters', 'صقر1234', 'characters'],
  ])('%s → %s', (_label, code, expected) => {
    expect(checkAntiPhishingCode(code)).toBe(expected);
  });

  it.each([
    ['Falcon42', 'Fa****42'],
    ['abcde', 'ab*de'],
    ['abcd', '****'],
    ['', ''],
  ])('%s is shown as %s', (code, masked) => {
    expect(maskAntiPhishingCode(code)).toBe(masked);
  });
});
