// Reconnect-storm benchmark (issue 20): the sandbox's socket server on a local port, N real clients connected, then a
// server restart (every socket closed with 1012): when do the clients come back?
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { createRealtimeClient, type SocketLike } from '../../../libs/api/src/lib/realtime/realtime-client';
import { SANDBOX_REALTIME_PATH, closeSandboxSockets, handleSandboxUpgrade } from '../../../libs/sandbox/src/lib/realtime/socket-server';

export async function runReconnect(count: number): Promise<Record<string, number | string>> {
  const server = createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => {
    if (!handleSandboxUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${SANDBOX_REALTIME_PATH}`;
  const opens: number[][] = [];
  const clients = Array.from({ length: count }, (_, i) => {
    opens[i] = [];
    const client = createRealtimeClient({
      urls: [url],
      createSocket: (u) => new WebSocket(u) as unknown as SocketLike,
      monitor: { captureEvent: () => true },
    });
    client.onStatus((status) => {
      if (status === 'open') opens[i]?.push(performance.now());
    });
    client.subscribe('tickers:spot', { onMessage: () => undefined });
    return client;
  });
  const waitFor = async (check: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  };
  await waitFor(() => opens.every((o) => o.length >= 1), 30_000);
  const restartAt = performance.now();
  closeSandboxSockets(1012);
  await waitFor(() => opens.every((o) => o.length >= 2), 30_000);
  await new Promise((r) => setTimeout(r, 3000));
  const back = opens
    .map((o) => (o[1] ?? Number.NaN) - restartAt)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const buckets = new Map<number, number>();
  for (const t of back) buckets.set(Math.floor(t / 500), (buckets.get(Math.floor(t / 500)) ?? 0) + 1);
  const twice = opens.filter((o) => o.length > 2).length;
  for (const client of clients) client.close();
  closeSandboxSockets(1000);
  await new Promise((r) => server.close(() => r(undefined)));
  return {
    clients: count,
    reconnected: back.length,
    firstMs: Math.round(back[0] ?? Number.NaN),
    medianMs: Math.round(back[Math.floor(back.length / 2)] ?? Number.NaN),
    lastMs: Math.round(back.at(-1) ?? Number.NaN),
    spreadMs: Math.round((back.at(-1) ?? 0) - (back[0] ?? 0)),
    busiest500msWindow: Math.max(...buckets.values()),
    reconnectedTwice: twice,
    histogram: [...buckets.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([k, v]) => `${k * 0.5}s:${v}`)
      .join(' '),
  };
}
