import { safeParse } from 'zod/mini';
import type { Endpoint } from '../endpoints/define-endpoint';
import { ENDPOINTS, type EndpointData, type EndpointInput, type EndpointName } from '../endpoints/registry';
import { failureOutcome, type FailureKind } from '../rules/failure-policy';
import { fillPathParams } from '../rules/request-url';
import type { QueryValue } from '../rules/request-url';
import { responseCode, serverMessage } from '../rules/response-code';
import type { Transport } from '../transport/transport-types';
import { RetryLaterError, type ApiError, type CallResult } from './errors';

/** `call(name)` when the input is optional, `call(name, input)` when it is required. */
export type CallArgs<N extends EndpointName> = undefined extends EndpointInput<N> ? [input?: EndpointInput<N>] : [input: EndpointInput<N>];

export interface ExchangeClient {
  /**
   * The parsed data of a call. On any failure it resolves to the call's fallback and reports a
   * monitoring event; it never rejects, except with RetryLaterError for a failed helper GET request.
   */
  call<N extends EndpointName>(name: N, ...input: CallArgs<N>): Promise<EndpointData<N>>;
  /** Like `call`, but never rejects and says whether the data is real or the fallback, and why. */
  callResult<N extends EndpointName>(name: N, ...input: CallArgs<N>): Promise<CallResult<EndpointData<N>>>;
  /** Forgets de-duplicated answers (after login or logout). */
  clearCache(): void;
}

/** Monitoring event name of a call that gave its fallback. */
export const API_FALLBACK_EVENT = 'api_fallback';

const issueText = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): string =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');

const splitInput = (endpoint: Endpoint, values: Record<string, unknown>) => {
  const filled = fillPathParams(endpoint.path, values);
  if (filled === null) return null;
  const fixed = endpoint.fixedQuery ?? {};
  return endpoint.method === 'GET'
    ? { path: filled.path, query: { ...(filled.rest as Record<string, QueryValue>), ...fixed }, body: undefined }
    : { path: filled.path, query: { ...fixed }, body: filled.rest };
};

/** Runs one call of an (erased) endpoint through the transport; never rejects. */
export const executeEndpoint = async (transport: Transport, endpoint: Endpoint, rawInput: unknown): Promise<CallResult<unknown>> => {
  const fail = (kind: FailureKind, message: string, extra: Pick<ApiError, 'status' | 'code'> = {}): CallResult<unknown> => {
    const error: ApiError = { endpoint: endpoint.name, kind, message, ...extra };
    transport.monitor.captureEvent(API_FALLBACK_EVENT, { ...error });
    return { ok: false, data: structuredClone(endpoint.fallback), error };
  };

  let values: Record<string, unknown> = {};
  if (endpoint.input !== undefined) {
    const parsedInput = safeParse(endpoint.input, rawInput);
    if (!parsedInput.success) return fail('input', issueText(parsedInput.error.issues));
    values = parsedInput.data;
  }
  const parts = splitInput(endpoint, values);
  if (parts === null) return fail('input', 'Missing path parameter');

  const answer = await transport.request({
    method: endpoint.method,
    kind: endpoint.kind,
    path: parts.path,
    query: parts.query,
    body: parts.body,
    encoding: endpoint.encoding,
    reuse: endpoint.reuse,
    invalidates: endpoint.effect === 'write',
  });
  if (!answer.ok) return fail(answer.failure.kind, answer.failure.message, { status: answer.failure.status });

  const code = responseCode(answer.body);
  const refused = () => fail('code', serverMessage(answer.body) ?? 'Unsuccessful response', { status: answer.status, code });
  const parsed = safeParse(endpoint.response, answer.body);
  if (!parsed.success) {
    // A refusal (non-zero code) usually carries no data: report it as the refusal it is.
    return code !== undefined && code !== 0 ? refused() : fail('schema', issueText(parsed.error.issues), { status: answer.status, code });
  }
  if (!endpoint.success(parsed.data)) return refused();
  return { ok: true, data: endpoint.select(parsed.data), error: null };
};

/** The typed client over one transport: `client.call(name, input)` for every declared call. */
export const createExchangeClient = (transport: Transport): ExchangeClient => {
  const lookup = (name: EndpointName): Endpoint => ENDPOINTS[name];
  return {
    clearCache: () => transport.clearCache(),
    async callResult(name, ...input) {
      return (await executeEndpoint(transport, lookup(name), input[0])) as CallResult<EndpointData<typeof name>>;
    },
    async call(name, ...input) {
      const endpoint = lookup(name);
      const result = await executeEndpoint(transport, endpoint, input[0]);
      if (!result.ok && failureOutcome(endpoint.kind, endpoint.method, result.error.kind) === 'retry-later') {
        throw new RetryLaterError(result.error);
      }
      return result.data as EndpointData<typeof name>;
    },
  };
};
