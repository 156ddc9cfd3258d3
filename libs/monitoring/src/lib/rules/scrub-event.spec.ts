import { CIRCULAR_MARKER, SCRUB_MAX_DEPTH, TRUNCATED_MARKER, UNREADABLE_MARKER, scrubEvent } from './scrub-event';

describe('scrubEvent (spec 03 §9 monitoring masks, decision 0203)', () => {
  describe('by field name', () => {
    it.each([
      ['password', { password: 'hunter2' }, { password: '******' }],
      ['fundpass (number)', { fundpass: 123456 }, { fundpass: '******' }],
      ['totp', { totp: '654321' }, { totp: '******' }],
      ['token object', { token: { value: 'abc' } }, { token: '******' }],
      ['csrftoken', { csrftoken: 'x' }, { csrftoken: '******' }],
      [
        'cookie header',
        { headers: { cookie: 'uid=1; nickname=a', 'user-agent': 'UA' } },
        { headers: { cookie: '******', 'user-agent': 'UA' } },
      ],
      ['authorization', { Authorization: 'Bearer abc' }, { Authorization: '******' }],
      ['secret null', { secret: null }, { secret: '******' }],
      ['phone', { phone: '13800138000' }, { phone: '[phone]' }],
      ['phone number', { mobile: 8613800138000 }, { mobile: '[phone]' }],
      ['email', { email: 'a@b.co' }, { email: '[email]' }],
      ['id card', { id_card: '110101199003074514' }, { id_card: '[id-card]' }],
      ['bank card', { card_no: '6222021234567890128' }, { card_no: '[bank-card]' }],
      ['client ip', { client_ip: '203.0.113.9' }, { client_ip: '[ip]' }],
      ['wallet address 8+8', { address: '0x1234567890abcdef1234567890abcdef12345678' }, { address: '0x123456****12345678' }],
      ['order id 4+4 (number)', { order_id: 358762334556 }, { order_id: '3587****4556' }],
      ['order id 4+4 (string)', { orderId: 'SO-20240401-88' }, { orderId: 'SO-2****1-88' }],
      [
        'transaction hash 6+6',
        { tx_hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060' },
        { tx_hash: '0x5c50****b22060' },
      ],
      ['short order id kept', { order_id: '1234' }, { order_id: '1234' }],
      ['empty phone kept empty', { phone: '' }, { phone: '' }],
      ['booleans under a class kept', { email: false }, { email: false }],
    ])('%s', (_label, input, out) => expect(scrubEvent(input)).toEqual(out));
  });

  describe('by value shape, under any name', () => {
    it.each([
      ['message with e-mail and ip', { message: 'login a@b.co from 10.0.0.1' }, { message: 'login [email] from [ip]' }],
      ['url with secrets', { url: '/x?token=abc&page=1' }, { url: '/x?token=******&page=1' }],
      ['array of addresses', { to: ['0x1234567890abcdef1234567890abcdef12345678'] }, { to: ['0x123456****12345678'] }],
      ['phone as a number', { contact: 13800138000 }, { contact: '[phone]' }],
      ['plain numbers stay numbers', { at: 1700000000000, count: 3 }, { at: 1700000000000, count: 3 }],
    ])('%s', (_label, input, out) => expect(scrubEvent(input)).toEqual(out));
  });

  describe('JSON-like walking', () => {
    it('walks nested arrays and objects', () => {
      expect(scrubEvent({ a: [{ b: { password: 'p', uid: 7 } }] })).toEqual({ a: [{ b: { password: '******', uid: 7 } }] });
    });

    it.each([
      ['undefined top level', undefined, null],
      ['null', null, null],
      ['string', 'a@b.co', '[email]'],
      ['NaN', Number.NaN, null],
      ['bigint', BigInt(42), '42'],
      ['date', new Date(Date.UTC(2024, 3, 1)), '2024-04-01T00:00:00.000Z'],
      ['invalid date', new Date('x'), null],
      ['url', new URL('https://x.test/?password=1'), 'https://x.test/?password=******'],
      ['set', new Set(['a@b.co']), ['[email]']],
      ['map', new Map([['token', 'abc']]), { token: '******' }],
    ])('%s', (_label, input, out) => expect(scrubEvent(input)).toEqual(out));

    it('drops undefined, functions and symbols from objects and nulls them in arrays', () => {
      expect(scrubEvent({ a: undefined, f: () => 1, s: Symbol('x'), list: [undefined, () => 1] })).toEqual({ list: [null, null] });
    });

    it('turns an Error into name, message and stack, scrubbed', () => {
      const error = new Error('failed for a@b.co');
      const out = scrubEvent(error) as Record<string, unknown>;
      expect(out['name']).toBe('Error');
      expect(out['message']).toBe('failed for [email]');
      expect(typeof out['stack']).toBe('string');
    });

    it('marks cycles instead of looping', () => {
      const node: Record<string, unknown> = { id: 1 };
      node['self'] = node;
      expect(scrubEvent(node)).toEqual({ id: 1, self: CIRCULAR_MARKER });
    });

    it('keeps repeated (non-cyclic) references', () => {
      const shared = { uid: 1 };
      expect(scrubEvent({ a: shared, b: shared })).toEqual({ a: { uid: 1 }, b: { uid: 1 } });
    });

    it(`cuts nesting deeper than ${SCRUB_MAX_DEPTH}`, () => {
      let deep: Record<string, unknown> = { leaf: true };
      for (let i = 0; i < SCRUB_MAX_DEPTH + 2; i += 1) deep = { next: deep };
      expect(JSON.stringify(scrubEvent(deep))).toContain(TRUNCATED_MARKER);
    });

    it('never throws on a throwing getter', () => {
      const bad = Object.defineProperty({}, 'x', {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      });
      expect(scrubEvent(bad)).toBe(UNREADABLE_MARKER);
    });
  });
});
