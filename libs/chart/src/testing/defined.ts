/** Narrows away undefined/null in tests, failing loudly instead of using a non-null assertion. */
export function defined<T>(value: T | undefined | null, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`expected ${what} to be defined`);
  return value;
}
