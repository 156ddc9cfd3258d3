import {
  PRIVATE_CHANNELS,
  channels,
  isPrivateChannel,
  clientOpSchema,
  isLoggedInFromCookies,
  isMarketResolution,
  parseCookieHeader,
  parseChannel,
  type MarketKind,
  type PrivateChannel,
  type PublicTrade,
  type RealtimeMessage,
} from '@exchange/api';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { seriesFor } from '../market/bars';
import { onMarketPush, type MarketPush } from '../market/market-hub';
import { recordPrint } from '../market/market-tape';
import { sandboxTickers } from '../market/tickers';
import { DEFAULT_PERSONA, PERSONAS, isPersonaName } from '../personas';
import type { PersonaAccount } from '../personas/persona';
import { PERSONA_COOKIE, SID_COOKIE } from '../rules/sandbox-cookies';
import { onSessionWrite, readSessionState } from '../state/session-state';
import { markedPositions } from '../trading/futures-session';
import { catchUpSession, futuresAccountOf } from '../trading/print';
import { openFuturesOrders, openSpotOrders, spotBalances, tradingOf } from '../trading/session-trading';
import { text } from '../trading/units';
import { createMarketSim, type MarketSim } from './market-sim';

/** Where the embedded sandbox's realtime socket answers, on the app's own origin (decision 1804). */
export const SANDBOX_REALTIME_PATH = '/_sandbox/realtime';
/** The cookies that tell one browser's sockets apart (for its socket faults): the sandbox session, else the browser id. */
export const SOCKET_CLIENT_COOKIES = [SID_COOKIE, 'exchange_bid'] as const;

/**
 * The socket faults (decision 0206, issue 20) a browser can set on its own open sockets. `no-trades` (decision 1971)
 * lasts for this browser's later sockets too: every market looks never traded (an empty trades snapshot, no trades)
 * until `trades`.
 */
export const SOCKET_FAULTS = ['drop', 'stall', 'skip-seq', 'malformed', 'flood', 'no-trades', 'trades'] as const;
export type SocketFault = (typeof SOCKET_FAULTS)[number];
export const isSocketFault = (value: string): value is SocketFault => (SOCKET_FAULTS as readonly string[]).includes(value);

/** The simulation's cadence: a book step every 200 ms, a trade on a quarter of the steps, candles and tickers every 1 s. */
export const SIM_STEP_MS = 200;
const STEPS_PER_SECOND = 1000 / SIM_STEP_MS;
/** Flood: 500 messages a second for 5 s. */
export const FLOOD = { perSecond: 500, durationMs: 5_000 } as const;

interface Connection {
  ws: WebSocket;
  key: string;
  account: PersonaAccount | null;
  persona: string;
  sid: string | null;
  subs: Set<string>;
  stalled: boolean;
  skip: Set<string>;
  /** The last frame sent per channel (the flood repeats them). */
  last: Map<string, string>;
  /** The highest order event seq this socket was sent; null before its first `order_events` message. */
  eventSeq: number | null;
  /** The `no-trades` fault: an empty trades snapshot and no trades (decision 1971). */
  noTrades: boolean;
}

interface SimEntry {
  sim: MarketSim;
  market: MarketKind;
  symbol: string;
  unhook: () => void;
  /** The latest trades, oldest first: a trades subscription's snapshot (decision 1971). */
  recent: PublicTrade[];
}

/** Trades a trades snapshot carries (the trade page lists 20). */
export const RECENT_TRADES_KEPT = 30;

interface Registry {
  wss: WebSocketServer | null;
  connections: Set<Connection>;
  sims: Map<string, SimEntry>;
  timer: ReturnType<typeof setInterval> | null;
  steps: number;
  /** Stops pushing the user's own channels on each write of a browser's state (set with the first socket). */
  unhookWrites: (() => void) | null;
  /** The browsers (socket keys) under the `no-trades` fault. */
  noTrades: Set<string>;
}

const REGISTRY_KEY = Symbol.for('exchange.sandbox.realtime');
/** One registry per process (the control route and the upgrade hook may load separate copies of this module). */
const registry = (): Registry => {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  const reg = (holder[REGISTRY_KEY] ??= {
    wss: null,
    connections: new Set(),
    sims: new Map(),
    timer: null,
    steps: 0,
    unhookWrites: null,
    noTrades: new Set(),
  });
  // A registry made by an older copy of this module (a rebuilt chunk in a running server) lacks the newer fields.
  reg.noTrades ??= new Set();
  return reg;
};

