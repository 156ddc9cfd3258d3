/**
 * `application/x-www-form-urlencoded` body of the helpers (spec 03 §7). Undefined and null are left out;
 * arrays repeat the name; a nested object is sent as its JSON text.
 */
export const encodeFormBody = (fields: Readonly<Record<string, unknown>>): string => {
  const params = new URLSearchParams();
  const text = (value: unknown): string => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(name, text(item));
    } else {
      params.append(name, text(value));
    }
  }
  return params.toString();
};
