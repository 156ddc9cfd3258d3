/** A `major.minor.patch` version (pre-release and build suffixes are ignored); null when malformed. */
export function parseVersion(raw: string | null | undefined): [number, number, number] | null {
  const match = /^v?(\d{1,6})\.(\d{1,6})\.(\d{1,6})(?:[-+].*)?$/.exec((raw ?? '').trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Decision 1100: a micro-app bundle fits the host when it has the same major version as the host expects and is
 * not older (minor, then patch). A malformed version on either side never fits: the host degrades to the link.
 */
export function isCompatibleVersion(actual: string | null | undefined, expected: string): boolean {
  const a = parseVersion(actual);
  const e = parseVersion(expected);
  if (!a || !e) return false;
  if (a[0] !== e[0]) return false;
  if (a[1] !== e[1]) return a[1] > e[1];
  return a[2] >= e[2];
}
