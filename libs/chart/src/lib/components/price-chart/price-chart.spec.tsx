import { renderWithProviders } from '@exchange/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRandomWalkDatafeed, defined } from '../../../testing';
import type { Bar, ChartDatafeed } from '../../datafeed/datafeed-types';
import { ChartEngine } from '../../engine/chart-engine';
import type { ChartSurface } from '../../engine/surface';
import { CHART_STATE_KEY } from '../../rules/chart-state';
import { PRICE_ALERTS_KEY } from '../../rules/price-alerts';
import { PriceChart, type PriceChartProps } from './price-chart';

const NOW = Date.UTC(2024, 5, 3, 12, 0);

/** An echarts-free surface: the component test checks the shell, not the canvas. */
const surface = (): ChartSurface & { options: unknown[] } => {
  const options: unknown[] = [];
  return {
    options,
    setOption: (o) => void options.push(o),
    resize: () => undefined,
    getDataURL: () => 'data:image/png;base64,',
    dispose: () => undefined,
  };
};

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

/** The random-walk feed with a handle to push live bars from the test. */
function pushableFeed(): ChartDatafeed & { push: (bar: Bar) => void } {
  const base = createRandomWalkDatafeed({ count: 300, now: () => NOW, tickMs: 0 });
  let tick: ((bar: Bar) => void) | null = null;
  return {
    ...base,
    subscribeBars: (_info, _res, onTick) => {
      tick = onTick;
    },
    unsubscribeBars: () => {
      tick = null;
    },
    push: (bar) => tick?.(bar),
  };
}

function setup(props: Partial<PriceChartProps> = {}, width = 800) {
  const storage = memoryStorage();
  const feed = pushableFeed();
  const logger = { error: jest.fn() };
  const engines: ChartEngine[] = [];
  renderWithProviders(
    <PriceChart
      datafeed={feed}
      symbol="BTC_USDT"
      storage={storage}
      logger={logger}
      onPlaceOrder={async (req) => ({ id: 'placed-1', type: 0, side: req.side, avgPrice: req.price ?? 0, visible: true, sideText: 'Buy' })}
      engineFactory={(el, opts) => {
        const e = new ChartEngine(el, {
          ...opts,
          width,
          height: 500,
          createSurface: surface,
          createLiveLayer: null,
          scheduleFrame: (cb) => setTimeout(cb, 0),
        });
        engines.push(e);
        return e;
      }}
      {...props}
    />,
  );
  return { storage, feed, logger, engines, user: userEvent.setup() };
}

const chart = () => screen.getByRole('region', { name: /Price chart for BTC_USDT/ });
const ready = () => waitFor(() => expect(screen.queryByTestId('chart-loading')).not.toBeInTheDocument());