const simKey = (market: MarketKind, symbol: string) => `${market}:${symbol}`;

function send(conn: Connection, message: RealtimeMessage | string, ch?: string): void {
  if (conn.stalled || conn.ws.readyState !== 1) return;
  const frame = typeof message === 'string' ? message : JSON.stringify(message);
  if (ch !== undefined) conn.last.set(ch, frame);
  conn.ws.send(frame);
}

/** The simulation of a symbol, created when its first channel is subscribed. */
function simOf(market: MarketKind, symbol: string): SimEntry | null {
  const reg = registry();
  const key = simKey(market, symbol);
  const existing = reg.sims.get(key);
  if (existing) return existing;
  const series = seriesFor(symbol, market);
  if (!series) return null;
  const now = Date.now();
  const sim = createMarketSim(series, now);
  const entry: SimEntry = {
    sim,
    market,
    symbol,
    // `/_sandbox/market/tick?price=`: a trade at that price now (e2e's deterministic move).
    unhook: onMarketPush(market, symbol, (push) => publishTrade(entry, Date.now(), push)),
    // A market that was trading before anyone watched: its last minute of prints at the touch (decision 1971).
    recent: seedTrades(sim.snapshot(), `${market}:${symbol}`, now),
  };
  reg.sims.set(key, entry);
  return entry;
}

function subscribersOf(ch: string): Connection[] {
  return [...registry().connections].filter((conn) => conn.subs.has(ch));
}

function publishDelta(entry: SimEntry, delta: { seq: number; bids: [number, number][]; asks: [number, number][] }): void {
  const ch = channels.book(entry.market, entry.symbol);
  for (const conn of subscribersOf(ch)) {
    // A `skip-seq` fault: this delta never reaches the browser, the next one shows the gap.
    if (conn.skip.delete(ch)) continue;
    send(conn, { type: 'book_delta', ch, seq: delta.seq, bids: delta.bids, asks: delta.asks }, ch);
  }
}

function publishCandles(entry: SimEntry, now: number): void {
  const prefix = `candles:${entry.market}:${entry.symbol}:`;
  const resolutions = new Set<string>();
  for (const conn of registry().connections)
    for (const ch of conn.subs) if (ch.startsWith(prefix)) resolutions.add(ch.slice(prefix.length));
  for (const resolution of resolutions) {
    if (!isMarketResolution(resolution)) continue;
    const ch = `${prefix}${resolution}`;
    const bar = entry.sim.candle(resolution, now);
    for (const conn of subscribersOf(ch)) send(conn, { type: 'candle', ch, data: bar }, ch);
  }
}

function publishTrade(entry: SimEntry, now: number, push: MarketPush = {}): void {
  const forced = push.price !== undefined && Number.isFinite(push.price) && push.price > 0 ? push.price : undefined;
  const { trade, delta } = entry.sim.trade(now, forced, push.size);
  publishDelta(entry, delta);
  entry.recent = [...entry.recent, trade].slice(-RECENT_TRADES_KEPT);
  const ch = channels.trades(entry.market, entry.symbol);
  for (const conn of subscribersOf(ch)) if (!conn.noTrades) send(conn, { type: 'trades', ch, data: [trade] }, ch);
  publishCandles(entry, now);
  // On the market's tape (decision 1911): the browsers not connected meet it on their next call.
  recordPrint(entry.market, entry.symbol, { time: now, price: trade.price, size: trade.size });
  fillRestingAt(now);
  // A forced futures print moves the mark (decision 1938): the positions and the account show it now, not at the next second.
  if (forced !== undefined && entry.market === 'futures') pushMarks();
}

/** The marked positions and the futures account to every socket holding them. */
function pushMarks(): void {
  for (const conn of registry().connections)
    for (const ch of ['positions', 'futures_account'] as const)
      if (conn.subs.has(ch)) {
        const message = privateMessage(conn, ch);
        if (message) send(conn, message, ch);
      }
}

/**
 * The print reaches the open orders of the users connected (issue 20, decision 1851; issue 21 with fees, stop-limit
 * triggers and partial fills, decisions 1883 and 1911): each connected browser meets the prints it has not met yet
 * (`catchUpSession`, the same catch-up its next call would make), whose write pushes `orders`, `fills`, `balances`
 * and `order_events` to that browser at once.
 */
