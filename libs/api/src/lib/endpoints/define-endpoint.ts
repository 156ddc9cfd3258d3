import type * as z from 'zod/v4/core';
import { isCodeZero } from '../rules/response-code';
import type { EndpointKind, HttpMethod } from './endpoint-kind';

/** Input schemas describe an object: path parameters by name, the rest as query (GET) or body (POST). */
export type InputSchema = z.$ZodType<Record<string, unknown>>;

/** What a caller passes for an input schema: its input type, or nothing when there is no schema. */
export type InputOf<S> = S extends z.$ZodType ? z.input<S> : undefined;

/**
 * One call, declared once (decision 0200). `response` describes the whole body; `select` picks the
 * data callers get; `success` judges the body (default: code 0); `fallback` is what callers get when
 * anything goes wrong.
 */
export interface Endpoint<
  TName extends string = string,
  TInput extends InputSchema | undefined = InputSchema | undefined,
  TResponse extends z.$ZodType = z.$ZodType,
  TData = unknown,
> {
  readonly name: TName;
  readonly method: HttpMethod;
  /** Path template; `:name` parts come from the input; a relative path is a helper path (data prefix). */
  readonly path: string;
  readonly kind: EndpointKind;
  /** Reads may reuse a settled answer for 30 s; writes only share in-flight requests and clear answers. */
  readonly effect: 'read' | 'write';
  /** False for a read whose answer changes by the second and is polled (deposit confirmations): never a reused answer. */
  readonly reuse: boolean;
  /** `user`: needs a logged-in user (the sandbox answers "not logged in" otherwise). */
  readonly access: 'public' | 'user';
  /** Where the spec asks for it, e.g. "spec 03 §7". */
  readonly source: string;
  readonly input: TInput;
  readonly encoding?: 'json' | 'form';
  /** Query parameters that are part of the call itself (e.g. `spread_scene`). */
  readonly fixedQuery?: Readonly<Record<string, string>>;
  readonly response: TResponse;
  select(body: z.output<TResponse>): TData;
  success(body: z.output<TResponse>): boolean;
  readonly fallback: TData;
}

export interface EndpointSpec<TName extends string, TInput extends InputSchema | undefined, TResponse extends z.$ZodType, TData> {
  name: TName;
  method: HttpMethod;
  path: string;
  kind?: EndpointKind;
  effect?: 'read' | 'write';
  /** Default: reads reuse a settled answer for 30 s (spec 03 §9); false for a polled status (decision 1842). */
  reuse?: boolean;
  access?: 'public' | 'user';
  source: string;
  input?: TInput;
  encoding?: 'json' | 'form';
  fixedQuery?: Readonly<Record<string, string>>;
  response: TResponse;
  select: (body: z.output<TResponse>) => TData;
  success?: (body: z.output<TResponse>) => boolean;
  fallback: NoInfer<TData>;
}

/** Declares a call; defaults: kind `default`, effect `read`, access `public`, success "code is 0". */
export const defineEndpoint = <
  const TName extends string,
  TResponse extends z.$ZodType,
  TData,
  TInput extends InputSchema | undefined = undefined,
>(
  spec: EndpointSpec<TName, TInput, TResponse, TData>,
): Endpoint<TName, TInput, TResponse, TData> => ({
  name: spec.name,
  method: spec.method,
  path: spec.path,
  kind: spec.kind ?? 'default',
  effect: spec.effect ?? 'read',
  reuse: (spec.effect ?? 'read') === 'read' && spec.reuse !== false,
  access: spec.access ?? 'public',
  source: spec.source,
  input: spec.input as TInput,
  encoding: spec.encoding,
  fixedQuery: spec.fixedQuery,
  response: spec.response,
  select: spec.select,
  success: spec.success ?? isCodeZero,
  fallback: spec.fallback,
});
