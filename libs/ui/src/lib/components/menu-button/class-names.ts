/** Joins the truthy class names (CSS Modules give `undefined` for a missing key, e.g. in Jest). */
export function cx(...names: (string | false | null | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}
