import type * as z from 'zod/v4/core';
import type { InputSchema } from '../endpoints/define-endpoint';

/** Event name → zod schema of its JSON `data`. */
export type StreamEventSchemas = Readonly<Record<string, z.$ZodType>>;

/**
 * A server-sent event stream, declared once like a call (decision 0410): path, input (sent as the query),
 * and one schema per event name. Events that fail their schema are dropped and reported, never thrown.
 */
export interface StreamDeclaration<
  TName extends string = string,
  TInput extends InputSchema = InputSchema,
  TEvents extends StreamEventSchemas = StreamEventSchemas,
> {
  readonly name: TName;
  readonly path: string;
  /** `user`: needs a logged-in user. */
  readonly access: 'public' | 'user';
  /** Where the spec asks for it. */
  readonly source: string;
  readonly input: TInput;
  readonly events: TEvents;
}

/** One parsed event of a stream: `{ event, data }` with the data's type per event name. */
export type StreamEvent<TEvents extends StreamEventSchemas> = {
  [K in keyof TEvents & string]: { event: K; data: z.output<TEvents[K]> };
}[keyof TEvents & string];

export const defineStream = <const TName extends string, TInput extends InputSchema, const TEvents extends StreamEventSchemas>(spec: {
  name: TName;
  path: string;
  access?: 'public' | 'user';
  source: string;
  input: TInput;
  events: TEvents;
}): StreamDeclaration<TName, TInput, TEvents> => ({
  name: spec.name,
  path: spec.path,
  access: spec.access ?? 'public',
  source: spec.source,
  input: spec.input,
  events: spec.events,
});
