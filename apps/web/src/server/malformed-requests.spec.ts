import { checkRouterRequest, isValidRouterStateTree } from './malformed-requests';

const tree = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const headersOf = (headers: Record<string, string>) => (name: string) => headers[name];

describe('isValidRouterStateTree (issue 26 item 5)', () => {
  it.each([
    ['a tree Next sends', tree(['', { children: ['__PAGE__', {}, null, null] }, null, null, true]), true],
    ['a dynamic segment', tree(['', { children: [['site', 'en', 'd'], { children: ['__PAGE__', {}] }] }]), true],
    ['junk', 'junk', false],
    ['bad percent-encoding', '%E0%A4%A', false],
    ['JSON that is no tree', tree({ a: 1 }), false],
    ['a tree with a numeric segment', tree([1, {}]), false],
    ['a tree whose slots are an array', tree(['', []]), false],
    ['a tree too deep', tree(Array.from({ length: 40 }).reduce<unknown>((child) => ['', { children: child }], ['', {}])), false],
    ['a header over 16 KB', tree(['', {}, 'x'.repeat(17 * 1024)]), false],
  ])('%s → %s', (_name, raw, ok) => {
    expect(isValidRouterStateTree(raw)).toBe(ok);
  });
});

describe('checkRouterRequest', () => {
  it('refuses a target that is not a path (OPTIONS *) with 400', () => {
    expect(checkRouterRequest('*', headersOf({})).verdict).toEqual({
      ok: false,
      status: 400,
      message: 'The request target must be a path',
    });
    expect(checkRouterRequest('http://localhost/x', headersOf({})).verdict.ok).toBe(true);
  });
  it('refuses RSC with a junk tree with 400', () => {
    expect(checkRouterRequest('/', headersOf({ rsc: '1', 'next-router-state-tree': '[[[' })).verdict.ok).toBe(false);
  });
  it('drops prefetch headers without RSC: 1, keeps them with it', () => {
    expect(checkRouterRequest('/', headersOf({ 'next-router-prefetch': '1' }))).toEqual({
      verdict: { ok: true },
      drop: ['next-router-prefetch'],
    });
    expect(checkRouterRequest('/', headersOf({ rsc: '1', 'next-router-prefetch': '1' })).drop).toEqual([]);
  });
});
