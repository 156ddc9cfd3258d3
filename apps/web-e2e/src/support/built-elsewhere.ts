/**
 * 404-page links whose pages are built in other branches of issue 25 (convert and the converter: earn; copy
 * trading: launch). The link checkers skip them until the merge; the lead empties this list then (decision 1904).
 */
export const BUILT_ELSEWHERE: readonly string[] = ['/convert', '/converter', '/copytrading'];

/** True when a link (a path, maybe with a locale prefix) goes to a page of `BUILT_ELSEWHERE`. */
export const isBuiltElsewhere = (path: string): boolean =>
  BUILT_ELSEWHERE.some((p) => path === p || path.endsWith(p) || path.includes(`${p}?`));
