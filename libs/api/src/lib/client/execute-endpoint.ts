import { safeParse } from 'zod/mini';
import type { Endpoint } from '../endpoints/define-endpoint';
import type { FailureKind } from '../rules/failure-policy';
import { fillPathParams } from '../rules/request-url';
import type { QueryValue } from '../rules/request-url';
import { responseCode, serverMessage } from '../rules/response-code';
import type { Transport } from '../transport/transport-types';
import { NO_SERVER_MESSAGE, type ApiError, type CallResult } from './errors';
import { API_FALLBACK_EVENT } from './fallback-event';

/*
 * One call's run: input check, request, response parse (zod). Loaded with the first call's declaration, not in a
 * page's first load (decision 1950).
 */

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
  const refused = () => fail('code', serverMessage(answer.body) ?? NO_SERVER_MESSAGE, { status: answer.status, code });
  const parsed = safeParse(endpoint.response, answer.body);
  if (!parsed.success) {
    // A refusal (non-zero code) usually carries no data: report it as the refusal it is.
    return code !== undefined && code !== 0 ? refused() : fail('schema', issueText(parsed.error.issues), { status: answer.status, code });
  }
  if (!endpoint.success(parsed.data)) return refused();
  return { ok: true, data: endpoint.select(parsed.data), error: null };
};