function fillRestingAt(now: number): void {
  const seen = new Set<string>();
  for (const conn of registry().connections) {
    const account = conn.account;
    if (!account || conn.sid === null || seen.has(`${conn.sid}:${conn.persona}`)) continue;
    seen.add(`${conn.sid}:${conn.persona}`);
    catchUpSession(conn.sid, conn.persona, account, now);
  }
}

/** A browser's state changed (an order placed, cancelled or filled, a transfer): its sockets get their own channels now. */
function pushOwnChannels(sid: string, persona: string): void {
  for (const conn of registry().connections) {
    if (conn.sid !== sid || conn.persona !== persona || !conn.account) continue;
    for (const ch of PRIVATE_KINDS) {
      if (!conn.subs.has(ch)) continue;
      const message = privateMessage(conn, ch);
      if (message && !isEmptyNews(message)) send(conn, message, ch);
    }
  }
}

/** An `order_events` message with nothing new (not sent). */
const isEmptyNews = (message: RealtimeMessage): boolean =>
  message.type === 'order_events' && message.snapshot !== true && message.data.length === 0;

type PrivateKind = PrivateChannel;
const PRIVATE_KINDS: readonly PrivateKind[] = PRIVATE_CHANNELS;

function privateMessage(conn: Connection, ch: PrivateKind): RealtimeMessage | null {
  if (!conn.account) return null;
  const state = readSessionState(conn.sid, conn.persona);
  if (ch === 'fills') return { type: 'fills', ch, data: state.fills.map((f) => f.fill) };
  if (ch === 'positions') return { type: 'positions', ch, data: markedPositions(conn.account, state, Date.now()) };
  if (ch === 'futures_orders') return { type: 'futures_orders', ch, data: openFuturesOrders(conn.account, state) };
  if (ch === 'futures_account') return { type: 'futures_account', ch, data: futuresAccountOf(conn.account, state, Date.now()) };
  if (ch === 'order_events') {
    // The first message is history; later ones carry the events this socket has not had yet.
    const events = tradingOf(state).events;
    const since = conn.eventSeq;
    conn.eventSeq = events.at(-1)?.seq ?? 0;
    return since === null
      ? { type: 'order_events', ch, snapshot: true, data: events }
      : { type: 'order_events', ch, data: events.filter((event) => event.seq > since) };
  }
  if (ch === 'orders') return { type: 'orders', ch, data: openSpotOrders(conn.account, state) };
  const now = Date.now();
  return {
    type: 'balances',
    ch,
    data: spotBalances(conn.account, state, now).map((b) => ({
      currency: b.currency,
      available: text(b.available),
      locked: text(b.locked),
    })),
  };
}

/** What a subscriber gets first: the book's snapshot, the forming candle, the tickers, the user's own data. */
function firstMessage(conn: Connection, ch: string): RealtimeMessage | null {
  const parsed = parseChannel(ch);
  const now = Date.now();
  if (!parsed) return null;
  if (isPrivateChannel(parsed.kind)) return privateMessage(conn, parsed.kind);
  if (parsed.kind === 'tickers') return { type: 'tickers', ch, data: tickersNow(parsed.market, now) };
  if (!('symbol' in parsed)) return null;
  const entry = simOf(parsed.market, parsed.symbol);
  if (!entry) return null;
  if (parsed.kind === 'book') return { type: 'book_snapshot', ch, ...entry.sim.snapshot() };
  if (parsed.kind === 'candles')
    return isMarketResolution(parsed.resolution) ? { type: 'candle', ch, data: entry.sim.candle(parsed.resolution, now) } : null;
  return { type: 'trades', ch, data: conn.noTrades ? [] : entry.recent };
}

/**
 * A short history for a market's first subscriber (decision 1971): trades at the book's touch over the last minute,
 * oldest first, so the trades panel opens full, as on an exchange, and only a market never traded is empty.
 */
export function seedTrades(
  book: { bids: readonly (readonly [number, number])[]; asks: readonly (readonly [number, number])[] },
  idPrefix: string,
  now: number,
  count = 20,
  random: () => number = Math.random,
): PublicTrade[] {
  const bid = book.bids[0]?.[0];
  const ask = book.asks[0]?.[0];
  if (bid === undefined || ask === undefined) return [];
  return Array.from({ length: count }, (_, i) => {
    const buy = random() < 0.5;
    return {
      id: `${idPrefix}-seed-${i}`,
      price: buy ? ask : bid,
      size: Number((0.001 + random() * random() * 0.5).toFixed(4)),
      side: buy ? 'buy' : 'sell',
      time: now - (count - i) * 3000,
    };
  });
}

