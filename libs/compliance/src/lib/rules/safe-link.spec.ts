import { isSafeLink, judgeLink } from './safe-link';

const ALLOW = ['https://www.example.com', 'https://help.example.com/'];

describe('isSafeLink', () => {
  it.each([
    ['/myaccount/tickets', true],
    ['/trade/BTC_USDT?tab=spot#chart', true],
    ['https://www.example.com/announcements/1', true],
    ['https://HELP.example.com/article', true],
    ['  /login  ', true],
    ['//evil.com/x', false],
    ['/\\evil.com', false],
    ['https://evil.com/x', false],
    ['https://www.example.com.evil.com/', false],
    ['http://www.example.com/', false],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['/foo\nbar', false],
    ['/foo bar', false],
    ['/%2F%2Fevil.com', false],
    ['https://user:pw@www.example.com/', false],
    ['relative/path', false],
    ['#top', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%p → %p', (target, expected) => {
    expect(isSafeLink(target, ALLOW)).toBe(expected);
  });

  it('says whether a safe link is internal', () => {
    expect(judgeLink('/fee', ALLOW)).toEqual({ safe: true, href: '/fee', internal: true });
    expect(judgeLink('https://www.example.com/fee', ALLOW)).toEqual({ safe: true, href: 'https://www.example.com/fee', internal: false });
  });

  it('ignores malformed allowed origins', () => {
    expect(isSafeLink('https://www.example.com/', ['javascript:x', 'http://'])).toBe(false);
  });
});
