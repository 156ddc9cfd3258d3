import { reportEvent, type EventReporter } from '@exchange/monitoring';
import { safeParse } from 'zod/mini';
import type * as z from 'zod/v4/core';
import type { InputSchema } from '../endpoints/define-endpoint';
import { buildUrl, type QueryValue } from '../rules/request-url';
import { streamRetryDelay } from '../rules/stream-backoff';
import type { FetchLike } from '../transport/transport-types';
import type { StreamDeclaration, StreamEvent, StreamEventSchemas } from './define-stream';
import { createSseParser, type SseMessage } from './sse-parser';

/** Monitoring event of a stream event that was not JSON or failed its schema (it is dropped). */
export const STREAM_INVALID_EVENT = 'api_stream_invalid_event';
/** Monitoring event of a stream whose input was refused before connecting. */
export const STREAM_INPUT_EVENT = 'api_stream_input';

export interface StreamTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface OpenStreamOptions<TEvents extends StreamEventSchemas> {
  /** Origin put before the path; '' (default) keeps it relative (browser, same origin). */
  baseUrl?: string;
  /** Defaults to the global fetch, looked up when connecting. */
  fetch?: FetchLike;
  /** Where invalid events are reported; defaults to `@exchange/monitoring`'s default monitor. */
  monitor?: EventReporter;
  onEvent: (event: StreamEvent<TEvents>) => void;
  /** Each successful (re)connection; `reconnected` is true after a drop (data may have been missed). */
  onOpen?: (info: { reconnected: boolean }) => void;
  /** Each drop, with the wait before the next try (ms). */
  onDrop?: (info: { reason: string; retryInMs: number }) => void;
  /** Jitter source for the backoff (tests pass a constant). */
  random?: () => number;
  timers?: StreamTimers;
}

export interface StreamHandle {
  /** Stops the stream for good (aborts the request, cancels a pending reconnect). */
  close(): void;
}

const defaultTimers: StreamTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

const issueText = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): string =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');

/**
 * Opens a declared server-sent event stream over fetch and keeps it open: events are parsed, checked
 * against their schema (an invalid one is dropped and reported, never thrown), and any drop — network
 * error, non-2xx answer, a body that is not an event stream, or the server ending it — reconnects with
 * exponential backoff (`streamRetryDelay`); the backoff restarts after a valid event.
 */
export function openStream<TName extends string, TInput extends InputSchema, TEvents extends StreamEventSchemas>(
  declaration: StreamDeclaration<TName, TInput, TEvents>,
  input: z.input<TInput>,
  options: OpenStreamOptions<TEvents>,
): StreamHandle {
  const monitor = options.monitor ?? { captureEvent: reportEvent };
  const timers = options.timers ?? defaultTimers;
  const random = options.random ?? Math.random;
  const parsedInput = safeParse(declaration.input, input);
  if (!parsedInput.success) {
    monitor.captureEvent(STREAM_INPUT_EVENT, { stream: declaration.name, message: issueText(parsedInput.error.issues) });
    return { close: () => undefined };
  }
  const url = buildUrl(options.baseUrl ?? '', declaration.path, parsedInput.data as Record<string, QueryValue>);
  let closed = false;
  let attempt = 0;
  let opened = 0;
  let controller: AbortController | null = null;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let retryTimer: unknown = null;

  const dispatch = (message: SseMessage) => {
    const schema = declaration.events[message.event];
    if (schema === undefined) return;
    let json: unknown;
    try {
      json = JSON.parse(message.data);
    } catch {
      monitor.captureEvent(STREAM_INVALID_EVENT, { stream: declaration.name, event: message.event, message: 'Malformed JSON' });
      return;
    }
    const parsed = safeParse(schema, json);
    if (!parsed.success) {
      monitor.captureEvent(STREAM_INVALID_EVENT, {
        stream: declaration.name,
        event: message.event,
        message: issueText(parsed.error.issues),
      });
      return;
    }
    attempt = 0;
    options.onEvent({ event: message.event, data: parsed.data } as StreamEvent<TEvents>);
  };

  const drop = (reason: string) => {
    if (closed) return;
    const retryInMs = streamRetryDelay(attempt, random());
    attempt += 1;
    options.onDrop?.({ reason, retryInMs });
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryInMs);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const abort = new AbortController();
    controller = abort;
    let reason = 'ended';
    try {
      const fetchImpl: FetchLike = options.fetch ?? ((u, init) => globalThis.fetch(u, init));
      const response = await fetchImpl(url, {
        method: 'GET',
        headers: { accept: 'text/event-stream' },
        cache: 'no-store',
        credentials: 'same-origin',
        signal: abort.signal,
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || response.body === null || !type.includes('text/event-stream')) {
        reason = response.ok ? 'not an event stream' : `HTTP ${response.status}`;
        await response.body?.cancel().catch(() => undefined);
      } else {
        options.onOpen?.({ reconnected: opened > 0 });
        opened += 1;
        const current = response.body.getReader();
        reader = current;
        const decoder = new TextDecoder();
        const parser = createSseParser();
        for (;;) {
          const chunk = await current.read();
          if (chunk.done || closed) break;
          for (const message of parser.push(decoder.decode(chunk.value, { stream: true }))) {
            if (closed) break;
            dispatch(message);
          }
        }
        if (reader === current) reader = null;
      }
    } catch (error) {
      reason = error instanceof Error ? error.message : 'network';
    }
    if (controller === abort) controller = null;
    drop(reason);
  };

  void connect();
  return {
    close() {
      if (closed) return;
      closed = true;
      if (retryTimer !== null) timers.clearTimeout(retryTimer);
      retryTimer = null;
      controller?.abort();
      controller = null;
      // Aborting a fetch also cancels its body; cancel the reader too for fetches that ignore the signal.
      reader?.cancel().catch(() => undefined);
      reader = null;
    },
  };
}
