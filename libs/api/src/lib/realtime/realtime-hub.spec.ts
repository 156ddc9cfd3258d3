import { TAB_TIMING } from '../rules/realtime-timing';
import { createPortRealtimeClient, type PortRealtimeClient } from './port-client';
import { createRealtimeClient, type SocketLike } from './realtime-client';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub';
import type { PortLike } from './worker-protocol';

/** A socket the test drives (the server's side). */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: { op: string; ch?: string }[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  closed = false;
  send(data: string) {
    const op = JSON.parse(data) as { op: string; ch?: string; id?: number };
    this.sent.push(op);
    if (op.op === 'ping') this.receive({ type: 'pong', id: op.id });
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  ops(op: string) {
    return this.sent.filter((m) => m.op === op).map((m) => m.ch);
  }
}

/** Two ends of a port that deliver at once (a MessageChannel without the event loop). */
function portPair(): [PortLike & { fireClose(): void }, PortLike] {
  let closeListener: (() => void) | null = null;
  const worker: PortLike & { fireClose(): void } = {
    onmessage: null,
    postMessage: (message) => tab.onmessage?.({ data: structuredClone(message) }),
    addEventListener: (_type, listener) => (closeListener = listener),
    fireClose: () => closeListener?.(),
  };
  const tab: PortLike = { onmessage: null, postMessage: (message) => worker.onmessage?.({ data: structuredClone(message) }) };
  return [worker, tab];
}

const URLS = ['ws://localhost/_sandbox/realtime'];
const BOOK = 'book:spot:BTC_USDT';
const snapshot = (seq: number) => ({ type: 'book_snapshot', ch: BOOK, seq, bids: [[1, 1]], asks: [[2, 1]] });

function setup() {
  jest.useFakeTimers({ now: 1_700_000_000_000 });
  const sockets: FakeSocket[] = [];
  const events: string[] = [];
  let wallOffset = 0;
  const timers = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (h: unknown) => clearInterval(h as ReturnType<typeof setInterval>),
  };
  const hub: RealtimeHub = createRealtimeHub({
    timers,
    batchMs: 0,
    monotonic: () => Date.now(),
    createClient: (options) =>
      createRealtimeClient({
        ...options,
        monotonic: () => Date.now(),
        random: () => 1,
        createSocket: () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket;
        },
      }),
  });
  const workerPorts: ReturnType<typeof portPair>[0][] = [];
  const openTab = (): PortRealtimeClient => {
    const [workerEnd, tabEnd] = portPair();
    workerPorts.push(workerEnd);
    hub.connect(workerEnd);
    return createPortRealtimeClient({
      port: tabEnd,
      urls: URLS,
      timers,
      monotonic: () => Date.now(),
      wallClock: () => Date.now() + wallOffset,
      monitor: { captureEvent: (name) => (events.push(name), true) },
    });
  };
  return {
    hub,
    sockets,
    events,
    openTab,
    workerPorts,
    last: () => sockets[sockets.length - 1] as FakeSocket,
    jump: (ms: number) => (wallOffset += ms),
  };
}

afterEach(() => jest.useRealTimers());

