/** Every SWR key of this library starts with this, so a filter can find them all. */
export const SWR_KEY_PREFIX = 'exchange-api:';

const stable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(stable);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

/** JSON with sorted keys and undefined fields left out: equal inputs give equal text. */
export const stableStringify = (value: unknown): string => JSON.stringify(stable(value)) ?? '';

/**
 * The SWR key of a call: a plain string, so it can be used as-is in SWRConfig's `fallback` map.
 * `exchange-api:<name>` without input, `exchange-api:<name>:<stable JSON of input>` with input.
 */
export const swrKey = (name: string, input?: unknown): string =>
  input === undefined ? `${SWR_KEY_PREFIX}${name}` : `${SWR_KEY_PREFIX}${name}:${stableStringify(input)}`;

/** True for keys of the given call (any input). */
export const isSwrKeyOf = (key: unknown, name: string): boolean =>
  typeof key === 'string' && (key === `${SWR_KEY_PREFIX}${name}` || key.startsWith(`${SWR_KEY_PREFIX}${name}:`));
