import { encodeFormBody } from './form-encoding';

describe('encodeFormBody', () => {
  it.each([
    [
      { action: 'tradepassfrequency', frequency: 1, fundpass: 'p@ss w', totp: '012345' },
      'action=tradepassfrequency&frequency=1&fundpass=p%40ss+w&totp=012345',
    ],
    [{ status: 2, skip: undefined, none: null }, 'status=2'],
    [{ flag: true }, 'flag=true'],
    [{ ids: ['a', 'b'] }, 'ids=a&ids=b'],
    [{ extras: { tier: 2 } }, 'extras=%7B%22tier%22%3A2%7D'],
    [{}, ''],
  ])('%j -> %s', (fields, out) => expect(encodeFormBody(fields)).toBe(out));
});
