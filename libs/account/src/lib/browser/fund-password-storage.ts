/** When the user last entered the fund password correctly (epoch ms), for the one-hour frequency (spec 01 §3). */
export const FUND_PASSWORD_ENTERED_KEY = 'account_fundpass_entered_at';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** The stored time, or null when none is stored, it is malformed or storage is unavailable. */
export function readFundPasswordEnteredAt(): number | null {
  const raw = storage()?.getItem(FUND_PASSWORD_ENTERED_KEY) ?? null;
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** Remembered for this browser tab's session only (a closed tab asks again). */
export function rememberFundPasswordEntered(now: number): void {
  try {
    storage()?.setItem(FUND_PASSWORD_ENTERED_KEY, String(Math.floor(now)));
  } catch {
    // Storage full or blocked: the next fund operation simply asks again.
  }
}
