// zod/mini: the functional build of zod 4; it tree-shakes, so the browser ships only the checks these schemas use (decision 0204).
import * as z from 'zod/mini';

/** Schema `value` where a missing or null value becomes `empty`. */
export const orDefault = <T extends z.ZodMiniType>(schema: T, empty: z.output<T>) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined): z.output<T> => value ?? empty),
  );

const numericText = z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number));

/** A number, or a numeric string (servers send both). `null`, booleans and other text fail. */
export const num = z.union([z.number(), numericText]);

/** A count or level: like `num`; missing or null is 0. */
export const count = z.pipe(
  z.nullish(num),
  z.transform((value: number | null | undefined) => value ?? 0),
);

type FlagValue = boolean | number | '0' | '1' | 'true' | 'false' | '';
const isTrue = (value: FlagValue | null | undefined): boolean =>
  value === true || value === 'true' || value === '1' || (typeof value === 'number' && value !== 0);

/** A yes/no flag sent as boolean, 0/1 or "0"/"1"/"true"/"false"; missing or null is false. */
export const flag = z.pipe(
  z.nullish(z.union([z.boolean(), z.number(), z.enum(['0', '1', 'true', 'false', ''])])),
  z.transform((value: FlagValue | null | undefined) => isTrue(value)),
);

/** A flag that must be present (e.g. the frequency save's `result`). */
export const requiredFlag = z.pipe(
  z.union([z.boolean(), z.number(), z.enum(['0', '1', 'true', 'false'])]),
  z.transform((value: Exclude<FlagValue, ''>) => isTrue(value)),
);

/** Free text; missing or null is ''. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => value ?? ''),
);

/** An id or label sent as string or number, kept as a string; missing or null is ''. */
export const label = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value))),
);

/** A decimal amount kept as text (precision); missing or null is '0'. */
export const amount = z.pipe(
  z.nullish(z.union([z.number(), z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i))])),
  z.transform((value: string | number | null | undefined) => (value === null || value === undefined ? '0' : String(value))),
);

/** A list that may come as null; missing or null is []. */
export const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((value: z.output<T>[] | null | undefined): z.output<T>[] => value ?? []),
  );

/** An object of unknown shape (spec: "not shown"); keeps every field. */
export const anyObject = z.record(z.string(), z.unknown());

/** The usual envelope: `{ code, message|msg, data }`; success is code 0 (spec 03 §7). */
export const envelope = <T extends z.ZodMiniType>(data: T) =>
  z.looseObject({
    code: num,
    message: z.nullish(z.string()),
    msg: z.nullish(z.string()),
    data,
  });

/** A write's answer whose data is not shown: anything (the code decides). */
export const anyData = z.unknown();

/** Picks `data` from an envelope. */
export const dataOf = <T>(body: { data: T }): T => body.data;
