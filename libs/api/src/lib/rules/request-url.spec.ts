import { buildUrl, encodeQuery, fillPathParams, pathParamNames, resolveEndpointPath } from './request-url';

describe('resolveEndpointPath (helper data prefix)', () => {
  it.each([
    ['/api/web/v1/usercenter/get_info', 'default', undefined, '/api/web/v1/usercenter/get_info'],
    ['/json_svr/query_safe', 'helper', undefined, '/json_svr/query_safe'],
    ['welfare/newbiePrizePop', 'helper', undefined, '/api/web/v1/welfare/newbiePrizePop'],
    ['get_sub_user_type', 'helper', '/apiw/v2/', '/apiw/v2/get_sub_user_type'],
    ['get_sub_user_type', 'helper', 'data', '/data/get_sub_user_type'],
    ['get_sub_user_type', 'helper', '', '/get_sub_user_type'],
    ['relative/default', 'default', undefined, '/relative/default'],
  ] as const)('%s (%s, prefix %s) -> %s', (path, kind, prefix, out) => expect(resolveEndpointPath(path, kind, prefix)).toBe(out));
});

describe('fillPathParams', () => {
  it.each([
    ['/kyc/footerTipsCheck/:subSiteId', { subSiteId: 177 }, { path: '/kyc/footerTipsCheck/177', rest: {} }],
    ['/a/:id', { id: 'x/y', page: 2 }, { path: '/a/x%2Fy', rest: { page: 2 } }],
    ['/plain', { q: 1 }, { path: '/plain', rest: { q: 1 } }],
    ['/a/:id', {}, null],
    ['/a/:id', { id: '' }, null],
    ['/a/:id', { id: { nested: true } }, null],
  ])('%s %j', (template, values, out) => expect(fillPathParams(template, values)).toEqual(out));

  it('lists parameter names', () => expect(pathParamNames('/a/:one/b/:two')).toEqual(['one', 'two']));
});

describe('buildUrl / encodeQuery', () => {
  it.each([
    ['', '/a', {}, '/a'],
    ['https://www.example.test/', '/a', { b: 2, a: 1 }, 'https://www.example.test/a?a=1&b=2'],
    ['', '/a', { skip: undefined, none: null, flag: false }, '/a?flag=false'],
    ['', '/a', { ips: ['1.1.1.1', '2.2.2.2'] }, '/a?ips=1.1.1.1%2C2.2.2.2'],
    ['', '/a', { q: 'a b&c' }, '/a?q=a+b%26c'],
  ])('%s %s %j -> %s', (base, path, query, out) => expect(buildUrl(base, path, query)).toBe(out));

  it('sorts keys', () => expect(encodeQuery({ z: 1, a: 2 })).toBe('a=2&z=1'));
});
