import { passesLuhn } from './luhn';

describe('passesLuhn', () => {
  it.each([
    ['4111111111111111', true],
    ['6222021234567890127', false],
    ['6222020200012345678', false],
    ['5500005555555559', true],
    ['378282246310005', true],
    ['4111111111111112', false],
    ['1700000000000', false],
    ['', false],
    ['4111-1111', false],
  ])('%s -> %s', (input, out) => expect(passesLuhn(input)).toBe(out));
});
