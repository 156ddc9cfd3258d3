import { isValidFingerprint } from '../rules/fingerprint-validity';
import { nextFingerprintRefresh } from '../rules/refresh-schedule';

export interface FingerprintRefresherInput {
  /** Reads the current cookie value. */
  readCookie: () => string | null;
  /** Obtains and stores a new fingerprint (e.g. ensureFingerprint); must not throw. */
  refresh: () => Promise<unknown>;
  clock?: () => number;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (handle: ReturnType<typeof setTimeout>) => void;
  /** Failures already seen, e.g. 1 when the page-load attempt stored an error marker. */
  initialFailedAttempts?: number;
}

/**
 * Keeps the fingerprint fresh (spec 03 §4): waits until it ages past 24 hours, refreshes it, and chains at most
 * 3 refreshes that fail to produce a valid fingerprint. Returns a stop function.
 */
export function startFingerprintRefresh({
  readCookie,
  refresh,
  clock = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (handle) => clearTimeout(handle),
  initialFailedAttempts = 0,
}: FingerprintRefresherInput): () => void {
  let failedAttempts = initialFailedAttempts;
  let handle: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const plan = () => {
    if (stopped) return;
    const step = nextFingerprintRefresh({ cookie: readCookie(), now: clock(), failedAttempts });
    if (step.kind === 'stop') return;
    if (step.kind === 'wait') {
      failedAttempts = 0;
      handle = setTimer(plan, step.delayMs);
      return;
    }
    handle = setTimer(() => {
      void refresh()
        .catch(() => undefined)
        .then(() => {
          failedAttempts = isValidFingerprint(readCookie(), clock()) ? 0 : failedAttempts + 1;
          plan();
        });
    }, step.delayMs);
  };

  plan();
  return () => {
    stopped = true;
    if (handle !== undefined) clearTimer(handle);
  };
}
