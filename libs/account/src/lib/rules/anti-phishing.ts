/**
 * The anti-phishing code (issue 23 item 5, decision 1867): a word the user picks that every genuine e-mail from the
 * exchange shows on top, so a mail without it is a fake. 4 to 20 letters, digits or underscores (the large
 * exchanges' rule); shown masked on the page once set (first two and last two characters).
 */
export const ANTI_PHISHING_MIN = 4;
export const ANTI_PHISHING_MAX = 20;

export type AntiPhishingCheck = 'ok' | 'empty' | 'too-short' | 'too-long' | 'characters';

export function checkAntiPhishingCode(code: string): AntiPhishingCheck {
  const value = code.trim();
  if (value === '') return 'empty';
  if (!/^[A-Za-z0-9_]+$/.test(value)) return 'characters';
  if (value.length < ANTI_PHISHING_MIN) return 'too-short';
  if (value.length > ANTI_PHISHING_MAX) return 'too-long';
  return 'ok';
}

/** `Ab****yz`: the first and last two characters, the rest as asterisks; '' stays ''. */
export function maskAntiPhishingCode(code: string): string {
  if (code.length <= 4) return '*'.repeat(code.length);
  return `${code.slice(0, 2)}${'*'.repeat(code.length - 4)}${code.slice(-2)}`;
}
