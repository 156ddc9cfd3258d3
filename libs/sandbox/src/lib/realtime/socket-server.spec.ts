/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { handleSandboxControl } from '../control/handle-control';
import { writeSessionState } from '../state/session-state';
import { SANDBOX_REALTIME_PATH, closeSandboxSockets, handleSandboxUpgrade } from './socket-server';

let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => {
    if (!handleSandboxUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${SANDBOX_REALTIME_PATH}`;
});
afterAll(async () => {
  closeSandboxSockets(1000);
  await new Promise((resolve) => server.close(resolve));
});

/** A raw socket with a browser's cookies, collecting every frame. */
async function connect(cookie: string) {
  const ws = new WebSocket(url, { headers: { cookie } });
  const frames: Record<string, unknown>[] = [];
  const raw: string[] = [];
  ws.on('message', (data) => {
    const text = data.toString();
    raw.push(text);
    try {
      frames.push(JSON.parse(text) as Record<string, unknown>);
    } catch {
      // Malformed on purpose (the fault).
    }
  });
  let closed = false;
  ws.on('close', () => (closed = true));
  await new Promise((resolve) => ws.once('open', resolve));
  return { ws, frames, raw, send: (op: unknown) => ws.send(JSON.stringify(op)), isClosed: () => closed };
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const fault = (kind: string, sid: string) =>
  handleSandboxControl(new Request(`http://localhost/_sandbox/socket/${kind}`, { headers: { cookie: `sandbox_sid=${sid}` } }));

describe('the sandbox socket server (decision 1804)', () => {
  it('answers a book subscription with a snapshot, then deltas in sequence; pings get pongs', async () => {
    const c = await connect('sandbox_sid=a');
    c.send({ op: 'subscribe', ch: 'book:spot:BTC_USDT' });
    c.send({ op: 'ping', id: 1 });
    await until(() => c.frames.filter((f) => f['type'] === 'book_delta').length >= 3);
    const book = c.frames.filter((f) => f['ch'] === 'book:spot:BTC_USDT' && String(f['type']).startsWith('book'));
    expect(book[0]?.['type']).toBe('book_snapshot');
    const seqs = book.map((f) => f['seq'] as number);
    expect(seqs.slice(1)).toEqual(seqs.slice(1).map((_, i) => (seqs[0] as number) + i + 1));
    expect(c.frames).toContainEqual({ type: 'pong', id: 1 });
    c.ws.close();
  });

  it('refuses private channels without a login, and unknown channels', async () => {
    const c = await connect('sandbox_sid=b');
    c.send({ op: 'subscribe', ch: 'orders' });
    c.send({ op: 'subscribe', ch: 'book:spot:NOPE_USDT' });
    c.send({ op: 'subscribe', ch: 'nonsense' });
    await until(() => c.frames.length >= 3);
    expect(c.frames.map((f) => f['code'])).toEqual(['unauthorized', 'unknown_symbol', 'unknown_channel']);
    c.ws.close();
  });

  it('sends a logged-in persona its orders, balances, fills and positions', async () => {
    const c = await connect('sandbox_sid=c; sandbox_persona=vip; uid=1; nickname=n');
    for (const ch of ['orders', 'balances', 'fills', 'positions']) c.send({ op: 'subscribe', ch });
    await until(() => ['orders', 'balances', 'fills', 'positions'].every((type) => c.frames.some((f) => f['type'] === type)));
    expect(c.frames.find((f) => f['type'] === 'balances')?.['data']).toEqual(
      expect.arrayContaining([expect.objectContaining({ currency: 'USDT' })]),
    );
    c.ws.close();
  });

  it('pushes the user’s own orders, fills and balances the moment a resting limit order fills (decision 1851)', async () => {
    const c = await connect('sandbox_sid=f; sandbox_persona=vip; uid=1; nickname=n');
    for (const ch of ['orders', 'fills', 'balances', 'book:spot:BTC_USDT']) c.send({ op: 'subscribe', ch });
    await until(() => ['orders', 'fills', 'balances', 'book_snapshot'].every((type) => c.frames.some((f) => f['type'] === type)));
    const snapshot = c.frames.find((f) => f['type'] === 'book_snapshot') as { bids: [number, number][] };
    const bid = snapshot.bids[0]?.[0] ?? 0;
    const limit = String(Math.round(bid * 0.99));
    const of = (type: string) => c.frames.filter((f) => f['type'] === type);
    const orderIds = () => ((of('orders').at(-1)?.['data'] ?? []) as { id: string }[]).map((o) => o.id);
    // An order placed (a write of the browser's state) is pushed at once, not at the next 5 s refresh.
    writeSessionState('f', 'vip', (state) => ({
      ...state,
      spotOrders: [
        ...state.spotOrders,
        {
          id: 'rest-1',
          currency_pair: 'BTC_USDT',
          side: 'buy',
          type: 'limit',
          price: limit,
          amount: '0.001',
          filled_amount: '0',
          status: 'open',
          create_time: 1,
        },
      ],
    }));
    await until(() => orderIds().includes('rest-1'), 1000);
    // The ledger's USDT (available + what open orders lock).
    const usdt = () => {
      const balance = ((of('balances').at(-1)?.['data'] ?? []) as { currency: string; available: string; locked: string }[]).find(
        (b) => b.currency === 'USDT',
      );
      return Number(balance?.available) + Number(balance?.locked);
    };
    const usdtBefore = usdt();
    // The simulated market prints below the limit: the order fills at its own price.
    expect(
      handleSandboxControl(new Request(`http://localhost/_sandbox/market/tick?symbol=BTC_USDT&market=spot&price=${Number(limit) - 5}`))
        ?.status,
    ).toBe(200);
    await until(() => !orderIds().includes('rest-1'), 1000);
    const fills = (of('fills').at(-1)?.['data'] ?? []) as { id: string; price: string; amount: string }[];
    expect(fills).toContainEqual(expect.objectContaining({ order_id: 'rest-1', price: limit, amount: '0.001', role: 'maker' }));
    // The fill and its 0.1 % maker fee leave the ledger.
    expect(usdtBefore - usdt()).toBeCloseTo(Number(limit) * 0.001 * 1.001, 6);
    c.ws.close();
  });

  it('socket faults reach only the browser that asks: skip-seq leaves a gap, malformed sends junk, stall goes silent, drop closes', async () => {
    const c = await connect('sandbox_sid=d');
    const other = await connect('sandbox_sid=e');
    for (const s of [c, other]) s.send({ op: 'subscribe', ch: 'book:spot:ETH_USDT' });
    await until(() => c.frames.some((f) => f['type'] === 'book_delta'));
    expect(await fault('skip-seq', 'd')?.text()).toMatch(/applied to 1 open socket/);
    await until(() => c.frames.filter((f) => f['type'] === 'book_delta').length >= 6);
    const seqs = c.frames.filter((f) => f['type'] === 'book_delta').map((f) => f['seq'] as number);
    expect(seqs.some((s, i) => i > 0 && s - (seqs[i - 1] as number) === 2)).toBe(true);
    await fault('malformed', 'd');
    await until(() => c.raw.some((r) => r.startsWith('{"type":"book_delta","ch":') && !r.endsWith('}')));
    await fault('stall', 'd');
    const before = c.raw.length;
    c.send({ op: 'ping', id: 2 });
    await new Promise((r) => setTimeout(r, 600));
    expect(c.raw.length).toBe(before);
    await fault('drop', 'd');
    await until(() => c.isClosed());
    expect(other.isClosed()).toBe(false);
    expect((await fault('flood', 'nobody')?.text()) ?? '').toMatch(/applied to 0 open socket/);
    expect(fault('nope', 'd')?.status).toBe(404);
    other.ws.close();
  });

  it('a trades subscription starts with the market’s recent trades; `no-trades` shows this browser a market never traded, until `trades` (decision 1971)', async () => {
    const ch = 'trades:spot:SOL_USDT';
    const snapshotOf = (c: Awaited<ReturnType<typeof connect>>) =>
      c.frames.find((f) => f['type'] === 'trades' && f['ch'] === ch)?.['data'] as { time: number }[] | undefined;
    const seen = await connect('sandbox_sid=t1');
    seen.send({ op: 'subscribe', ch });
    await until(() => snapshotOf(seen) !== undefined);
    const history = snapshotOf(seen) ?? [];
    expect(history.length).toBeGreaterThanOrEqual(20);
    expect(history.map((t) => t.time)).toEqual([...history.map((t) => t.time)].sort((a, b) => a - b));

    expect(await fault('no-trades', 'quiet')?.text()).toMatch(/applied to 0 open socket/);
    // A socket opened after the fault (the next page) is quiet too: an empty snapshot, then no trades.
    const quiet = await connect('sandbox_sid=quiet');
    quiet.send({ op: 'subscribe', ch });
    quiet.send({ op: 'subscribe', ch: 'book:spot:SOL_USDT' });
    await until(() => snapshotOf(quiet) !== undefined && quiet.frames.filter((f) => f['type'] === 'book_delta').length >= 8);
    expect(snapshotOf(quiet)).toEqual([]);
    expect(quiet.frames.filter((f) => f['type'] === 'trades')).toHaveLength(1);
    // Other browsers keep trading.
    await until(() => seen.frames.filter((f) => f['type'] === 'trades').length >= 2);
    expect(await fault('trades', 'quiet')?.text()).toMatch(/applied to 1 open socket/);
    await until(() => quiet.frames.filter((f) => f['type'] === 'trades').length >= 2);
    seen.ws.close();
    quiet.ws.close();
  });
});
