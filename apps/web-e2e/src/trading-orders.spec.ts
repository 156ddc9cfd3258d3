// e2e-projects: chart
import { siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

// Issue 21 "Done when" (decisions 1890–1892, 1911), as user-kyc2 (1,000 USDT and 0.5 BTC in spot). Spot: a limit buy
// beyond the balance is refused and the typed values stay; a small market buy fills, a toast says so, the fill is in
// the trade history and the available USDT drops; a resting limit order fills when the sandbox's market prints
// through it (a control, no waiting) — first in part (a print smaller than the order), then in full; cancel and
// cancel-all. Futures: 10× isolated, liquidation price and PnL live, TP/SL, funding, close.
// Every flow runs on a desktop and a 390 px phone, in English and Arabic, without quadrupling the long ones: each spot
// test runs the whole flow in one locale, then the short steps again in the other (desktop en → ar, phone ar → en);
// the futures flow runs on a phone in English and on a desktop in Arabic. The desktop trades BTC_USDT and the phone
// ETH_USDT, so that one test's prints never reach the other's resting orders.
test.describe.configure({ mode: 'parallel' });
test.setTimeout(120_000);

const TEXT = {
  en: {
    prefix: '',
    lastPrice: 'Last price',
    form: 'Place order',
    market: 'Market',
    limit: 'Limit',
    amount: /^Amount/,
    price: /^Price/,
    buy: (base: string) => `Buy ${base}`,
    refused: /Not enough balance/,
    filled: 'Order filled',
    partial: 'Order partially filled',
    placed: 'Order placed',
    cancelled: 'Order cancelled',
    openOrders: 'Open orders',
    tradeHistory: 'Trade history',
    cancelAll: 'Cancel all',
    noOpenOrders: 'No open orders',
    fundTitle: 'Enter fund password',
    fundLabel: 'Fund password',
    confirm: 'Confirm',
  },
  ar: {
    prefix: '/ar',
    lastPrice: 'آخر سعر',
    form: 'تقديم أمر',
    market: 'سوق',
    limit: 'حد',
    amount: /^الكمية/,
    price: /^السعر/,
    buy: (base: string) => `شراء ${base}`,
    refused: /الرصيد غير كافٍ/,
    filled: 'تم تنفيذ الأمر',
    partial: 'تم تنفيذ الأمر جزئيًا',
    placed: 'تم تقديم الأمر',
    cancelled: 'تم إلغاء الأمر',
    openOrders: 'الأوامر المفتوحة',
    tradeHistory: 'سجل الصفقات',
    cancelAll: 'إلغاء الكل',
    noOpenOrders: 'لا توجد أوامر مفتوحة',
    fundTitle: 'أدخل كلمة مرور الأموال',
    fundLabel: 'كلمة مرور الأموال',
    confirm: 'تأكيد',
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];

/** Page text with Latin digits and no grouping (Arabic-Indic digits, Arabic separators). */
const latin = (text: string | null): string =>
  (text ?? '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066b/g, '.')
    .replace(/[,\u066c\u00a0\u202f]/g, '');

/** A number shown in the page (Latin or Arabic-Indic digits, grouped) as a number. */
const numberIn = (text: string | null): number => Number(latin(text).replace(/[^\d.]/g, ''));

/** A phone (≤ 768 px) has the order form in a bottom sheet opened by the sticky Buy button (issue 21 item 4). */
const onPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1440) <= 768;
const sheetOf = (page: Page) => page.getByTestId('order-sheet');

/** The order form: on a phone, the bottom sheet's (opened if it is not). */
async function ticketOf(page: Page, t: Texts) {
  if (!onPhone(page)) return page.getByRole('region', { name: t.form });
  if (!(await sheetOf(page).isVisible())) {
    await page.locator('[data-region=bar]').getByRole('button').first().click();
    await expect(sheetOf(page)).toBeVisible();
  }
  return sheetOf(page).getByRole('region', { name: t.form });
}

/** The phone's sheet closed, so the panels under it can be read and used. */
async function closeTicket(page: Page): Promise<void> {
  if (!onPhone(page) || !(await sheetOf(page).isVisible())) return;
  // Its close button (Escape would go to the focused amount field first).
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Close|إغلاق)$/ })
    .last()
    .click();
  await expect(sheetOf(page)).toBeHidden();
}

// Toasts are read with includeHidden: while the phone's sheet (a modal) is open, the page outside it is aria-hidden.
const toast = (page: Page, title: string) => page.getByRole('status', { includeHidden: true }).getByText(title, { exact: true });

