import { exchangeApiOrigin } from './exchange-origin';

describe('exchangeApiOrigin', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['   ', null],
    ['not a url', null],
    ['ftp://files.example', null],
    ['https://api.example-exchange.test', 'https://api.example-exchange.test'],
    ['https://api.example-exchange.test/some/path', 'https://api.example-exchange.test'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
  ])('%s → %s', (value, expected) => expect(exchangeApiOrigin({ EXCHANGE_API_ORIGIN: value })).toBe(expected));
});
