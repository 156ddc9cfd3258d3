import { classifyField, type FieldClass } from './field-class';
import { SECRET_MASK, maskOrderId, maskTxHash, maskWalletAddress } from './mask';
import { PII_MARKERS, maskText } from './mask-text';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Nesting deeper than this is cut (an event is a report, not a dump). */
export const SCRUB_MAX_DEPTH = 16;
export const CIRCULAR_MARKER = '[Circular]';
export const TRUNCATED_MARKER = '[Truncated]';
export const UNREADABLE_MARKER = '[Unreadable]';

/** A value under a recognised field name: masked by the class of the name, whatever its shape. */
const maskByClass = (fieldClass: Exclude<FieldClass, 'plain' | 'secret'>, value: string | number | bigint): string => {
  const text = String(value);
  switch (fieldClass) {
    case 'wallet-address':
      return maskWalletAddress(text);
    case 'order-id':
      return maskOrderId(text);
    case 'tx-hash':
      return maskTxHash(text);
    default:
      return PII_MARKERS[fieldClass];
  }
};

const scrubNumber = (value: number): JsonValue => {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  const masked = maskText(text);
  return masked === text ? value : masked;
};

const walk = (value: unknown, fieldClass: FieldClass, seen: WeakSet<object>, depth: number): JsonValue | undefined => {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (fieldClass === 'secret') return SECRET_MASK;
  if (value === null || typeof value === 'boolean') return value;
  if (fieldClass !== 'plain' && (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')) {
    return value === '' ? '' : maskByClass(fieldClass, value);
  }
  if (typeof value === 'string') return maskText(value);
  if (typeof value === 'number') return scrubNumber(value);
  if (typeof value === 'bigint') return maskText(value.toString());
  if (depth >= SCRUB_MAX_DEPTH) return TRUNCATED_MARKER;
  if (seen.has(value)) return CIRCULAR_MARKER;
  seen.add(value);
  try {
    return walkObject(value, fieldClass, seen, depth);
  } finally {
    seen.delete(value);
  }
};

const walkEntries = (entries: Iterable<[string, unknown]>, seen: WeakSet<object>, depth: number): JsonValue => {
  const out: Record<string, JsonValue> = {};
  for (const [key, child] of entries) {
    const scrubbed = walk(child, classifyField(key), seen, depth + 1);
    if (scrubbed !== undefined) out[key] = scrubbed;
  }
  return out;
};

const walkObject = (value: object, fieldClass: FieldClass, seen: WeakSet<object>, depth: number): JsonValue | undefined => {
  if (Array.isArray(value)) return value.map((item) => walk(item, fieldClass, seen, depth + 1) ?? null);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Error) {
    return walkEntries([['name', value.name], ['message', value.message], ['stack', value.stack], ...Object.entries(value)], seen, depth);
  }
  if (value instanceof URL) return maskText(value.toString());
  if (value instanceof Map)
    return walkEntries(
      [...value.entries()].map(([key, child]) => [String(key), child]),
      seen,
      depth,
    );
  if (value instanceof Set) return [...value].map((item) => walk(item, fieldClass, seen, depth + 1) ?? null);
  return walkEntries(Object.entries(value), seen, depth);
};

/**
 * Deep-walks any JSON-like value and returns a JSON value with the spec 03 §9 masks applied
 * (decision 0203): secret-like field names become `******`; phone, e-mail, ID card, bank card and
 * IPv4 values are hidden; wallet addresses keep 8+8, order ids 4+4 and transaction hashes 6+6
 * characters. Never throws; cycles become `[Circular]`, depth beyond 16 becomes `[Truncated]`.
 */
export const scrubEvent = (event: unknown): JsonValue => {
  try {
    return walk(event, 'plain', new WeakSet(), 0) ?? null;
  } catch {
    // A throwing getter or proxy: report that something was there, never its content.
    return UNREADABLE_MARKER;
  }
};
