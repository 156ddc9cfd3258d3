import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each<[string | null | undefined, string | null]>([
    ['/help/articles/kyc', '/help/articles/kyc'],
    ['https://help.example.com/kyc', 'https://help.example.com/kyc'],
    ['  http://example.com/a ', 'http://example.com/a'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,x', null],
    ['//evil.example.com', null],
    ['/\\evil.example.com', null],
    ['https://', null],
    ['kyc', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (url, expected) => expect(safeHref(url)).toBe(expected));
});
