import { REALTIME_INVALID_EVENT, createRealtimeClient, resolveSocketUrl, type SocketLike } from './realtime-client';

/** A socket the test drives: it records what the client sent and plays the server's side. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  ops(op: string) {
    return this.sent.filter((m) => (m as { op: string }).op === op).map((m) => (m as { ch?: string }).ch);
  }
}

const setup = (urls = ['wss://a.test/ws', 'wss://b.test/ws'], random = 1) => {
  jest.useFakeTimers({ now: 1_700_000_000_000 });
  const sockets: FakeSocket[] = [];
  const events: { name: string; data: Record<string, unknown> }[] = [];
  let wallOffset = 0;
  const client = createRealtimeClient({
    urls,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers: {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    },
    monotonic: () => Date.now(),
    wallClock: () => Date.now() + wallOffset,
    random: () => random,
    monitor: { captureEvent: (name, data) => (events.push({ name, data: data as Record<string, unknown> }), true) },
  });
  return {
    client,
    sockets,
    events,
    last: () => sockets[sockets.length - 1] as FakeSocket,
    jumpClock: (ms: number) => (wallOffset += ms),
  };
};

const book = (ch: string, seq: number) => ({ type: 'book_snapshot', ch, seq, bids: [[1, 1]], asks: [[2, 1]] });

afterEach(() => jest.useRealTimers());

describe('createRealtimeClient', () => {
  it('opens one socket on the first subscription and multiplexes channels with reference counting', () => {
    const { client, sockets, last } = setup();
    expect(sockets).toHaveLength(0);
    const a1 = client.subscribe('book:spot:BTC_USDT', { onMessage: jest.fn() });
    const a2 = client.subscribe('book:spot:BTC_USDT', { onMessage: jest.fn() });
    const b = client.subscribe('trades:spot:BTC_USDT', { onMessage: jest.fn() });
    expect(sockets).toHaveLength(1);
    last().open();
    expect(last().ops('subscribe')).toEqual(['book:spot:BTC_USDT', 'trades:spot:BTC_USDT']);
    a1();
    a1();
    expect(last().ops('unsubscribe')).toEqual([]);
    a2();
    expect(last().ops('unsubscribe')).toEqual(['book:spot:BTC_USDT']);
    b();
    expect(client.channels()).toEqual([]);
    client.close();
  });

  it('delivers each valid message to its channel; invalid ones are dropped and reported, never thrown', () => {
    const { client, last, events } = setup();
    const onMessage = jest.fn();
    client.subscribe('book:spot:BTC_USDT', { onMessage });
    last().open();
    last().receive(book('book:spot:BTC_USDT', 1));
    last().receive(book('book:spot:ETH_USDT', 1));
    expect(() => {
      last().receive('{"type":"book_delta",');
      last().receive({ type: 'book_delta', ch: 'book:spot:BTC_USDT', seq: 'nine', bids: 'x', asks: [] });
      last().receive({ type: 'nope' });
    }).not.toThrow();
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(events.map((e) => e.name)).toEqual([REALTIME_INVALID_EVENT, REALTIME_INVALID_EVENT, REALTIME_INVALID_EVENT]);
    client.close();
  });

  it('reconnects with backoff to the next host, re-subscribes and tells every channel to reset', () => {
    const { client, sockets, last } = setup(['wss://a.test/ws', 'wss://b.test/ws'], 1);
    const onReset = jest.fn();
    client.subscribe('book:spot:BTC_USDT', { onMessage: jest.fn(), onReset });
    last().open();
    last().drop(1006);
    expect(client.status()).toBe('reconnecting');
    jest.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(last().url).toBe('wss://b.test/ws');
    // The second host fails too: the first is tried again after 1 s (attempt 1, full jitter).
    last().drop(1006);
    jest.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(last().url).toBe('wss://a.test/ws');
    last().open();
    expect(last().ops('subscribe')).toEqual(['book:spot:BTC_USDT']);
    expect(onReset).toHaveBeenCalledWith('reconnect');
    expect(client.status()).toBe('open');
    client.close();
  });

  it('backs off exponentially up to 15 s while every host refuses', () => {
    const { client, sockets, last } = setup(['wss://a.test/ws'], 1);
    client.subscribe('tickers:spot', { onMessage: jest.fn() });
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      last().drop(1006);
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        jest.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
    client.close();
  });

  it('pings every 3 s and replaces a socket that stays silent for more than 7 s (a stalled socket)', () => {
    const { client, sockets, last } = setup(['wss://a.test/ws'], 0);
    client.subscribe('tickers:spot', { onMessage: jest.fn() });
    last().open();
    jest.advanceTimersByTime(3000);
    expect(last().ops('ping')).toHaveLength(1);
    last().receive({ type: 'pong', id: 1 });
    jest.advanceTimersByTime(3000);
    expect(last().ops('ping')).toHaveLength(2);
    // No answer from here on: dead after 7 s of silence (checked each second), then a new socket at once.
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.closedWith).toBe(4001);
    client.close();
  });

  it('a clock jump (an hour of sleep) replaces the socket and every channel resets', () => {
    const { client, sockets, last, jumpClock } = setup(['wss://a.test/ws'], 0);
    const onReset = jest.fn();
    client.subscribe('book:spot:BTC_USDT', { onMessage: jest.fn(), onReset });
    last().open();
    jumpClock(3_600_000);
    jest.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(onReset).toHaveBeenCalledWith('reconnect');
    expect(last().ops('subscribe')).toEqual(['book:spot:BTC_USDT']);
    client.close();
  });

  it('resync on a live socket asks for fresh snapshots; on a doubtful one it reconnects', () => {
    const { client, sockets, last } = setup(['wss://a.test/ws'], 0);
    const onReset = jest.fn();
    client.subscribe('book:spot:BTC_USDT', { onMessage: jest.fn(), onReset });
    last().open();
    last().receive({ type: 'subscribed', ch: 'book:spot:BTC_USDT' });
    client.resync('visible');
    expect(last().ops('resync')).toEqual(['book:spot:BTC_USDT']);
    expect(onReset).toHaveBeenCalledWith('visible');
    jest.advanceTimersByTime(3600);
    client.resync('online');
    expect(sockets).toHaveLength(2);
    client.close();
  });

  it('spreads the first reconnect over 5 s after a server restart (close 1012)', () => {
    const { client, sockets, last } = setup(['wss://a.test/ws'], 0.6);
    client.subscribe('tickers:spot', { onMessage: jest.fn() });
    last().open();
    last().drop(1012);
    jest.advanceTimersByTime(2999);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    client.close();
  });

  it('close() stops for good', () => {
    const { client, sockets, last } = setup(['wss://a.test/ws'], 0);
    client.subscribe('tickers:spot', { onMessage: jest.fn() });
    last().open();
    client.close();
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.status()).toBe('closed');
  });
});

describe('resolveSocketUrl', () => {
  it.each([
    ['/_sandbox/realtime', 'http://localhost:3000/trade/BTC_USDT', 'ws://localhost:3000/_sandbox/realtime'],
    ['/_sandbox/realtime', 'https://www.example.test/', 'wss://www.example.test/_sandbox/realtime'],
    ['wss://ws.example.test/v4/ws', 'https://www.example.test/', 'wss://ws.example.test/v4/ws'],
  ])('%s on %s → %s', (url, base, expected) => expect(resolveSocketUrl(url, base)).toBe(expected));
});
