// Realtime benchmark page (issue 20): the real client (parse, zod, dispatch), the real reducers and hooks, batched per
// frame, rendering a 20-level book and 50 trades, fed 200 book updates and 50 trades a second through a fake socket.
// With `?panels` (run.mjs --panels, issue 21) it renders the trade page's real panels instead: the order book (grouping
// rule, 10 levels a side, depth bars) and the recent trades, in Chakra and react-intl as on the page.
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@exchange/ui';
import { Profiler, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { channels } from '../../../libs/api/src/lib/realtime/channels';
import { createRealtimeClient, type SocketLike } from '../../../libs/api/src/lib/realtime/realtime-client';
import { RealtimeProvider, useOrderBook, useTrades } from '../../../libs/api/src/lib/realtime/realtime-provider';
import type { MarketSymbol } from '../../../libs/api/src/lib/schemas/market';
import { OrderBookPanel } from '../../../libs/chart/src/lib/components/order-book/order-book';
import { RecentTradesPanel } from '../../../libs/chart/src/lib/components/recent-trades/recent-trades';

declare global {
  interface Window {
    __bench: { run(seconds: number, bookPerSecond: number, tradesPerSecond: number): Promise<Record<string, number>> };
  }
}

const BOOK = channels.book('spot', 'BTC_USDT');
const TRADES = channels.trades('spot', 'BTC_USDT');
let socket: (SocketLike & { deliver(data: string): void }) | null = null;
let scriptMs = 0;
let renderMs = 0;

const client = createRealtimeClient({
  urls: ['wss://bench.invalid/ws'],
  monitor: { captureEvent: () => true },
  createSocket: () => {
    const s = {
      readyState: 0,
      send: () => undefined,
      close: () => undefined,
      onopen: null as SocketLike['onopen'],
      onclose: null as SocketLike['onclose'],
      onerror: null as SocketLike['onerror'],
      onmessage: null as SocketLike['onmessage'],
      deliver(data: string) {
        const t = performance.now();
        this.onmessage?.({ data });
        scriptMs += performance.now() - t;
      },
    };
    socket = s;
    setTimeout(() => {
      s.readyState = 1;
      s.onopen?.({});
    }, 0);
    return s;
  },
});

function Book() {
  const book = useOrderBook('BTC_USDT', 'spot', 20);
  const trades = useTrades('BTC_USDT');
  return (
    <div style={{ display: 'flex', gap: 24, font: '12px monospace' }}>
      <table>
        <tbody>
          {[...book.asks].reverse().map((l) => (
            <tr key={`a${l.price}`}>
              <td style={{ color: 'red' }}>{l.price.toFixed(2)}</td>
              <td>{l.size.toFixed(4)}</td>
              <td>{l.total.toFixed(4)}</td>
            </tr>
          ))}
          {book.bids.map((l) => (
            <tr key={`b${l.price}`}>
              <td style={{ color: 'green' }}>{l.price.toFixed(2)}</td>
              <td>{l.size.toFixed(4)}</td>
              <td>{l.total.toFixed(4)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol>
        {trades.map((t) => (
          <li key={t.id}>
            {t.price.toFixed(2)} {t.size.toFixed(4)} {new Date(t.time).toISOString().slice(11, 19)}
          </li>
        ))}
      </ol>
    </div>
  );
}

const SYMBOL: MarketSymbol = {
  symbol: 'BTC_USDT',
  market: 'spot',
  base: 'BTC',
  quote: 'USDT',
  settle: '',
  description: 'BTC / USDT',
  exchange: 'SANDBOX',
  price_precision: 2,
  amount_precision: 4,
  min_amount: '0.0001',
  contract_size: '0',
};

/** The trade page's own panels (issue 21), side by side as on a desktop. */
function Panels() {
  return (
    <ChakraProvider value={system}>
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <div style={{ display: 'grid', gridTemplateColumns: '300px 300px', gap: 12 }}>
          <OrderBookPanel symbol={SYMBOL} />
          <RecentTradesPanel symbol={SYMBOL} />
        </div>
      </IntlProvider>
    </ChakraProvider>
  );
}

const withPanels = new URLSearchParams(location.search).has('panels');

function App() {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(true), []);
  return (
    <RealtimeProvider urls={[]} client={client}>
      <Profiler id="book" onRender={(_id, _phase, actual) => (renderMs += actual)}>
        {on ? withPanels ? <Panels /> : <Book /> : null}
      </Profiler>
    </RealtimeProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);

window.__bench = {
  async run(seconds, bookPerSecond, tradesPerSecond) {
    while (!socket || socket.readyState !== 1) await new Promise((r) => setTimeout(r, 10));
    const s = socket;
    let seq = 1;
    let mid = 60_000;
    const level = (p: number) => Math.round(p * 100) / 100;
    s.deliver(
      JSON.stringify({
        type: 'book_snapshot',
        ch: BOOK,
        seq,
        bids: Array.from({ length: 25 }, (_, i) => [level(mid - 1 - i * 6), 1 + (i % 5)]),
        asks: Array.from({ length: 25 }, (_, i) => [level(mid + 1 + i * 6), 1 + (i % 7)]),
      }),
    );
    scriptMs = 0;
    renderMs = 0;
    const frames: number[] = [];
    let lastScript = 0;
    let lastRender = 0;
    let bookDue = 0;
    let tradeDue = 0;
    let trade = 0;
    const started = performance.now();
    const feed = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      while (bookDue < elapsed * bookPerSecond) {
        bookDue += 1;
        seq += 1;
        mid += (Math.random() - 0.5) * 2;
        const i = Math.floor(Math.random() * 25);
        s.deliver(
          JSON.stringify({
            type: 'book_delta',
            ch: BOOK,
            seq,
            bids: [[level(60_000 - 1 - i * 6), Math.round(Math.random() * 50) / 10]],
            asks: [[level(60_000 + 1 + ((i + 3) % 25) * 6), Math.round(Math.random() * 50) / 10]],
          }),
        );
      }
      while (tradeDue < elapsed * tradesPerSecond) {
        tradeDue += 1;
        trade += 1;
        s.deliver(
          JSON.stringify({
            type: 'trades',
            ch: TRADES,
            data: [{ id: String(trade), price: level(60_000 + 1), size: 0.01, side: trade % 2 ? 'buy' : 'sell', time: Date.now() }],
          }),
        );
      }
    }, 5);
    await new Promise<void>((resolve) => {
      const frame = () => {
        // Work since the previous frame: socket handling (parse, zod, reduce) and React's render of the batch.
        frames.push(scriptMs - lastScript + (renderMs - lastRender));
        lastScript = scriptMs;
        lastRender = renderMs;
        if (performance.now() - started < seconds * 1000) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    clearInterval(feed);
    const sorted = [...frames].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
    return {
      frames: frames.length,
      messages: bookDue + tradeDue,
      meanMs: frames.reduce((a, b) => a + b, 0) / Math.max(1, frames.length),
      p95Ms: pct(0.95),
      maxMs: sorted.at(-1) ?? 0,
      scriptMsPerSecond: scriptMs / seconds,
      renderMsPerSecond: renderMs / seconds,
    };
  },
};