/** The tickers, with the simulated symbols' last price from their last trade (the book and the ticker agree). */
function tickersNow(market: MarketKind, now: number) {
  const sims = registry().sims;
  return sandboxTickers(now, market).map((t) => {
    const last = sims.get(simKey(t.market, t.symbol))?.sim.lastPrice();
    return last === null || last === undefined
      ? t
      : { ...t, last, high_24h: Math.max(t.high_24h, last), low_24h: Math.min(t.low_24h, last) };
  });
}

function step(): void {
  const reg = registry();
  reg.steps += 1;
  const now = Date.now();
  const second = reg.steps % STEPS_PER_SECOND === 0;
  // Simulations nobody watches stop.
  const watched = new Set<string>();
  for (const conn of reg.connections)
    for (const ch of conn.subs) {
      const parsed = parseChannel(ch);
      if (parsed && (parsed.kind === 'book' || parsed.kind === 'trades' || parsed.kind === 'candles'))
        watched.add(simKey(parsed.market, parsed.symbol));
    }
  for (const [key, entry] of reg.sims) {
    if (!watched.has(key)) {
      entry.unhook();
      reg.sims.delete(key);
      continue;
    }
    publishDelta(entry, entry.sim.step(now));
    if (Math.random() < 0.25) publishTrade(entry, now);
    else if (second) publishCandles(entry, now);
  }
  if (!second) return;
  for (const market of ['spot', 'futures'] as const) {
    const ch = channels.tickers(market);
    const subs = subscribersOf(ch);
    if (subs.length > 0) {
      const message: RealtimeMessage = { type: 'tickers', ch, data: tickersNow(market, now) };
      for (const conn of subs) send(conn, message, ch);
    }
  }
  // The marks move every second (positions' PnL and liquidation price, the futures account); the rest every 5 s.
  const everything = reg.steps % (STEPS_PER_SECOND * 5) === 0;
  for (const conn of reg.connections)
    for (const ch of PRIVATE_KINDS)
      if (conn.subs.has(ch) && (everything || ch === 'positions' || ch === 'futures_account')) {
        const message = privateMessage(conn, ch);
        if (message && !isEmptyNews(message)) send(conn, message, ch);
      }
}

function onMessage(conn: Connection, raw: string): void {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    send(conn, { type: 'error', code: 'bad_request', message: 'Malformed JSON' });
    return;
  }
  const op = clientOpSchema.safeParse(json);
  if (!op.success) {
    send(conn, { type: 'error', code: 'bad_request', message: 'Unknown operation' });
    return;
  }
  const data = op.data;
  if (data.op === 'ping') {
    send(conn, { type: 'pong', ...(data.id === undefined ? {} : { id: data.id }) });
    return;
  }
  const { ch } = data;
  if (data.op === 'unsubscribe') {
    conn.subs.delete(ch);
    return;
  }
  const parsed = parseChannel(ch);
  if (!parsed) {
    send(conn, { type: 'error', ch, code: 'unknown_channel', message: `Unknown channel ${ch}` });
    return;
  }
  if ((PRIVATE_KINDS as readonly string[]).includes(parsed.kind) && !conn.account) {
    send(conn, { type: 'error', ch, code: 'unauthorized', message: 'Please log in first' });
    return;
  }
  const first = firstMessage(conn, ch);
  if (!first) {
    send(conn, { type: 'error', ch, code: 'unknown_symbol', message: `Unknown symbol in ${ch}` });
    return;
  }
  if (data.op === 'subscribe') {
    conn.subs.add(ch);
    send(conn, { type: 'subscribed', ch });
  }
  if (conn.subs.has(ch)) send(conn, first, ch);
}

function connectionOf(ws: WebSocket, req: IncomingMessage): Connection {
  const cookies = parseCookieHeader(req.headers.cookie ?? null);
  const fromCookie = cookies[PERSONA_COOKIE];
  const persona = isPersonaName(fromCookie) ? fromCookie : DEFAULT_PERSONA;
  const key = SOCKET_CLIENT_COOKIES.map((name) => cookies[name]).find((value) => value !== undefined && value !== '') ?? '';
  return {
    ws,
    key,
    persona,
    sid: cookies[SID_COOKIE] ?? null,
    // Private channels are authenticated by the session cookies of the upgrade request, never by a token in the page.
    account: isLoggedInFromCookies(cookies) ? PERSONAS[persona].account : null,
    subs: new Set(),
    stalled: false,
    skip: new Set(),
    last: new Map(),
    eventSeq: null,
    noTrades: key !== '' && registry().noTrades.has(key),
  };
}

