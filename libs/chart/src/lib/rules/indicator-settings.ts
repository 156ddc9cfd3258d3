import type { BollSettings, KdjSettings, MacdSettings, MaSettings } from '../indicators/settings';
import { PRICE_SOURCES, type PriceSource } from '../types';

/** Message ids (defined in messages.ts) a settings field can fail with; spec 02 §5 leaves the wording to us. */
export type SettingsErrorId =
  | 'chart.indicatorSettings.required'
  | 'chart.indicatorSettings.integer'
  | 'chart.indicatorSettings.range'
  | 'chart.indicatorSettings.number'
  | 'chart.indicatorSettings.source';

export interface FieldError {
  id: SettingsErrorId;
  values?: { min: number; max: number };
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: Partial<Record<keyof T, FieldError>> };

/** Spec 02 §5 limits. */
export const KDJ_PERIOD_RANGE = { min: 1, max: 2000 } as const;
export const MACD_LENGTH_RANGE = { min: 1, max: 2000 } as const;
export const MACD_SIGNAL_RANGE = { min: 1, max: 50 } as const;
/** Our limits where the spec is silent (decision 0402). */
export const MA_PERIOD_RANGE = { min: 1, max: 2000 } as const;
export const BOLL_MULTIPLIER_RANGE = { min: 0.1, max: 10 } as const;

type Parsed = { ok: true; value: number } | { ok: false; error: FieldError };

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function parseNumber(input: unknown): number | 'empty' | 'nan' {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 'nan';
  if (typeof input !== 'string') return input === undefined || input === null ? 'empty' : 'nan';
  const s = input.trim();
  if (s === '') return 'empty';
  return NUMERIC.test(s) ? Number(s) : 'nan';
}

/** An integer within [min, max]; strings from inputs are accepted ("12", " 12 "). */
export function parseIntegerField(input: unknown, range: { min: number; max: number }): Parsed {
  const n = parseNumber(input);
  if (n === 'empty') return { ok: false, error: { id: 'chart.indicatorSettings.required' } };
  if (n === 'nan' || !Number.isInteger(n)) return { ok: false, error: { id: 'chart.indicatorSettings.integer' } };
  if (n < range.min || n > range.max) return { ok: false, error: { id: 'chart.indicatorSettings.range', values: { ...range } } };
  return { ok: true, value: n };
}

/** A number within [min, max]. */
export function parseNumberField(input: unknown, range: { min: number; max: number }): Parsed {
  const n = parseNumber(input);
  if (n === 'empty') return { ok: false, error: { id: 'chart.indicatorSettings.required' } };
  if (n === 'nan') return { ok: false, error: { id: 'chart.indicatorSettings.number' } };
  if (n < range.min || n > range.max) return { ok: false, error: { id: 'chart.indicatorSettings.range', values: { ...range } } };
  return { ok: true, value: n };
}

export function isPriceSource(input: unknown): input is PriceSource {
  return typeof input === 'string' && (PRICE_SOURCES as readonly string[]).includes(input);
}

function collect<T>(fields: {
  [K in keyof T]: Parsed | { ok: true; value: T[K] } | { ok: false; error: FieldError };
}): ValidationResult<T> {
  const errors: Partial<Record<keyof T, FieldError>> = {};
  const value = {} as T;
  let ok = true;
  for (const key of Object.keys(fields) as (keyof T)[]) {
    const f = fields[key];
    if (f.ok) value[key] = f.value as T[keyof T];
    else {
      ok = false;
      errors[key] = f.error;
    }
  }
  return ok ? { ok: true, value } : { ok: false, errors };
}

const sourceField = (input: unknown): { ok: true; value: PriceSource } | { ok: false; error: FieldError } =>
  isPriceSource(input) ? { ok: true, value: input } : { ok: false, error: { id: 'chart.indicatorSettings.source' } };

/** Spec 02 §5: KDJ periods are integers from 1 to 2000. */
export function validateKdjSettings(input: { period: unknown; k: unknown; d: unknown }): ValidationResult<KdjSettings> {
  return collect<KdjSettings>({
    period: parseIntegerField(input.period, KDJ_PERIOD_RANGE),
    k: parseIntegerField(input.k, KDJ_PERIOD_RANGE),
    d: parseIntegerField(input.d, KDJ_PERIOD_RANGE),
  });
}

/** Spec 02 §5: MACD fast/slow integers 1–2000, signal integer 1–50, source one of the seven sources. */
export function validateMacdSettings(input: {
  fast: unknown;
  slow: unknown;
  signal: unknown;
  source: unknown;
}): ValidationResult<MacdSettings> {
  return collect<MacdSettings>({
    fast: parseIntegerField(input.fast, MACD_LENGTH_RANGE),
    slow: parseIntegerField(input.slow, MACD_LENGTH_RANGE),
    signal: parseIntegerField(input.signal, MACD_SIGNAL_RANGE),
    source: sourceField(input.source),
  });
}

/** Per-period validation for MA/EMA (each period its own field: `period0`, `period1`, ...). */
export function validateMaSettings(input: {
  periods: readonly unknown[];
  source: unknown;
}): ValidationResult<MaSettings> & { periodErrors: (FieldError | undefined)[] } {
  const parsed = input.periods.map((p) => parseIntegerField(p, MA_PERIOD_RANGE));
  const periodErrors = parsed.map((p) => (p.ok ? undefined : p.error));
  const source = sourceField(input.source);
  if (parsed.length > 0 && parsed.every((p) => p.ok) && source.ok) {
    return { ok: true, value: { periods: parsed.map((p) => (p.ok ? p.value : 0)), source: source.value }, periodErrors };
  }
  const errors: Partial<Record<keyof MaSettings, FieldError>> = {};
  const firstBad = parsed.find((p) => !p.ok);
  if (firstBad && !firstBad.ok) errors.periods = firstBad.error;
  if (parsed.length === 0) errors.periods = { id: 'chart.indicatorSettings.required' };
  if (!source.ok) errors.source = source.error;
  return { ok: false, errors, periodErrors };
}

export function validateBollSettings(input: { period: unknown; multiplier: unknown; source: unknown }): ValidationResult<BollSettings> {
  return collect<BollSettings>({
    period: parseIntegerField(input.period, MA_PERIOD_RANGE),
    multiplier: parseNumberField(input.multiplier, BOLL_MULTIPLIER_RANGE),
    source: sourceField(input.source),
  });
}
