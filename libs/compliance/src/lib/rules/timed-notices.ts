import type { StorageWrite, StoredValues } from './stored-values';
import { DAY_MS, readStored } from './values';

/** 01 §9: the HK dialog repeats after 24 h. */
export const HK_DIALOG_REPEAT_MS = DAY_MS;
export const HK_DIALOG_STORAGE_KEY = 'compliance_hk_dialog_at';

/** 01 §9: Uzbekistan deadline 1 April 2024 00:00 UTC. */
export const UZBEKISTAN_DEADLINE_MS = Date.UTC(2024, 3, 1, 0, 0, 0);
export const UZBEKISTAN_DIALOG_STORAGE_KEY = 'compliance_uzbekistan_dialog';

/** A stored millisecond timestamp; malformed or in the future (clock moved back, tampering) counts as absent. */
export function parseStoredTimestamp(raw: string | null, now: number): number | null {
  if (raw === null || !/^\d{1,16}$/.test(raw.trim())) return null;
  const at = Number(raw.trim());
  return at <= now ? at : null;
}

export interface HkDialogDecision {
  show: boolean;
  onDismiss: StorageWrite;
}

/** HK dialog: shown when never dismissed, or last dismissed 24 h or more ago (decision 0304). */
export function decideHkDialog(stored: StoredValues | null | undefined, now: number): HkDialogDecision {
  const at = parseStoredTimestamp(readStored(stored, 'local', HK_DIALOG_STORAGE_KEY), now);
  return {
    show: at === null || now - at >= HK_DIALOG_REPEAT_MS,
    onDismiss: { storageKey: HK_DIALOG_STORAGE_KEY, value: String(now), ttlMs: HK_DIALOG_REPEAT_MS, storage: 'local' },
  };
}

export type UzbekistanPhase = 'upcoming' | 'ended';

export interface UzbekistanDialogDecision {
  show: boolean;
  /** Before the deadline the dialog announces the end of service; from the deadline on it states it. */
  phase: UzbekistanPhase;
  deadline: number;
  onDismiss: StorageWrite;
}

/** Uzbekistan dialog: shown once ever (any stored value silences it), in the phase `now` is in (decision 0304). */
export function decideUzbekistanDialog(stored: StoredValues | null | undefined, now: number): UzbekistanDialogDecision {
  const seen = readStored(stored, 'local', UZBEKISTAN_DIALOG_STORAGE_KEY) !== null;
  return {
    show: !seen,
    phase: Number.isFinite(now) && now < UZBEKISTAN_DEADLINE_MS ? 'upcoming' : 'ended',
    deadline: UZBEKISTAN_DEADLINE_MS,
    onDismiss: { storageKey: UZBEKISTAN_DIALOG_STORAGE_KEY, value: '1', ttlMs: null, storage: 'local' },
  };
}

/** 01 §8: the service is not open to UK consumers from 6 October 2023. */
export const UK_CONSUMER_CUTOFF_MS = Date.UTC(2023, 9, 6, 0, 0, 0);