describe('PriceChart', () => {
  it('shows a loading overlay until the chart is ready, then the legend', async () => {
    setup();
    expect(screen.getByTestId('chart-loading')).toHaveTextContent('Loading chart…');
    await ready();
    expect(chart()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByTestId('chart-legend')).toHaveTextContent('BTC_USDT · 60');
    expect(screen.getByTestId('chart-legend')).toHaveTextContent('Time zone: UTC');
  });

  it('futures: the liquidation bars have their own band beside the price scale; the crosshair price reads grouped (decisions 1973, 1974)', async () => {
    const liquidations = Array.from({ length: 400 }, (_, i) => ({
      mark_price: 50_000 + i * 50,
      short_liq_usd_new: 1000 + i,
      long_liq_usd_new: 500,
    }));
    const { engines } = setup({ liquidations });
    await ready();
    const view = defined(defined(engines[0]).view());
    const plotRight = view.layout.left + view.layout.plotWidth;
    // 12 % of the 728 px beside the 72 px price scale.
    expect(view.layout.bandWidth).toBe(87);
    const rects = [...screen.getByTestId('liquidation-underlay').querySelectorAll('rect')];
    expect(rects.length).toBeGreaterThan(0);
    // Every bar is inside the band: none covers a candle.
    for (const r of rects) expect(Number(r.getAttribute('x'))).toBeGreaterThanOrEqual(plotRight);
    fireEvent.pointerMove(chart(), { clientX: 200, clientY: 200 });
    const label = await screen.findByTestId('crosshair-price');
    // BTC_USDT's pricescale 100: two decimals, thousands grouped (en).
    expect(label).toHaveTextContent(/^\d{2},\d{3}\.\d{2}$/);
    expect(label).toHaveAttribute('direction', 'ltr');
  });

  it('a position line keeps TP/SL and Reverse on its label on a desktop, and leaves them to the actions list on a phone (decision 1978)', async () => {
    const position = {
      id: 'pos-1',
      type: 4 as const,
      side: 1 as const,
      avgPrice: 1,
      visible: true,
      sideText: 'Long',
      qtyText: '3',
      pnlText: 'PnL +0.61',
      showCloseButton: true,
      showTPSLButton: true,
      showReverseButton: true,
      tooltips: { close: 'Close the long', tpsl: 'TP/SL for the long', reverse: 'Reverse the long' },
    };
    const desktop = setup({ orderLines: [position] });
    await ready();
    expect(await screen.findByTestId('order-line-pos-1')).toHaveTextContent(/TP\/SL.*Reverse/);
    desktop.engines[0]?.dispose();
    document.body.innerHTML = '';
    // A 390 px phone's chart: 318 px beside the price scale.
    setup({ orderLines: [position] }, 390);
    await ready();
    const label = await screen.findByTestId('order-line-pos-1');
    expect(label).toHaveTextContent('Long3PnL +0.61×');
    expect(label).not.toHaveTextContent('TP/SL');
  });

  it('spot: no liquidation band', async () => {
    const { engines } = setup();
    await ready();
    expect(defined(defined(engines[0]).view()).layout.bandWidth).toBe(0);
    expect(screen.queryByTestId('liquidation-underlay')).not.toBeInTheDocument();
  });

  it('switches resolution and indicators and saves them', async () => {
    const t = setup();
    await ready();
    await t.user.selectOptions(screen.getByRole('combobox', { name: 'Resolution' }), '1D');
    await t.user.click(screen.getByRole('button', { name: 'MACD' }));
    expect(screen.getByRole('button', { name: 'MACD' })).toHaveAttribute('aria-pressed', 'true');
    expect(t.engines[0]?.view()?.layout.panes.map((p) => p.id)).toEqual(expect.arrayContaining(['main', 'VOL']));
    await waitFor(() => expect(t.engines[0]?.view()?.layout.panes.map((p) => p.id)).toEqual(['main', 'VOL', 'MACD']));
    // Theme change is a save point: everything so far is written at once.
    await t.user.click(screen.getByRole('button', { name: 'Dark theme' }));
    const saved = JSON.parse(t.storage.map.get(CHART_STATE_KEY) ?? '{}');
    expect(saved).toMatchObject({ resolution: '1D', theme: 'light' });
    expect(saved.indicators.map((i: { type: string }) => i.type)).toEqual(['VOL', 'MACD']);
  });

  it('restores saved state', async () => {
    const storage = memoryStorage({
      [CHART_STATE_KEY]: JSON.stringify({
        resolution: '240',
        theme: 'light',
        indicators: [{ type: 'KDJ', settings: { period: 9, k: 3, d: 3 } }],
      }),
    });
    setup({ storage });
    await ready();
    expect(screen.getByRole('combobox', { name: 'Resolution' })).toHaveValue('240');
    expect(screen.getByRole('button', { name: 'KDJ' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Light theme' })).toBeInTheDocument();
  });

  it('adds an alert from the context menu and fires it when a pushed candle crosses it', async () => {
    const t = setup();
    await ready();
    const last = defined(defined(t.engines[0]).store.last());
    fireEvent.contextMenu(chart(), { clientX: 0, clientY: 0 });
    const item = await screen.findByRole('menuitem', { name: /^Add alert at / });
    for (let i = 0; i < 3 && item.getAttribute('data-highlighted') === null; i++) await t.user.keyboard('{ArrowDown}');
    await t.user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Price alerts' });
    const input = within(panel).getByLabelText('Alert price');
    await t.user.clear(input);
    await t.user.type(input, String(Math.round(last.close + 100)));
    await t.user.click(within(panel).getByRole('button', { name: 'Create alert' }));
    expect(within(panel).getByText(/^Rises to /)).toBeInTheDocument();
    expect(JSON.parse(t.storage.map.get(PRICE_ALERTS_KEY) ?? '[]')).toHaveLength(1);
    act(() => t.feed.push({ ...last, high: last.close + 150, close: last.close + 150 }));
    expect(await screen.findByText(/^BTC_USDT reached /)).toBeInTheDocument();
    expect(within(panel).getByText('No alerts yet')).toBeInTheDocument();
  });

  it('places a quick order from the context menu and draws its line', async () => {
    const t = setup();
    await ready();
    fireEvent.contextMenu(chart(), { clientX: 0, clientY: 0 });
    const item = await screen.findByRole('menuitem', { name: /^Buy at / });
    for (let i = 0; i < 4 && item.getAttribute('data-highlighted') === null; i++) await t.user.keyboard('{ArrowDown}');
    await t.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Buy BTC_USDT' });
    await t.user.type(within(dialog).getByLabelText('Amount'), '0.5');
    await t.user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByTestId('order-line-placed-1')).toHaveTextContent('Buy');
  });

  it('only logs when the datafeed fails (spec 02 §8)', async () => {
    const feed = {
      ...pushableFeed(),
      resolveSymbol: (_n: string, _ok: unknown, fail: (r: string) => void) => fail('down'),
    } as ChartDatafeed;
    const t = setup({ datafeed: feed });
    await waitFor(() => expect(t.logger.error).toHaveBeenCalledWith('Chart initialisation failed', expect.any(Error)));
    // No message (the toast region is there, empty).
    expect(screen.queryAllByRole('alert').filter((e) => e.textContent !== '')).toEqual([]);
  });
});
