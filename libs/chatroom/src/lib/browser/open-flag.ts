import { CHATROOM_OPEN_KEY } from '../rules/chatroom-auto-open';

/** The stored open flag ('1' when open), or null; storage that throws (private mode, blocked) counts as unset. */
export function readOpenFlag(storage: Pick<Storage, 'getItem'> | null | undefined): string | null {
  try {
    return storage?.getItem(CHATROOM_OPEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the chatroom open (spec 01 §3) or forgets it; a storage that throws is ignored. */
export function writeOpenFlag(storage: Pick<Storage, 'setItem' | 'removeItem'> | null | undefined, open: boolean): void {
  try {
    if (open) storage?.setItem(CHATROOM_OPEN_KEY, '1');
    else storage?.removeItem(CHATROOM_OPEN_KEY);
  } catch {
    // Storage is optional: the chatroom still opens and closes for this page.
  }
}

/** The browser's local storage, or null where reading it throws. */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