const sameOrigin = (req: IncomingMessage): boolean => {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
};

/**
 * The embedded sandbox's realtime socket on the app's own origin (issue 20, decision 1804): takes an HTTP upgrade
 * request for `SANDBOX_REALTIME_PATH` and answers true; anything else is left to the server (false). Same origin only.
 */
export function handleSandboxUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
  const path = (req.url ?? '').split('?')[0];
  if (path !== SANDBOX_REALTIME_PATH) return false;
  if (!sameOrigin(req)) {
    socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    return true;
  }
  const reg = registry();
  reg.wss ??= new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  reg.unhookWrites ??= onSessionWrite(pushOwnChannels);
  reg.wss.handleUpgrade(req, socket, head, (ws) => {
    const conn = connectionOf(ws, req);
    reg.connections.add(conn);
    reg.timer ??= setInterval(step, SIM_STEP_MS);
    ws.on('message', (raw) => onMessage(conn, raw.toString()));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      reg.connections.delete(conn);
      if (reg.connections.size === 0 && reg.timer !== null) {
        clearInterval(reg.timer);
        reg.timer = null;
      }
    });
  });
  return true;
}

/** Applies a socket fault to the open sockets of the browser with `key`; returns how many it reached. */
export function applySocketFault(key: string, fault: SocketFault): number {
  const reg = registry();
  const targets = [...reg.connections].filter((conn) => key !== '' && conn.key === key);
  if (fault === 'no-trades' || fault === 'trades') {
    if (key !== '') {
      if (fault === 'no-trades') reg.noTrades.add(key);
      else reg.noTrades.delete(key);
    }
    for (const conn of targets) conn.noTrades = fault === 'no-trades';
    return targets.length;
  }
  for (const conn of targets) {
    if (fault === 'drop') conn.ws.terminate();
    else if (fault === 'stall') conn.stalled = true;
    else if (fault === 'skip-seq') {
      for (const ch of conn.subs) if (ch.startsWith('book:')) conn.skip.add(ch);
    } else if (fault === 'malformed') {
      send(conn, '{"type":"book_delta","ch":');
      send(conn, JSON.stringify({ type: 'book_delta', ch: [...conn.subs][0] ?? 'x', seq: 'nine', bids: 'many', asks: [] }));
      send(conn, JSON.stringify({ type: 'no_such_type', ch: 'x' }));
    } else flood(conn);
  }
  return targets.length;
}

/**
 * The open sockets of the browser with `key` and the channels they hold (issue 20: three tabs of one browser hold
 * one socket, decision 1850; e2e reads it through `GET /_sandbox/socket/stats`).
 */
export function socketStats(key: string): { sockets: number; channels: string[] } {
  const mine = [...registry().connections].filter((conn) => key !== '' && conn.key === key && conn.ws.readyState === 1);
  return { sockets: mine.length, channels: [...new Set(mine.flatMap((conn) => [...conn.subs]))].sort() };
}

/** Repeats the browser's last frames at 500 messages a second for 5 s (already-seen book deltas are ignored by seq). */
function flood(conn: Connection): void {
  const perTick = FLOOD.perSecond / 100;
  const started = Date.now();
  const timer = setInterval(() => {
    const frames = [...conn.last.values()];
    if (Date.now() - started >= FLOOD.durationMs || conn.ws.readyState !== 1 || frames.length === 0) {
      clearInterval(timer);
      return;
    }
    for (let i = 0; i < perTick; i++) send(conn, frames[i % frames.length] ?? '');
  }, 10);
}

/** Closes every sandbox socket with 1012 (service restart) and stops the simulation (tests, the restart benchmark). */
export function closeSandboxSockets(code = 1012): void {
  const reg = registry();
  for (const conn of reg.connections) conn.ws.close(code, 'restart');
  reg.connections.clear();
  if (reg.timer !== null) clearInterval(reg.timer);
  reg.timer = null;
  for (const entry of reg.sims.values()) entry.unhook();
  reg.sims.clear();
}
