import { STREAMS, createSseParser, openStream, type KlineBar } from '@exchange/api';
import { SAMPLE_STREAM_INPUTS } from '@exchange/api/testing';
import { setupServer } from 'msw/node';
import { createSandboxFetch, handleSandboxRequest } from '../handle-request';
import { marketListenerCount } from '../market/market-hub';
import { sandboxHandlers } from './create-handlers';

const STREAM_URL = 'http://localhost/api/web/v1/market/stream?symbol=BTC_USDT&market=spot&resolution=1&interval=100';
const tick = (query: string) => handleSandboxRequest(new Request(`http://localhost/_sandbox/market/tick?${query}`));

/** Reads events from an event-stream body until `count` bar events arrived. */
async function readBars(reader: ReadableStreamDefaultReader<Uint8Array>, count: number): Promise<KlineBar[]> {
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const bars: KlineBar[] = [];
  while (bars.length < count) {
    const chunk = await reader.read();
    if (chunk.done) break;
    for (const message of parser.push(decoder.decode(chunk.value, { stream: true }))) {
      const parsed = STREAMS.marketStream.events.bar.safeParse(JSON.parse(message.data));
      if (message.event === 'bar' && parsed.success) bars.push(parsed.data);
    }
  }
  return bars;
}

const waitFor = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the live-candle stream (decision 0411)', () => {
  it('streams through the app route (handleSandboxRequest): the forming bar at once, ticks, a push at the asked price', async () => {
    const response = await handleSandboxRequest(new Request(STREAM_URL));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response?.headers.get('cache-control')).toContain('no-transform');
    const reader = response?.body?.getReader();
    if (!reader) throw new Error('no body');
    // The first bar arrives while the response is still open: the body is streamed, not buffered.
    const [first] = await readBars(reader, 1);
    expect(first?.time).toBe(Math.floor(Date.now() / 60_000) * 60_000);
    expect(marketListenerCount('spot', 'BTC_USDT')).toBe(1);
    const pushed = await tick('symbol=BTC_USDT&market=spot&price=123456.78');
    expect(pushed?.status).toBe(200);
    expect(await pushed?.text()).toContain('1 open stream(s)');
    const bars = await readBars(reader, 1);
    expect(bars[0]?.close).toBe(123456.78);
    expect(bars[0]?.high).toBe(123456.78);
    await reader.cancel();
    expect(marketListenerCount('spot', 'BTC_USDT')).toBe(0);
  });

  it('streams through the in-process fetch and stops when the request is aborted', async () => {
    const abort = new AbortController();
    const response = await createSandboxFetch()(STREAM_URL, { signal: abort.signal });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const bars = await readBars(reader, 2);
    expect(bars).toHaveLength(2);
    abort.abort();
    await waitFor(() => marketListenerCount('spot', 'BTC_USDT') === 0);
  });

  it('refuses bad input: 400 for a bad resolution, 404 for an unknown symbol', async () => {
    expect(
      (await handleSandboxRequest(new Request('http://localhost/api/web/v1/market/stream?symbol=BTC_USDT&resolution=7')))?.status,
    ).toBe(400);
    expect(
      (await handleSandboxRequest(new Request('http://localhost/api/web/v1/market/stream?symbol=NOPE_USDT&resolution=1')))?.status,
    ).toBe(404);
    expect(
      (await handleSandboxRequest(new Request('http://localhost/api/web/v1/market/stream?symbol=SOL_USDT&market=futures&resolution=1')))
        ?.status,
    ).toBe(404);
  });

  it.each([
    ['symbol=NOPE_USDT', 404],
    ['symbol=BTC_USDT&price=-1', 400],
    ['symbol=BTC_USDT&price=abc', 400],
    ['symbol=BTC_USDT&market=futures', 200],
  ])('the tick control answers %s with %i', async (query, status) => {
    expect((await tick(query))?.status).toBe(status);
  });

  it('answers only /_sandbox/market/tick among market controls', async () => {
    expect((await handleSandboxRequest(new Request('http://localhost/_sandbox/market/other')))?.status).toBe(404);
  });
});

describe('the api stream client against the sandbox under msw/node', () => {
  const server = setupServer(...sandboxHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('receives live bars and a pushed bar, and close() ends the server side', async () => {
    const seen: KlineBar[] = [];
    const handle = openStream(STREAMS.marketStream, SAMPLE_STREAM_INPUTS.marketStream, {
      baseUrl: 'http://localhost',
      onEvent: (e) => {
        if (e.event === 'bar') seen.push(e.data);
      },
      monitor: { captureEvent: () => true },
    });
    await waitFor(() => seen.length >= 2);
    await tick('symbol=BTC_USDT&market=spot&price=99999.99');
    await waitFor(() => seen.some((bar) => bar.close === 99999.99));
    handle.close();
    await waitFor(() => marketListenerCount('spot', 'BTC_USDT') === 0);
  });
});