const availableQuote = async (page: Page, t: Texts): Promise<number> =>
  numberIn(await (await ticketOf(page, t)).getByTestId('order-form-available').textContent());

/** The balance has arrived over the private stream. */
async function balanceShown(page: Page, t: Texts): Promise<void> {
  await expect.poll(() => availableQuote(page, t), { timeout: 30_000 }).toBeGreaterThan(0);
}

/** user-kyc2's fund-password frequency is one hour (spec 01 §5): asked before the first order, then remembered. */
async function enterFundPassword(page: Page, t: Pick<Texts, 'fundTitle' | 'fundLabel' | 'confirm'>): Promise<void> {
  const dialog = page.getByRole('dialog', { name: t.fundTitle });
  await dialog.getByLabel(t.fundLabel).fill('fund-pass');
  await dialog.getByRole('button', { name: t.confirm }).click();
  await expect(dialog).toBeHidden();
}

/** A market order's fill toast; the fund password first when it is asked (the second pass of a test is remembered). */
async function expectFilled(page: Page, t: Texts): Promise<void> {
  const dialog = page.getByRole('dialog', { name: t.fundTitle });
  const filled = toast(page, t.filled).first();
  await expect(dialog.or(filled).first()).toBeVisible({ timeout: 15_000 });
  if (await dialog.isVisible()) await enterFundPassword(page, t);
  await expect(filled).toBeVisible({ timeout: 15_000 });
}

/** Moves the sandbox's simulated market to `price`: it prints a trade there at once (of `size` when given). */
async function printAt(page: Page, market: 'spot' | 'futures', symbol: string, price: number, size?: string): Promise<void> {
  const query = `symbol=${symbol}&market=${market}&price=${price}${size === undefined ? '' : `&size=${size}`}`;
  const tick = await page.request.get(siteUrl('main', `/_sandbox/market/tick?${query}`));
  expect(tick.ok()).toBe(true);
}

const SPOT = [
  {
    name: 'desktop 1440: BTC_USDT in English, then again in Arabic',
    viewport: { width: 1440, height: 1000 },
    first: TEXT.en,
    second: TEXT.ar,
    symbol: 'BTC_USDT',
    base: 'BTC',
    small: '0.001',
    half: '0.0005',
  },
  {
    name: 'phone 390: ETH_USDT in Arabic, then again in English',
    viewport: { width: 390, height: 844 },
    first: TEXT.ar,
    second: TEXT.en,
    symbol: 'ETH_USDT',
    base: 'ETH',
    small: '0.02',
    half: '0.01',
  },
] as const;
type SpotCase = (typeof SPOT)[number];

const openOrdersOf = (page: Page, t: Texts) => page.getByRole('region', { name: t.openOrders });
const openOrdersTab = (page: Page, t: Texts) => page.getByRole('tab', { name: new RegExp(`^${t.openOrders}`) });

/** A resting limit buy at `price` from a fresh ticket (on a phone the sheet is closed after it to read the panels). */
async function restingBuy(page: Page, t: Texts, c: SpotCase, price: number | null): Promise<number> {
  const ticket = await ticketOf(page, t);
  await ticket.getByRole('button', { name: t.limit, exact: true }).click();
  const field = ticket.getByRole('textbox', { name: t.price });
  // 2 % under the ticker header's last price, on the symbol's 0.01 tick.
  const last = page.getByRole('group', { name: t.lastPrice, includeHidden: true });
  const at = price ?? Number((numberIn(await last.textContent()) * 0.98).toFixed(2));
  await field.fill(String(at));
  await ticket.getByRole('textbox', { name: t.amount }).fill(c.small);
  await ticket.getByRole('button', { name: t.buy(c.base) }).click();
  await expect(toast(page, t.placed).first()).toBeVisible();
  await closeTicket(page);
  return at;
}

