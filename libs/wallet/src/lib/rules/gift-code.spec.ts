import { checkGiftCode, normalizeGiftCode } from './gift-code';

describe('normalizeGiftCode (issue 22: format as the user types)', () => {
  it.each([
    ['upper-cases', 'gift-usdt-0050', 'GIFT-USDT-0050'],
    ['adds the dashes', 'giftusdt0050', 'GIFT-USDT-0050'],
    ['spaces become dashes', 'GIFT USDT 0050', 'GIFT-USDT-0050'],
    ['drops what is past 12 characters', 'GIFT-USDT-00501234', 'GIFT-USDT-0050'],
    ['no trailing dash while typing', 'GIFT', 'GIFT'],
    ['drops symbols', 'GI$FT', 'GIFT'],
  ])('%s', (_label, input, expected) => expect(normalizeGiftCode(input)).toBe(expected));
});

describe('checkGiftCode', () => {
  it.each([
    ['', 'empty'],
    ['GIFT-US', 'incomplete'],
    ['GIFT-USDT-0050', 'ok'],
  ] as const)('%s → %s', (code, verdict) => expect(checkGiftCode(code)).toBe(verdict));
});
