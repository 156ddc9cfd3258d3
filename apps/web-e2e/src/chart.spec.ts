// e2e-projects: chart
import { expectNoAxeViolations } from './support/axe';
import { siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });
// The chart loads its chunk and a first page of history after hydration: allow a loaded machine its time.
test.setTimeout(90_000);

interface TradePage {
  path: string;
  /** The chart's symbol and the sandbox market of its live stream. */
  symbol: string;
  market: 'spot' | 'futures';
  heading: string;
  title: RegExp;
  /** A valid quick-order amount (futures trade whole contracts). */
  amount: string;
}

const PAGES: readonly TradePage[] = [
  { path: '/trade/BTC_USDT', symbol: 'BTC_USDT', market: 'spot', heading: 'BTC/USDT', title: /BTC\/USDT spot trading/, amount: '0.001' },
  {
    path: '/futures/usdt/BTC_USDT',
    symbol: 'BTC_USDT',
    market: 'futures',
    heading: 'BTC/USDT Perpetual',
    title: /BTC\/USDT perpetual futures/,
    amount: '2',
  },
];

const chart = (page: Page) => page.getByRole('region', { name: /^Price chart for BTC_USDT/ });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Indicators' });
const orderLines = (page: Page, market: 'spot' | 'futures') => page.getByTestId(new RegExp(`^order-line-${market}-`));

/** Ready: the chart region is no longer busy (history loaded and drawn, spec 02 §4). */
async function expectChartReady(page: Page, label = /^Price chart for BTC_USDT/): Promise<void> {
  const region = page.getByRole('region', { name: label });
  await expect(region).toBeVisible({ timeout: 30_000 });
  await expect(region).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
}

/** The latest close of the sandbox's 1-minute history: where the live price is now. */
async function lastPrice(page: Page, tp: TradePage): Promise<number> {
  const response = await page.request.get(
    siteUrl('main', `/api/web/v1/market/klines?symbol=${tp.symbol}&market=${tp.market}&resolution=1&count_back=1`),
  );
  const body = (await response.json()) as { data: { bars: { close: number }[] } };
  const close = body.data.bars.at(-1)?.close;
  if (close === undefined) throw new Error('no price');
  return close;
}

/** Pushes a candle closing at `price` to the page's live stream (sandbox control, decision 0411). */
async function pushCandle(page: Page, tp: TradePage, price: number): Promise<void> {
  const response = await page.request.get(siteUrl('main', `/_sandbox/market/tick?symbol=${tp.symbol}&market=${tp.market}&price=${price}`));
  expect(response.status()).toBe(200);
}

