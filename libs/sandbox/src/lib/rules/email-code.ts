/**
 * E-mail codes (issue 23 item 1, decision 1830): six digits, valid for CODE_TTL_MS after they were sent, used once,
 * and at most MAX_CODE_TRIES wrong entries before a new code must be asked for. Pure: `now` is passed in.
 */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_TRIES = 5;

export interface IssuedCode {
  code: string;
  /** `security`: the second factor of a sensitive action with 2FA off (decision 1908). */
  purpose: 'signup' | 'reset' | 'security';
  issuedAt: number;
  tries: number;
  used: boolean;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'used' | 'too-many' | 'none';

export function checkEmailCode(issued: IssuedCode | null, entered: string, purpose: IssuedCode['purpose'], now: number): CodeCheck {
  if (issued === null || issued.purpose !== purpose) return 'none';
  if (issued.used) return 'used';
  if (now - issued.issuedAt >= CODE_TTL_MS) return 'expired';
  if (issued.tries >= MAX_CODE_TRIES) return 'too-many';
  return entered.trim() === issued.code ? 'ok' : 'wrong';
}

/** A six-digit code from a random 32-bit number (the caller passes crypto's). */
export const sixDigits = (random: number): string => String(Math.abs(Math.trunc(random)) % 1_000_000).padStart(6, '0');
