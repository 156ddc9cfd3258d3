/** Spec 03 §9: identical requests within this window are de-duplicated. */
export const DEDUPE_WINDOW_MS = 30000;

/** Identity of a request for de-duplication: method + full URL + body. */
export const dedupeKey = (method: string, url: string, body: string | undefined): string => `${method.toUpperCase()} ${url}\n${body ?? ''}`;

/**
 * True when a request issued at `issuedAt` may still answer an identical request made at `now`.
 * The window counts from when the first request was issued; a clock that went backwards is a miss.
 */
export const isWithinDedupeWindow = (issuedAt: number, now: number, windowMs: number = DEDUPE_WINDOW_MS): boolean =>
  Number.isFinite(issuedAt) && Number.isFinite(now) && now >= issuedAt && now - issuedAt < windowMs;
