/** A deposit code (issue 22): three groups of four letters or digits, `GIFT-USDT-0050`. */
export const GIFT_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** The code as the user types it: upper case, spaces and other separators become a dash every four characters. */
export function normalizeGiftCode(input: string): string {
  const chars = input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
  return chars.replace(/(.{4})(?=.)/g, '$1-');
}

export type GiftCodeVerdict = 'empty' | 'incomplete' | 'ok';

export function checkGiftCode(code: string): GiftCodeVerdict {
  if (code === '') return 'empty';
  return GIFT_CODE_PATTERN.test(code) ? 'ok' : 'incomplete';
}
