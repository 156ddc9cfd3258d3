import { maskMiddle } from './mask';
describe('maskMiddle', () => {
  it.each([
    ['0x1234567890abcdef1234567890abcdef12345678', 8, 8, '0x123456****12345678'],
    ['short', 4, 4, 'short'],
  ])('%s keeps %i+%i', (input, a, b, out) => expect(maskMiddle(input, a, b)).toBe(out));
});
