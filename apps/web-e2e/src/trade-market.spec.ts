// e2e-projects: chart
import { expectNoAxeViolations } from './support/axe';
import { siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

// Issue 21 (items 1, 4, 6): the trading screen around the chart: ticker header, live order book and trades, the
// phone's view tabs, order sheet and long press, in English and Arabic, for a visitor and for user-kyc2.
test.describe.configure({ mode: 'parallel' });
// Two pages with axe each on the desktop test: 60 s was at the edge on a loaded machine.
test.setTimeout(90_000);

const book = (page: Page) => page.getByTestId('order-book');

/** The book is live (its sequence moves on) and never crossed; the trades list fills. */
async function expectLiveMarket(page: Page): Promise<void> {
  await expect(book(page)).toHaveAttribute('data-stale', 'false', { timeout: 30_000 });
  const seq = Number(await book(page).getAttribute('data-seq'));
  await expect
    .poll(
      async () => {
        const [s, bid, ask] = await Promise.all(['data-seq', 'data-best-bid', 'data-best-ask'].map((a) => book(page).getAttribute(a)));
        return Number(s) > seq && Number(bid) > 0 && Number(bid) < Number(ask);
      },
      { timeout: 10_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  // The trades list fills (on a phone it may sit behind another tab).
  await expect(page.getByTestId('market-trades').locator('[role=row]').nth(1)).toBeAttached({ timeout: 15_000 });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, 'no horizontal scroll').toBeLessThanOrEqual(width);
}

test('desktop 1440: ticker header, live book and trades, grouping and sides; futures figures in Arabic as user-kyc2', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A visitor, English, spot.
  await page.goto(siteUrl('main', '/trade/BTC_USDT'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();
  await expect(page.getByRole('group', { name: '24h change' })).toBeVisible({ timeout: 15_000 });
  await expectLiveMarket(page);
  const table = page.getByRole('table', { name: 'Order book' });
  await expect(table.getByRole('rowgroup', { name: 'Sell orders' }).getByRole('row')).toHaveCount(10);
  await page.getByRole('combobox', { name: 'Price grouping' }).selectOption('1000');
  await expect
    .poll(
      async () =>
        Number(await table.getByRole('rowgroup', { name: 'Buy orders' }).getByRole('row').first().getAttribute('data-price')) % 10,
    )
    .toBe(0);
  await page.getByRole('button', { name: 'Buy orders only' }).click();
  await expect(table.getByRole('rowgroup', { name: 'Sell orders' })).toHaveCount(0);
  // One side alone gets more rows than the 10 of both sides (up to 20; fewer where grouping merged the levels).
  await expect.poll(() => table.getByRole('rowgroup', { name: 'Buy orders' }).getByRole('row').count()).toBeGreaterThan(10);
  // A level is a button named by its side, size and price (the order form takes the price: after the merge with
  // the order form, the lead's e2e checks the form's field).
  await table
    .getByRole('button', { name: /^Buy orders .* at .*: use this price$/ })
    .first()
    .click();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // user-kyc2, Arabic, futures: mark, index, funding countdown, open interest.
  await usePersona(page, 'user-kyc2', '/ar/futures/usdt/BTC_USDT');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const funding = page.getByTestId('ticker-funding');
  await expect(funding).toContainText(/\d{2}:\d{2}:\d{2}/, { timeout: 15_000 });
  const before = await funding.textContent();
  await expect.poll(() => funding.textContent(), { timeout: 5_000 }).not.toBe(before);
  await expect(page.getByTestId('ticker-mark')).not.toContainText('–');
  await expectLiveMarket(page);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

for (const { locale, persona, prefix, views, buy, sheet, hint, alert } of [
  {
    locale: 'en',
    persona: null,
    prefix: '',
    views: { book: 'Order book', trades: 'Trades', chart: 'Chart' },
    buy: 'Buy BTC',
    sheet: 'Place an order',
    hint: 'Long-press the chart',
    alert: /^Add alert at /,
  },
  {
    locale: 'ar',
    persona: 'user-kyc2',
    prefix: '/ar',
    views: null,
    buy: null,
    sheet: null,
    hint: null,
    alert: null,
  },
] as const) {
  test(`phone 390 (${locale}, ${persona ?? 'visitor'}): view tabs, order sheet, long press, nothing cut off`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await context.addCookies([
      { name: 'exp_new_user_popup', value: '0', url: siteUrl('main') },
      { name: 'compliance_region_stay', value: 'main:main', url: siteUrl('main') },
    ]);
    if (persona) await usePersona(page, persona, `${prefix}/trade/BTC_USDT`);
    else await page.goto(siteUrl('main', `${prefix}/trade/BTC_USDT`));
    await waitForHydration(page);
    const tabs = page.getByRole('group').filter({ has: page.locator('[aria-controls="trade-region-book"]') });
    const tab = (region: string) => tabs.locator(`[aria-controls="trade-region-${region}"]`);
    // The chart first; the book and trades one tab away, live.
    await expect(tab('chart')).toHaveAttribute('aria-pressed', 'true');
    await expect(book(page)).toBeHidden();
    await tab('book').click();
    await expect(book(page)).toBeVisible();
    await expectLiveMarket(page);
    await tab('trades').click();
    await expect(page.getByTestId('market-trades').getByRole('row').nth(1)).toBeVisible();
    await expect(book(page)).toBeHidden();
    if (views) {
      await expect(tab('book')).toHaveText(views.book);
      await expect(tab('trades')).toHaveText(views.trades);
    }
    await expectNoSidewaysScroll(page);
    // Sticky Buy opens the order form in the bottom sheet.
    const bar = page.locator('[data-region=bar]');
    await expect(bar).toBeVisible();
    if (buy) await expect(bar.getByRole('button').first()).toHaveText(buy);
    await bar.getByRole('button').first().click();
    const dialog = page.getByTestId('order-sheet');
    await expect(dialog).toBeVisible();
    if (sheet) await expect(page.getByRole('dialog', { name: sheet })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Long press on the chart opens its menu; the hint says so on a touch screen.
    await tab('chart').click();
    if (hint) await expect(page.getByTestId('chart-hint')).toContainText(hint);
    const chart = page.getByRole('region', { name: /BTC_USDT/ }).and(page.locator('[aria-roledescription="chart"]'));
    await expect(chart).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    const box = await chart.boundingBox();
    if (!box) throw new Error('no chart box');
    await chart.dispatchEvent('pointerdown', {
      pointerType: 'touch',
      isPrimary: true,
      clientX: box.x + box.width / 2,
      clientY: box.y + box.height / 3,
      bubbles: true,
    });
    const firstItem = page.getByRole('menuitem').first();
    await expect(firstItem).toBeVisible({ timeout: 5_000 });
    if (alert) await expect(firstItem).toHaveText(alert);
    await expect(firstItem).toBeEnabled();
    await firstItem.click();
    // The alert panel fits the phone's width (was cut off on the left).
    const panel = page
      .getByRole('region')
      .filter({ has: page.getByRole('textbox') })
      .last();
    await expect(panel).toBeVisible();
    const panelBox = await panel.boundingBox();
    expect(panelBox?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((panelBox?.x ?? 0) + (panelBox?.width ?? 0)).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}
