import { z } from 'zod';

/** A number, or a numeric string (servers send both). `null`, booleans and other text fail. */
export const num = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);

/** A count or level: like `num`; missing or null is 0. */
export const count = num.nullish().transform((value) => value ?? 0);

/** A yes/no flag sent as boolean, 0/1 or "0"/"1"/"true"/"false"; missing or null is false. */
export const flag = z
  .union([z.boolean(), z.number(), z.enum(['0', '1', 'true', 'false', ''])])
  .nullish()
  .transform((value) => value === true || value === 'true' || value === '1' || (typeof value === 'number' && value !== 0));

/** A flag that must be present (e.g. the frequency save's `result`). */
export const requiredFlag = z
  .union([z.boolean(), z.number(), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 'true' || value === '1' || (typeof value === 'number' && value !== 0));

/** Free text; missing or null is ''. */
export const text = z.string().nullish().transform((value) => value ?? '');

/** An id or label sent as string or number, kept as a string; missing or null is ''. */
export const label = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** A decimal amount kept as text (precision); missing or null is '0'. */
export const amount = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i)])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '0' : String(value)));

/** A list that may come as null; missing or null is []. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((value): z.output<T>[] => value ?? []);

/** An object of unknown shape (spec: "not shown"); keeps every field. */
export const anyObject = z.record(z.string(), z.unknown());

/** The usual envelope: `{ code, message|msg, data }`; success is code 0 (spec 03 §7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.looseObject({
    code: num,
    message: z.string().nullish(),
    msg: z.string().nullish(),
    data,
  });

/** A write's answer whose data is not shown: anything (the code decides). */
export const anyData = z.unknown();

/** Picks `data` from an envelope. */
export const dataOf = <T>(body: { data: T }): T => body.data;