for (const tp of PAGES) {
  test.describe(`${tp.heading} as user-kyc2 on main`, () => {
    test.beforeEach(async ({ page }) => {
      await usePersona(page, 'user-kyc2', tp.path);
      await waitForHydration(page);
    });

    test('chart ready with a real heading and title; resolution, theme and KDJ/MACD switch, and survive a reload; axe clean', async ({
      page,
    }) => {
      await expect(page).toHaveTitle(tp.title);
      await expect(page.getByRole('heading', { level: 1, name: tp.heading })).toBeVisible();
      await expectChartReady(page);
      await expectNoAxeViolations(page);

      // Default resolution 60 (spec 02 §2), switched to 15 minutes.
      const resolution = page.getByRole('combobox', { name: 'Resolution' });
      await expect(resolution).toHaveValue('60');
      await resolution.selectOption('15');
      await expectChartReady(page, /^Price chart for BTC_USDT, 15m$/);

      // Theme: the chart's switch changes the app's colour mode without a reload, and the header's back.
      const html = page.locator('html');
      const wasDark = (await html.getAttribute('class'))?.includes('dark') ?? false;
      await toolbar(page)
        .getByRole('button', { name: wasDark ? 'Dark theme' : 'Light theme' })
        .click();
      await expect(html).toHaveClass(wasDark ? /\blight\b/ : /\bdark\b/);
      await expect(page.locator(`[data-theme="${wasDark ? 'light' : 'dark'}"]`).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Theme/ })
        .click();
      await page.getByRole('menuitemradio', { name: wasDark ? 'Dark' : 'Light' }).click();
      await expect(toolbar(page).getByRole('button', { name: wasDark ? 'Dark theme' : 'Light theme' })).toBeVisible();

      // Indicators: add KDJ and MACD, then remove KDJ.
      for (const name of ['KDJ', 'MACD']) {
        await toolbar(page).getByRole('button', { name, exact: true }).click();
        await expect(toolbar(page).getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
        await expect(toolbar(page).getByRole('button', { name: `${name} settings` })).toBeVisible();
      }
      await toolbar(page).getByRole('button', { name: 'KDJ', exact: true }).click();
      await expect(toolbar(page).getByRole('button', { name: 'KDJ', exact: true })).toHaveAttribute('aria-pressed', 'false');

      await page.reload();
      await expectChartReady(page, /^Price chart for BTC_USDT, 15m$/);
      await expect(page.getByRole('combobox', { name: 'Resolution' })).toHaveValue('15');
      await expect(toolbar(page).getByRole('button', { name: 'MACD', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(toolbar(page).getByRole('button', { name: 'KDJ', exact: true })).toHaveAttribute('aria-pressed', 'false');
      await expectNoAxeViolations(page);
    });

    test('a quick order from the chart becomes an order line and an open order', async ({ page }) => {
      await expectChartReady(page);
      const lines = orderLines(page, tp.market);
      // The persona's own open order is drawn first (spec 02 §3 order lines).
      await expect(lines).toHaveCount(1);
      await page.getByRole('tab', { name: /^Open orders/ }).click();
      const openOrders = page.getByRole('region', { name: 'Open orders' }).getByRole('row');
      await expect(openOrders).toHaveCount(2);

      const box = await chart(page).boundingBox();
      if (!box) throw new Error('no chart box');
      await chart(page).click({ button: 'right', position: { x: box.width * 0.4, y: box.height * 0.4 } });
      await page.getByRole('menuitem', { name: /^Buy at / }).click();
      const dialog = page.getByRole('dialog', { name: `Buy ${tp.symbol}` });
      await expect(dialog).toBeVisible();
      // 2 % under the market, so the buy rests inside the exchange's ±10 % price band (decision 1882).
      await dialog.getByRole('textbox', { name: 'Price' }).fill(String(Math.round((await lastPrice(page, tp)) * 0.98)));
      await dialog.getByRole('textbox', { name: 'Amount' }).fill(tp.amount);
      await dialog.getByRole('button', { name: 'Buy', exact: true }).click();
      // user-kyc2's fund-password frequency is one hour, and nothing is remembered yet: asked once (spec 01 §5).
      const fundPassword = page.getByRole('dialog', { name: 'Enter fund password' });
      await fundPassword.getByLabel('Fund password').fill('fund-pass');
      await fundPassword.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toBeHidden();
      await expect(lines).toHaveCount(2);
      await expect(openOrders).toHaveCount(3);
    });

    test('a price alert fires on a pushed candle that crosses it', async ({ page }) => {
      await expectChartReady(page);
      const target = Math.round((await lastPrice(page, tp)) * 1.3);
      await toolbar(page).getByRole('button', { name: 'Price alerts' }).click();
      const panel = page.getByRole('region', { name: 'Price alerts' });
      await panel.getByRole('textbox', { name: 'Alert price' }).fill(String(target));
      await panel.getByRole('button', { name: 'Create alert' }).click();
      await expect(panel.getByRole('listitem').filter({ hasText: 'Rises to' })).toHaveCount(1);
      const notice = page.getByRole('status').filter({ hasText: `${tp.symbol} reached` });
      // The live stream opens right after the history: push until the stream has taken one.
      await expect(async () => {
        await pushCandle(page, tp, target + 1000);
        await expect(notice).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await expect(panel.getByRole('listitem').filter({ hasText: 'Rises to' })).toHaveCount(0);
    });
  });
}

test('futures as user-kyc2: the position line and the liquidation histogram', async ({ page }) => {
  const liquidations = page.waitForResponse((r) => r.url().includes('/api/web/v1/market/liquidations'));
  await usePersona(page, 'user-kyc2', '/futures/usdt/BTC_USDT');
  await expectChartReady(page);
  await expect(page.getByTestId('order-line-position-BTC_USDT')).toContainText('Long');
  await expect(page.getByRole('region', { name: 'Positions' }).getByRole('row')).toHaveCount(2);
  const body = (await (await liquidations).json()) as { data: unknown[] };
  expect(body.data.length).toBeGreaterThan(0);
  // In their own band beside the price scale (decision 1973), never over the candles.
  await expect(page.getByTestId('liquidation-underlay').locator('rect').first()).toBeAttached();
});

test.describe('visitors', () => {
  for (const tp of PAGES) {
    test(`${tp.heading}: the chart, and a log-in prompt instead of trading`, async ({ page }) => {
      await page.goto(siteUrl('main', tp.path));
      await waitForHydration(page);
      await expectChartReady(page);
      const login = page.getByRole('link', { name: 'Log in to trade' });
      await expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(tp.path)}`);
      await expect(page.getByRole('button', { name: 'Buy BTC' })).toHaveCount(0);
      const box = await chart(page).boundingBox();
      if (!box) throw new Error('no chart box');
      await chart(page).click({ button: 'right', position: { x: box.width * 0.4, y: box.height * 0.25 } });
      await expect(page.getByRole('menuitem', { name: /^Add alert at / })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: /^Buy at / })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expectNoAxeViolations(page);
      await login.click();
      await expect(page).toHaveURL(siteUrl('main', `/login?redirect=${encodeURIComponent(tp.path)}`));
    });
  }
});

test.describe('unknown markets', () => {
  for (const path of ['/trade/NOPE_USDT', '/trade/BTCUSDT', '/trade/BTC_USDT_X', '/futures/usdt/SOL_USDT', '/futures/btc/BTC_USDT']) {
    test(`${path} is a 404`, async ({ page }) => {
      const response = await page.goto(siteUrl('main', path));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  }

  test('other spellings redirect to the canonical pair page', async ({ page }) => {
    await page.goto(siteUrl('main', '/trade/btc_usdt'));
    await expect(page).toHaveURL(siteUrl('main', '/trade/BTC_USDT'));
    await page.goto(siteUrl('main', '/futures/USDT/BTCUSDT'));
    await expect(page).toHaveURL(siteUrl('main', '/futures/usdt/BTC_USDT'));
  });
});

test('the header links to real pair pages', async ({ page }) => {
  await page.goto(siteUrl('main', '/'));
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Trade', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Futures', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT Perpetual' })).toBeVisible();
});