/** Refused beyond the balance with the typed values kept, then a small market buy that fills; the USDT it cost. */
async function refusedThenMarketBuy(page: Page, t: Texts, c: SpotCase): Promise<number> {
  const ticket = await ticketOf(page, t);
  const amount = ticket.getByRole('textbox', { name: t.amount });
  await ticket.getByRole('button', { name: t.limit, exact: true }).click();
  await amount.fill('1000');
  await ticket.getByRole('button', { name: t.buy(c.base) }).click();
  await expect(ticket.getByText(t.refused)).toBeVisible();
  await expect(amount).toHaveValue('1000');

  const before = await availableQuote(page, t);
  await ticket.getByRole('button', { name: t.market, exact: true }).click();
  await amount.fill(c.small);
  await ticket.getByRole('button', { name: t.buy(c.base) }).click();
  await expectFilled(page, t);
  // The balance the private stream pushes after the fill (a reading while the form re-renders is not one).
  let after = before;
  await expect
    .poll(
      async () => {
        const now = await availableQuote(page, t);
        if (now > 0) after = now;
        return after;
      },
      // A phone's sheet closes after the order; the one opened again loads the balance anew.
      { timeout: 30_000 },
    )
    .toBeLessThan(before);
  return before - after;
}

for (const c of SPOT) {
  test(`spot on ${c.name}: refused, market buy, partial then full resting fill, cancel and cancel-all`, async ({ page }) => {
    await page.setViewportSize(c.viewport);
    const t = c.first;
    await usePersona(page, 'user-kyc2', `${t.prefix}/trade/${c.symbol}`);
    await waitForHydration(page);
    await balanceShown(page, t);

    // 1–2. Refused beyond the balance; a small market buy fills: a toast, the available USDT drops by the fill + fee
    // (about 60 USDT at the sandbox's prices), the fill in the trade history.
    const cost = await refusedThenMarketBuy(page, t, c);
    expect(cost).toBeGreaterThan(40);
    expect(cost).toBeLessThan(90);
    await closeTicket(page);
    await page.getByRole('tab', { name: t.tradeHistory }).click();
    await expect(page.getByRole('region', { name: t.tradeHistory }).getByRole('row')).not.toHaveCount(1);

    // 3. Three resting limit buys under the market; a print through the first smaller than it fills it in part, the
    // next print the rest: open orders and toasts follow without a reload.
    await openOrdersTab(page, t).click();
    const rows = openOrdersOf(page, t).getByRole('row');
    const resting = Math.max(await rows.count(), 1);
    const low = await restingBuy(page, t, c, null);
    await expect(rows).toHaveCount(resting + 1);
    for (const [i, below] of [0.995, 0.99].entries()) {
      await restingBuy(page, t, c, Number((low * below).toFixed(2)));
      await expect(rows).toHaveCount(resting + i + 2);
    }
    const through = Number((low * 0.999).toFixed(2));
    await printAt(page, 'spot', c.symbol, through, c.half);
    await expect(toast(page, t.partial).first()).toBeVisible();
    // Still open, with the part filled in its Filled column.
    await expect(rows).toHaveCount(resting + 3);
    await expect(openOrdersOf(page, t).getByRole('cell', { name: c.half, exact: true })).toBeVisible();
    await printAt(page, 'spot', c.symbol, through);
    await expect(toast(page, t.filled).first()).toBeVisible();
    await expect(rows).toHaveCount(resting + 2);

    // 4. Cancel all (two or more open): the open orders empty, a toast for each.
    await openOrdersOf(page, t).getByRole('button', { name: t.cancelAll }).click();
    await expect(openOrdersOf(page, t).getByText(t.noOpenOrders)).toBeVisible();
    await expect(toast(page, t.cancelled).first()).toBeVisible();

    // The short steps again in the other locale: refused, a market buy, a resting buy filled in part, cancelled alone.
    const u = c.second;
    await page.goto(siteUrl('main', `${u.prefix}/trade/${c.symbol}`));
    await waitForHydration(page);
    await balanceShown(page, u);
    expect(await refusedThenMarketBuy(page, u, c)).toBeGreaterThan(40);
    await closeTicket(page);
    await openOrdersTab(page, u).click();
    const price = await restingBuy(page, u, c, null);
    const mine = openOrdersOf(page, u)
      .getByRole('row')
      .filter({ has: page.getByRole('button') });
    await expect(mine).toHaveCount(1);
    await printAt(page, 'spot', c.symbol, Number((price * 0.999).toFixed(2)), c.half);
    await expect(toast(page, u.partial).first()).toBeVisible();
    await expect(mine.getByRole('cell', { name: c.half, exact: true })).toBeVisible();
    await mine.getByRole('button').click();
    await expect(toast(page, u.cancelled).first()).toBeVisible();
    await expect(openOrdersOf(page, u).getByText(u.noOpenOrders)).toBeVisible();
  });
}

