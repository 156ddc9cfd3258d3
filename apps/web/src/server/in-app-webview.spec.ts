import { isInAppWebview } from './in-app-webview';

describe('isInAppWebview', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['desktop Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', false],
    ['mobile Safari', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', false],
    [
      'Android app webview',
      'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 ExchangeApp/658020',
      true,
    ],
    ['iOS app webview', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 ExchangeApp/202504080001', true],
    ['the token without a version does not count', 'Mozilla/5.0 ExchangeApp', false],
    ['the token inside another word does not count', 'Mozilla/5.0 NotExchangeApp/1', false],
    ['empty', '', false],
    ['missing', undefined, false],
    ['null', null, false],
  ])('%s → %s', (_label, ua, expected) => expect(isInAppWebview(ua)).toBe(expected));
});
