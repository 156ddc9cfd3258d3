/** @jest-environment node */
import { createExchangeClient, createRealtimeClient, createTransport, type SocketLike } from '@exchange/api';
import { SANDBOX_REALTIME_PATH, closeSandboxSockets, handleSandboxUpgrade, pushMarket, sandboxHandlers } from '@exchange/sandbox';
import { setupServer } from 'msw/node';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { barOpenTime } from '../rules/resolution';
import type { Candle } from '../types';
import { loadHistory, loadTimescaleMarks, resolveSymbolAsync, subscribeCandles } from './datafeed-adapter';
import { createExchangeDatafeed } from './exchange-datafeed';

const monitor = { captureEvent: () => true };
const server = setupServer(...sandboxHandlers);
// The sandbox's realtime socket on a real HTTP server (the app serves it on its own origin the same way).
let socketServer: Server;
let socketUrl = '';
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  socketServer = createServer((_req, res) => res.end());
  socketServer.on('upgrade', (req, socket, head) => {
    if (!handleSandboxUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => socketServer.listen(0, '127.0.0.1', resolve));
  socketUrl = `ws://127.0.0.1:${(socketServer.address() as AddressInfo).port}${SANDBOX_REALTIME_PATH}`;
});
const clients: { close(): void }[] = [];
afterAll(async () => {
  for (const client of clients) client.close();
  closeSandboxSockets();
  server.close();
  await new Promise((resolve) => socketServer.close(resolve));
});

const feedFor = (market: 'spot' | 'futures') => {
  const realtime = createRealtimeClient({ urls: [socketUrl], createSocket: (url) => new WebSocket(url) as unknown as SocketLike, monitor });
  clients.push(realtime);
  return createExchangeDatafeed({
    client: createExchangeClient(createTransport({ baseUrl: 'http://localhost', monitor })),
    market,
    realtime: () => realtime,
  });
};

const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the exchange datafeed against the sandbox exchange (msw/node)', () => {
  it('loads a first page of hourly history ending with the bar forming now, then older pages', async () => {
    const feed = feedFor('spot');
    const info = await resolveSymbolAsync(feed, 'BTC_USDT');
    const now = Date.now();
    const first = await loadHistory(feed, info, '60', now, 1000, true);
    expect(first.candles).toHaveLength(1000);
    expect(first.candles.at(-1)?.time).toBe(barOpenTime(now, '60'));
    const older = await loadHistory(feed, info, '60', first.candles[0]?.time ?? 0, 1000, false);
    expect(older.candles.at(-1)?.time).toBe((first.candles[0]?.time ?? 0) - 3_600_000);
    const marks = await loadTimescaleMarks(feed, info, '60', first.candles[0]?.time ?? 0, now);
    expect(marks.length).toBeGreaterThan(0);
  });

  it('streams live candles over the sandbox socket, closed by a pushed trade; unsubscribing ends the simulation', async () => {
    const feed = feedFor('futures');
    const info = await resolveSymbolAsync(feed, 'BTC_USDT');
    expect(info.type).toBe('futures');
    const seen: Candle[] = [];
    const stop = subscribeCandles(feed, info, '1', (c) => seen.push(c), jest.fn());
    await waitFor(() => seen.length >= 1);
    expect(pushMarket('futures', 'BTC_USDT', { price: 77_777.7 })).toBe(1);
    await waitFor(() => seen.some((c) => c.close === 77_777.7));
    stop();
    await waitFor(() => pushMarket('futures', 'BTC_USDT', {}) === 0);
    feed.dispose();
  });
});
