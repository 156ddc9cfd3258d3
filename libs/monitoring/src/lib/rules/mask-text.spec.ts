import { maskText } from './mask-text';

describe('maskText (decision 0203)', () => {
  describe('secret name=value pairs', () => {
    it.each([
      [
        '/json_svr/query_safe?action=tradepassfrequency&fundpass=123456&totp=654321',
        '/json_svr/query_safe?action=tradepassfrequency&fundpass=******&totp=******',
      ],
      ['uid=10001; csrftoken=abcdef; lang=en', 'uid=10001; csrftoken=******; lang=en'],
      ['{"password":"hunter2","uid":10001}', '{"password":"******","uid":10001}'],
      ['{"totp": 123456}', '{"totp": "******"}'],
      ['Authorization: Bearer eyJhbGciOi.J9.sig', 'Authorization: Bearer ******'],
      ['page=2&size=10', 'page=2&size=10'],
    ])('%s', (input, out) => expect(maskText(input)).toBe(out));
  });

  describe('chain values keep their spec 03 §9 lengths', () => {
    it.each([
      ['withdraw to 0x1234567890abcdef1234567890abcdef12345678 ok', 'withdraw to 0x123456****12345678 ok'],
      ['btc bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'btc bc1qar0s****zzwf5mdq'],
      ['tron TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'tron TQn9Y2kh****w5KcbLSE'],
      ['legacy 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'legacy 1BvBMSEY****7xJaNVN2'],
      ['tx 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060', 'tx 0x5c50****b22060'],
      ['tx 5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060', 'tx 5c504e****b22060'],
    ])('%s', (input, out) => expect(maskText(input)).toBe(out));
  });

  describe('PII patterns are hidden', () => {
    it.each([
      ['mail alice.smith+vip@example.co.uk now', 'mail [email] now'],
      ['from 192.168.1.20 via proxy', 'from [ip] via proxy'],
      ['ip=8.8.8.8', 'ip=[ip]'],
      ['id 11010119900307451X end', 'id [id-card] end'],
      ['id 110101199003074514', 'id [id-card]'],
      ['card 4111111111111111', 'card [bank-card]'],
      ['card 4111 1111 1111 1111 exp', 'card [bank-card] exp'],
      ['card 6222021234567890128', 'card [bank-card]'],
      ['phone +86 138 0013 8000', 'phone [phone]'],
      ['call +1 (415) 555-2671', 'call [phone]'],
      ['cn 13800138000', 'cn [phone]'],
      ['us 415-555-2671', 'us [phone]'],
    ])('%s', (input, out) => expect(maskText(input)).toBe(out));
  });

  describe('look-alikes are left alone', () => {
    it.each([
      ['timestamp 1700000000000'],
      ['unix 1700000000'],
      ['not a card 4111111111111112'],
      ['version 1.2.3.4.5'],
      ['date 2024-04-01T00:00:00Z'],
      ['amount 0.00012345 BTC'],
      ['uid 10001'],
      ['/trade/BTC_USDT?tab=isolated_margin'],
    ])('%s', (input) => expect(maskText(input)).toBe(input));
  });
});
