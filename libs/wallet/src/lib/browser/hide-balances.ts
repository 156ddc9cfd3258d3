/** localStorage key of the assets page's hide-balances toggle ('1' hidden, anything else shown). */
export const HIDE_BALANCES_KEY = 'wallet.hideBalances';

/** Whether the user chose to hide balances; false when storage is unavailable or holds anything else. */
export function readHideBalances(): boolean {
  try {
    return window.localStorage.getItem(HIDE_BALANCES_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers the choice; a full or blocked storage only loses the memory, never the toggle. */
export function writeHideBalances(hidden: boolean): void {
  try {
    window.localStorage.setItem(HIDE_BALANCES_KEY, hidden ? '1' : '0');
  } catch {
    // Private mode or a full quota: the toggle still works for this page view.
  }
}
