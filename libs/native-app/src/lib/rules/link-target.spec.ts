import { chooseLinkTarget, type LinkTarget } from './link-target';
import type { NativeAppInfo } from './native-app-info';

const origin = 'https://www.example-exchange.test';
const ios: NativeAppInfo = { platform: 'ios', build: 202306151200 };

describe('chooseLinkTarget (spec 01 §1 link opener: native app or web; decision 1150)', () => {
  it.each<[string, string | null | undefined, NativeAppInfo | null, LinkTarget]>([
    ['a path on the web', '/myaccount/kyc_home', null, { via: 'navigate', href: '/myaccount/kyc_home' }],
    ['a path in the app stays in the web view', '/myaccount/kyc_home', ios, { via: 'navigate', href: '/myaccount/kyc_home' }],
    ['a same-origin URL', `${origin}/price?x=1#t`, ios, { via: 'navigate', href: '/price?x=1#t' }],
    [
      'another origin on the web',
      'https://help.example-exchange.test/a',
      null,
      { via: 'new-tab', href: 'https://help.example-exchange.test/a' },
    ],
    [
      'another origin in the app',
      'https://help.example-exchange.test/a',
      ios,
      { via: 'bridge', url: 'https://help.example-exchange.test/a' },
    ],
    ['javascript:', 'javascript:alert(1)', ios, { via: 'none' }],
    ['data:', 'data:text/html,x', null, { via: 'none' }],
    ['protocol-relative', '//evil.test/x', null, { via: 'none' }],
    ['backslash trick', '/\\evil.test', null, { via: 'none' }],
    ['not a URL', 'ht!tp:::', null, { via: 'none' }],
    ['a tab between slashes (issue 26)', '/\t/evil.example', null, { via: 'none' }],
    ['userinfo before another host (issue 26)', 'https://localhost@evil.example', ios, { via: 'none' }],
    ['empty', '', null, { via: 'none' }],
    ['missing', undefined, ios, { via: 'none' }],
  ])('%s', (_label, href, app, expected) => expect(chooseLinkTarget({ href, origin, app })).toEqual(expected));
});
