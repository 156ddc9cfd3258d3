import { safeSitePath } from '@exchange/site-config';

/**
 * The redirect target after choosing a persona: only an internal path — one `/`, not `//` and no
 * backslash (browsers read `/\host` as `//host`), no control characters — else `/` (decision 0205; site-config's
 * one safe-URL check, decision 1710).
 */
export const safeNextPath = (next: string | null | undefined): string => safeSitePath(next);
