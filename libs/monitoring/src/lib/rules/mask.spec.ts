import { maskMiddle, maskOrderId, maskTxHash, maskWalletAddress } from './mask';

describe('maskMiddle', () => {
  it.each([
    ['0x1234567890abcdef1234567890abcdef12345678', 8, 8, '0x123456****12345678'],
    ['short', 4, 4, 'short'],
    ['12345678', 4, 4, '12345678'],
    ['123456789', 4, 4, '1234****6789'],
    ['', 4, 4, ''],
  ])('%s keeps %i+%i', (input, a, b, out) => expect(maskMiddle(input, a, b)).toBe(out));
});

describe('spec 03 §9 keep-lengths', () => {
  it.each([
    ['wallet address 8+8', maskWalletAddress, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TQn9Y2kh****w5KcbLSE'],
    ['order id 4+4', maskOrderId, '358762334556', '3587****4556'],
    ['transaction hash 6+6', maskTxHash, '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060', '0x5c50****b22060'],
  ])('%s', (_label, mask, input, out) => expect(mask(input)).toBe(out));
});