describe('the shared realtime worker (issue 20: one socket per browser, decision 1850)', () => {
  it('three tabs hold one socket; each gets the channel, a late tab a fresh snapshot', () => {
    const { hub, sockets, openTab, last } = setup();
    const tabs = [openTab(), openTab(), openTab()];
    const got = tabs.map(() => jest.fn());
    tabs[0]?.subscribe(BOOK, { onMessage: got[0] as jest.Mock });
    last().open();
    tabs[1]?.subscribe(BOOK, { onMessage: got[1] as jest.Mock });
    tabs[2]?.subscribe(BOOK, { onMessage: got[2] as jest.Mock });
    expect(sockets).toHaveLength(1);
    expect(last().ops('subscribe')).toEqual([BOOK]);
    // Tabs 2 and 3 joined a channel already held: the server is asked for its snapshot again.
    expect(last().ops('resync')).toEqual([BOOK, BOOK]);
    last().receive(snapshot(5));
    for (const fn of got) expect(fn).toHaveBeenCalledWith(expect.objectContaining({ type: 'book_snapshot', seq: 5 }));
    expect(hub.stats()).toEqual({ tabs: 3, clients: 1, channels: [BOOK] });
    expect(tabs[0]?.status()).toBe('open');
    hub.close();
  });

  it('closing two tabs (pagehide, port close) keeps the third live; the last one leaving closes the socket', () => {
    const { hub, openTab, last, workerPorts } = setup();
    const [a, b, c] = [openTab(), openTab(), openTab()];
    const onC = jest.fn();
    a.subscribe(BOOK, { onMessage: jest.fn() });
    b.subscribe('trades:spot:ETH_USDT', { onMessage: jest.fn() });
    c.subscribe(BOOK, { onMessage: onC });
    last().open();
    a.suspend();
    workerPorts[1]?.fireClose();
    expect(last().ops('unsubscribe')).toEqual(['trades:spot:ETH_USDT']);
    last().receive(snapshot(9));
    expect(onC).toHaveBeenCalledTimes(1);
    expect(hub.stats().tabs).toBe(1);
    c.close();
    expect(last().closed).toBe(true);
    expect(hub.stats()).toEqual({ tabs: 0, clients: 0, channels: [] });
    hub.close();
  });

  it('a page put in the back/forward cache lets go of its channels, and takes them again (reset) when it comes back', () => {
    const { hub, openTab, last } = setup();
    const tab = openTab();
    const onReset = jest.fn();
    tab.subscribe(BOOK, { onMessage: jest.fn(), onReset });
    last().open();
    tab.suspend();
    expect(hub.stats()).toEqual({ tabs: 0, clients: 0, channels: [] });
    expect(last().closed).toBe(true);
    tab.resume();
    expect(hub.stats()).toMatchObject({ tabs: 1, channels: [BOOK] });
    expect(onReset).toHaveBeenCalledWith('resume');
    hub.close();
  });

  it('a tab silent for 75 s is released; a tab that beats every 5 s stays, and a released tab that beats again heals', () => {
    const { hub, openTab, last, workerPorts } = setup();
    const alive = openTab();
    const [silentEnd] = portPair();
    hub.connect(silentEnd);
    // A tab frozen right after saying hello with one channel: it never beats.
    silentEnd.onmessage?.({ data: { t: 'hello', urls: URLS, chs: ['trades:spot:BTC_USDT'] } });
    alive.subscribe(BOOK, { onMessage: jest.fn() });
    last().open();
    expect(hub.stats().tabs).toBe(2);
    jest.advanceTimersByTime(TAB_TIMING.goneAfterMs + TAB_TIMING.beatMs);
    expect(hub.stats()).toMatchObject({ tabs: 1, channels: [BOOK] });
    expect(last().ops('unsubscribe')).toEqual(['trades:spot:BTC_USDT']);
    // It wakes up and beats: its channel is held again.
    silentEnd.onmessage?.({ data: { t: 'beat', urls: URLS, chs: ['trades:spot:BTC_USDT'] } });
    expect(hub.stats()).toMatchObject({ tabs: 2, channels: [BOOK, 'trades:spot:BTC_USDT'] });
    expect(workerPorts).toHaveLength(1);
    hub.close();
  });

  it('a clock jump seen by one tab, a visible page or the network back resyncs the shared socket', () => {
    const { hub, openTab, last, jump } = setup();
    const [a, b] = [openTab(), openTab()];
    const onReset = jest.fn();
    a.subscribe(BOOK, { onMessage: jest.fn(), onReset });
    b.subscribe(BOOK, { onMessage: jest.fn() });
    last().open();
    last().receive(snapshot(1));
    const resyncs = last().ops('resync').length;
    jump(3_600_000);
    jest.advanceTimersByTime(1_000);
    // Both tabs saw the jump; the worker resyncs once. The socket answered within 3.5 s: fresh snapshots on it.
    expect(last().ops('resync').length).toBe(resyncs + 1);
    expect(onReset).toHaveBeenCalledWith('clock-jump');
    jest.advanceTimersByTime(1_000);
    b.resync('online');
    expect(onReset).toHaveBeenLastCalledWith('online');
    hub.close();
  });

  it('a flood reaches each tab gathered into one post per frame, in order', () => {
    jest.useFakeTimers();
    const posts: unknown[] = [];
    const socket = new FakeSocket();
    const hub = createRealtimeHub({
      createClient: (options) => createRealtimeClient({ ...options, createSocket: () => socket }),
    });
    const port = { onmessage: null as PortLike['onmessage'], postMessage: (m: unknown) => posts.push(structuredClone(m)) };
    hub.connect(port);
    port.onmessage?.({ data: { t: 'hello', urls: URLS, chs: [BOOK] } });
    socket.open();
    jest.advanceTimersByTime(16);
    posts.length = 0;
    for (let seq = 1; seq <= 500; seq++) socket.receive(snapshot(seq));
    expect(posts).toEqual([]);
    jest.advanceTimersByTime(16);
    expect(posts).toHaveLength(1);
    const batch = posts[0] as { t: string; items: { m: { seq: number } }[] };
    expect(batch.t).toBe('batch');
    expect(batch.items.map((item) => item.m.seq)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    hub.close();
  });

  it('an invalid frame is reported by one tab, not thrown, and not once per tab', () => {
    const { hub, openTab, last, events } = setup();
    const [a, b] = [openTab(), openTab()];
    a.subscribe(BOOK, { onMessage: jest.fn() });
    b.subscribe(BOOK, { onMessage: jest.fn() });
    last().open();
    expect(() => last().onmessage?.({ data: '{"type":"book_delta",' })).not.toThrow();
    expect(events).toEqual(['api_realtime_invalid_message']);
    hub.close();
  });

  it('a worker that fails to start moves every subscription to a socket of the tab', () => {
    jest.useFakeTimers();
    const posted: unknown[] = [];
    const port: PortLike = { onmessage: null, postMessage: (m) => posted.push(m) };
    const tab = createPortRealtimeClient({ port, urls: URLS });
    const onMessage = jest.fn();
    const release = tab.subscribe(BOOK, { onMessage });
    const socket = new FakeSocket();
    tab.fallBack(createRealtimeClient({ urls: URLS, createSocket: () => socket, monitor: { captureEvent: () => true } }));
    socket.open();
    expect(socket.ops('subscribe')).toEqual([BOOK]);
    socket.receive(snapshot(3));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(tab.status()).toBe('open');
    release();
    expect(socket.ops('unsubscribe')).toEqual([BOOK]);
    tab.close();
  });
});