const FUTURES = [
  {
    name: 'a 390 px phone, in English',
    viewport: { width: 390, height: 844 },
    t: TEXT.en,
    positions: 'Positions',
    close: /^Close the long BTC_USDT position$/,
    none: 'No open positions',
    isolated: 'Isolated',
    leverage: /^Leverage/,
    size: /^Size/,
    openLong: 'Open long',
    mode: /10× isolated/,
    tpsl: /^Set TP\/SL of the long BTC_USDT position$/,
    tpslDialog: /Take profit and stop loss/,
    takeProfit: 'Take-profit price',
    stopLoss: 'Stop-loss price',
    save: 'Save',
    funding: 'Funding',
  },
  {
    name: 'a 1440 desktop, in Arabic',
    viewport: { width: 1440, height: 1000 },
    t: TEXT.ar,
    positions: 'المراكز',
    close: /^إغلاق مركز .*BTC_USDT$/,
    none: 'لا توجد مراكز مفتوحة',
    isolated: 'معزول',
    leverage: /^الرافعة/,
    size: /^الحجم/,
    openLong: 'فتح مركز طويل',
    mode: /(10|١٠)× معزول/,
    tpsl: /^تعيين جني الأرباح ووقف الخسارة لمركز .*BTC_USDT$/,
    tpslDialog: /جني الأرباح ووقف الخسارة/,
    takeProfit: 'سعر جني الأرباح',
    stopLoss: 'سعر وقف الخسارة',
    save: 'حفظ',
    funding: 'التمويل',
  },
] as const;

for (const f of FUTURES) {
  test(`futures on ${f.name}: open 10× isolated, liquidation price and PnL move, set TP/SL, funding in the history, close`, async ({
    page,
  }) => {
    await page.setViewportSize(f.viewport);
    await usePersona(page, 'user-kyc2', `${f.t.prefix}/futures/usdt/BTC_USDT`);
    await waitForHydration(page);
    const positions = page.getByRole('region', { name: f.positions });
    const close = positions.getByRole('button', { name: f.close });
    // The persona's seeded long is closed first, so the position below is the one this test opens.
    await expect(close).toBeVisible({ timeout: 30_000 });
    await close.click();
    await expect(positions.getByText(f.none)).toBeVisible();

    const ticket = await ticketOf(page, f.t);
    await ticket.getByRole('button', { name: f.isolated }).click();
    await ticket.getByRole('textbox', { name: f.leverage }).fill('10');
    await ticket.getByRole('button', { name: f.t.market, exact: true }).click();
    await ticket.getByRole('textbox', { name: f.size }).fill('10');
    await ticket.getByRole('button', { name: f.openLong }).click();
    await expectFilled(page, f.t);
    await closeTicket(page);
    await expect(positions.getByText(f.mode)).toBeVisible();
    const liq = numberIn(await page.getByTestId('position-liq').textContent());
    expect(liq).toBeGreaterThan(0);

    // The market moves up 2 %: the mark, and with it the unrealised PnL, follow without a reload.
    const pnl = await page.getByTestId('position-pnl').textContent();
    const mark = numberIn(await page.getByTestId('position-mark').textContent());
    await printAt(page, 'futures', 'BTC_USDT', Math.round(mark * 1.02));
    await expect(page.getByTestId('position-pnl')).not.toHaveText(pnl ?? '', { timeout: 15_000 });

    // TP/SL from the position's row.
    await positions.getByRole('button', { name: f.tpsl }).click();
    const tpsl = page.getByRole('dialog', { name: f.tpslDialog });
    const takeProfit = Math.round(mark * 1.2);
    await tpsl.getByLabel(f.takeProfit).fill(String(takeProfit));
    await tpsl.getByLabel(f.stopLoss).fill(String(Math.round(mark * 0.8)));
    await tpsl.getByRole('button', { name: f.save }).click();
    await expect(tpsl).toBeHidden();
    await expect.poll(async () => latin(await positions.getByRole('row').nth(1).textContent())).toContain(String(takeProfit));

    // Funding: the sandbox settles the next funding now; it appears in the Funding tab.
    const funding = await page.request.get(siteUrl('main', '/_sandbox/funding'));
    expect(funding.ok()).toBe(true);
    await page.getByRole('tab', { name: f.funding }).click();
    await expect(page.getByRole('region', { name: f.funding }).getByRole('row')).toHaveCount(2, { timeout: 15_000 });

    // Close it.
    await page.getByRole('tab', { name: new RegExp(`^${f.positions}`) }).click();
    await close.click();
    await expect(positions.getByText(f.none)).toBeVisible();
  });
}
