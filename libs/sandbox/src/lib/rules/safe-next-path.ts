/**
 * The redirect target after choosing a persona: only an internal path — one `/`, not `//` and no
 * backslash (browsers read `/\host` as `//host`), no control characters — else `/` (decision 0205).
 */
export const safeNextPath = (next: string | null | undefined): string => {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return '/';
  const hasControl = [...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (next.includes('\\') || hasControl) return '/';
  return next;
};
