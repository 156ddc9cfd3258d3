import type { EventReporter } from '@exchange/monitoring';
import * as z from 'zod/mini';
import { marketStream } from '../endpoints/market';
import type { FetchLike } from '../transport/transport-types';
import { defineStream } from './define-stream';
import { STREAM_INPUT_EVENT, STREAM_INVALID_EVENT, openStream, type StreamTimers } from './open-stream';

/** A fetch whose answers the test writes: each call gets the next queued answer. */
const scriptedFetch = () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const answers: (() => Promise<Response>)[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    const next = answers.shift();
    return next ? next() : new Promise<Response>(() => undefined);
  };
  return { fetch, calls, answers };
};

/** An event-stream response whose body the test feeds. */
const liveResponse = () => {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    push: (text: string) => {
      if (!cancelled) controller?.enqueue(encoder.encode(text));
    },
    end: () => controller?.close(),
    isCancelled: () => cancelled,
  };
};

/** Timers the test fires by hand. */
const manualTimers = () => {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let seq = 0;
  const timers: StreamTimers = {
    setTimeout: (fn, ms) => {
      seq += 1;
      pending.set(seq, { fn, ms });
      return seq;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    delays: () => [...pending.values()].map((t) => t.ms),
    fireAll: () => {
      const due = [...pending.values()];
      pending.clear();
      for (const t of due) t.fn();
    },
  };
};

/** A reporter that keeps every event. */
const createRecordingMonitor = () => {
  const events: { name: string; payload: unknown }[] = [];
  const monitor: EventReporter = {
    captureEvent: (name, payload) => {
      events.push({ name, payload });
      return true;
    },
  };
  return { monitor, events };
};

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const bar = { time: 1_717_416_000_000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 3 };
const input = { symbol: 'BTC_USDT', market: 'spot', resolution: '1' } as const;

describe('openStream (decision 0410)', () => {
  it('requests the declared path with the input as query, asking for an event stream', async () => {
    const net = scriptedFetch();
    const handle = openStream(
      marketStream,
      { ...input, interval: 250 },
      { baseUrl: 'http://api.test', fetch: net.fetch, onEvent: jest.fn(), monitor: createRecordingMonitor().monitor },
    );
    await flush();
    expect(net.calls[0]?.url).toBe('http://api.test/api/web/v1/market/stream?interval=250&market=spot&resolution=1&symbol=BTC_USDT');
    expect(new Headers(net.calls[0]?.init.headers).get('accept')).toBe('text/event-stream');
    handle.close();
  });

  it('delivers valid events; drops malformed JSON and schema failures with a monitoring event; ignores unknown names', async () => {
    const net = scriptedFetch();
    const live = liveResponse();
    net.answers.push(async () => live.response);
    const recording = createRecordingMonitor();
    const onEvent = jest.fn();
    const handle = openStream(marketStream, input, { fetch: net.fetch, onEvent, monitor: recording.monitor });
    await flush();
    live.push(`event: bar\ndata: ${JSON.stringify(bar)}\n\n`);
    live.push('event: bar\ndata: {"time":\n\n');
    live.push('event: bar\ndata: {"time":"soon","open":1}\n\n');
    live.push('event: gossip\ndata: {}\n\n: heartbeat\n\n');
    live.push('event: reset\ndata: {"reason":"gap"}\n\n');
    await flush();
    expect(onEvent.mock.calls.map(([e]) => e)).toEqual([
      { event: 'bar', data: bar },
      { event: 'reset', data: { reason: 'gap' } },
    ]);
    const invalid = recording.events.filter((e) => e.name === STREAM_INVALID_EVENT);
    expect(invalid).toHaveLength(2);
    expect(invalid[0]?.payload).toEqual(expect.objectContaining({ stream: 'marketStream', event: 'bar', message: 'Malformed JSON' }));
    expect(invalid[1]?.payload).toEqual(expect.objectContaining({ stream: 'marketStream', event: 'bar' }));
    handle.close();
    expect(live.isCancelled()).toBe(true);
  });

  it.each([
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
    ['HTTP 500', async () => new Response('nope', { status: 500 }), 'HTTP 500'],
    ['a JSON answer', async () => Response.json({ code: 0 }), 'not an event stream'],
  ])('reconnects after %s with a growing backoff', async (_case, answer, reason) => {
    const net = scriptedFetch();
    net.answers.push(answer, answer);
    const clock = manualTimers();
    const onDrop = jest.fn();
    const handle = openStream(marketStream, input, {
      fetch: net.fetch,
      timers: clock.timers,
      random: () => 1,
      onDrop,
      onEvent: jest.fn(),
      monitor: createRecordingMonitor().monitor,
    });
    await flush();
    expect(onDrop).toHaveBeenLastCalledWith({ reason, retryInMs: 1000 });
    expect(clock.delays()).toEqual([1000]);
    clock.fireAll();
    await flush();
    expect(net.calls).toHaveLength(2);
    expect(clock.delays()).toEqual([2000]);
    handle.close();
    expect(clock.delays()).toEqual([]);
  });

  it('reconnects when the server ends the stream, says so on open, and restarts the backoff after a valid event', async () => {
    const net = scriptedFetch();
    const first = liveResponse();
    const second = liveResponse();
    net.answers.push(
      async () => new Response('x', { status: 503 }),
      async () => first.response,
      async () => second.response,
    );
    const clock = manualTimers();
    const onOpen = jest.fn();
    const onEvent = jest.fn();
    const handle = openStream(marketStream, input, {
      fetch: net.fetch,
      timers: clock.timers,
      random: () => 0,
      onOpen,
      onEvent,
      monitor: createRecordingMonitor().monitor,
    });
    await flush();
    expect(clock.delays()).toEqual([500]);
    clock.fireAll();
    await flush();
    expect(onOpen).toHaveBeenLastCalledWith({ reconnected: false });
    first.push(`event: bar\ndata: ${JSON.stringify(bar)}\n\n`);
    first.end();
    await flush();
    // The valid event reset the attempts: the wait is back to the first step.
    expect(clock.delays()).toEqual([500]);
    clock.fireAll();
    await flush();
    expect(onOpen).toHaveBeenLastCalledWith({ reconnected: true });
    expect(onEvent).toHaveBeenCalledTimes(1);
    handle.close();
  });

  it('close() stops everything: no events after it, no reconnect', async () => {
    const net = scriptedFetch();
    const live = liveResponse();
    net.answers.push(async () => live.response);
    const clock = manualTimers();
    const onEvent = jest.fn();
    const handle = openStream(marketStream, input, {
      fetch: net.fetch,
      timers: clock.timers,
      onEvent,
      monitor: createRecordingMonitor().monitor,
    });
    await flush();
    handle.close();
    handle.close();
    live.push(`event: bar\ndata: ${JSON.stringify(bar)}\n\n`);
    await flush();
    expect(live.isCancelled()).toBe(true);
    expect(onEvent).not.toHaveBeenCalled();
    expect(clock.delays()).toEqual([]);
    expect(net.calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('refuses bad input without connecting and reports it', async () => {
    const net = scriptedFetch();
    const recording = createRecordingMonitor();
    const handle = openStream(marketStream, { symbol: 'btc usdt', resolution: '7' } as unknown as typeof input, {
      fetch: net.fetch,
      onEvent: jest.fn(),
      monitor: recording.monitor,
    });
    await flush();
    expect(net.calls).toHaveLength(0);
    expect(recording.events.map((e) => e.name)).toEqual([STREAM_INPUT_EVENT]);
    handle.close();
  });

  it('types events per name (a declaration of its own)', async () => {
    const ping = defineStream({
      name: 'ping',
      path: '/ping',
      source: 'test',
      input: z.object({}),
      events: { pong: z.object({ n: z.number() }) },
    });
    const net = scriptedFetch();
    const live = liveResponse();
    net.answers.push(async () => live.response);
    const seen: number[] = [];
    const handle = openStream(
      ping,
      {},
      { fetch: net.fetch, onEvent: (e) => seen.push(e.data.n), monitor: createRecordingMonitor().monitor },
    );
    await flush();
    live.push('event: pong\ndata: {"n":4}\n\n');
    await flush();
    expect(seen).toEqual([4]);
    handle.close();
  });
});
