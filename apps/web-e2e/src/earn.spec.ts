// e2e-projects: earn, compliance
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { siteGet, siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

/**
 * Issue 25 items 1 and 3 (decisions 1894–1897): convert with a quote that expires, then a fresh one; subscribe to and
 * redeem a simple-earn product; a region that closes convert and earn redirects. Each flow runs on a desktop in
 * English and a 390 px phone in Arabic inside one test (one persona session: the balances carry over).
 */
test.describe.configure({ mode: 'parallel' });
// Two passes of a money flow per test (desktop/English, phone/Arabic): twice the default budget.
test.use({ actionTimeout: 15_000 });

const RUNS = [
  { lang: 'en', prefix: '', width: 1440, height: 900 },
  { lang: 'ar', prefix: '/ar', width: 390, height: 844 },
] as const;

const WORDS = {
  en: {
    spend: 'Amount to spend',
    preview: 'Preview conversion',
    convert: 'Convert',
    refresh: 'Get a new quote',
    countdown: /Quote expires in \d+ seconds?/,
    expired: 'This quote has expired',
    done: 'Converted',
    subscribe: 'Subscribe to USDT Flexible',
    subscribeCta: 'Subscribe',
    amount: 'Amount',
    subscribed: 'Subscribed 100 USDT.',
    redeemCoin: 'Redeem USDT',
    redeem: 'Redeem',
    redeemed: 'Redeemed 100 USDT',
  },
  ar: {
    spend: 'المبلغ المدفوع',
    preview: 'معاينة التحويل',
    convert: 'تحويل',
    refresh: 'احصل على عرض سعر جديد',
    countdown: /ينتهي عرض السعر خلال/,
    expired: 'انتهت صلاحية عرض السعر',
    done: 'تم تحويل',
    subscribe: 'الاشتراك في USDT مرن',
    subscribeCta: 'اشتراك',
    amount: 'المبلغ',
    subscribed: 'تم الاشتراك بمبلغ 100 USDT.',
    redeemCoin: 'استرداد USDT',
    redeem: 'استرداد',
    redeemed: 'تم استرداد 100 USDT',
  },
} as const;

/** The spot balance the wallet call answers (the one balance every page shows). */
async function spotBalance(page: Page, currency: string): Promise<number> {
  const response = await page.request.get(siteUrl('main', '/api/web/v1/wallet/balances'));
  const body = (await response.json()) as {
    data: { accounts: { account: string; balances: { currency: string; available: string }[] }[] };
  };
  const spot = body.data.accounts.find((a) => a.account === 'spot');
  return Number(spot?.balances.find((b) => b.currency === currency)?.available ?? '0');
}

test('convert: an expired quote is refused on the page, a fresh one converts and both balances change (issue 25)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await usePersona(page, 'user-kyc2', '/convert');
  for (const run of RUNS) {
    const w = WORDS[run.lang];
    await page.setViewportSize({ width: run.width, height: run.height });
    await page.goto(siteUrl('main', `${run.prefix}/convert`));
    await waitForHydration(page);
    const [usdt, btc] = [await spotBalance(page, 'USDT'), await spotBalance(page, 'BTC')];
    await expect(page.getByTestId('convert-available-from')).toContainText(`${usdt} USDT`);
    await page.getByRole('textbox', { name: w.spend }).fill('100');
    await page.getByRole('button', { name: w.preview }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('convert-countdown')).toHaveText(w.countdown);
    if (run.lang === 'en') await expectNoAxeViolations(page);
    // The quote holds 10 s: the page's clock jumps past it, and the page will not confirm it.
    await page.clock.fastForward(11_000);
    await expect(dialog.getByTestId('convert-expired')).toContainText(w.expired);
    await expect(dialog.getByRole('button', { name: w.convert, exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: w.refresh }).click();
    await expect(dialog.getByTestId('convert-countdown')).toHaveText(w.countdown);
    const received = Number((await dialog.getByTestId('convert-quote-to').innerText()).split(' ')[0]);
    await dialog.getByRole('button', { name: w.convert, exact: true }).click();
    await expect(dialog.getByTestId('convert-done')).toContainText(w.done);
    await expect.poll(() => spotBalance(page, 'USDT')).toBeCloseTo(usdt - 100, 6);
    expect(await spotBalance(page, 'BTC')).toBeCloseTo(btc + received, 8);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('convert-history').getByRole('listitem').first()).toContainText('100 USDT');
    await expect(page.getByTestId('convert-available-from')).toContainText(`${usdt - 100} USDT`);
  }
});

test('simple earn: subscribe 100 USDT from spot, see the position, redeem it back (issue 25)', async ({ page }) => {
  test.setTimeout(60_000);
  await usePersona(page, 'user-kyc2', '/simple-earn');
  for (const run of RUNS) {
    const w = WORDS[run.lang];
    await page.setViewportSize({ width: run.width, height: run.height });
    await page.goto(siteUrl('main', `${run.prefix}/simple-earn`));
    await waitForHydration(page);
    const usdt = await spotBalance(page, 'USDT');
    await page.getByRole('button', { name: w.subscribe }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: w.amount }).fill('100');
    if (run.lang === 'en') await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: w.subscribeCta, exact: true }).click();
    await expect(page.getByTestId('earn-notice')).toHaveText(w.subscribed);
    await expect(page.getByTestId('earn-positions').getByTestId('earn-position-amount')).toHaveText('100 USDT');
    await expect.poll(() => spotBalance(page, 'USDT')).toBeCloseTo(usdt - 100, 6);
    await page.getByRole('button', { name: w.redeemCoin }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.redeem, exact: true }).click();
    await expect(page.getByTestId('earn-notice')).toContainText(w.redeemed);
    await expect(page.getByTestId('earn-positions')).toHaveCount(0);
    // Principal back, plus whatever interest the sandbox paid (0 within the first minute).
    await expect.poll(() => spotBalance(page, 'USDT')).toBeGreaterThanOrEqual(usdt);
  }
});

async function personaRequest(request: APIRequestContext, persona: string): Promise<void> {
  const response = await siteGet(request, 'main', `/_sandbox/persona/${persona}?next=/`);
  expect(response.status(), `persona ${persona}`).toBe(302);
}

test('a region that closes convert and earn redirects each route; the converter stays open; the header leads there (issue 25)', async ({
  page,
  request,
}) => {
  await personaRequest(request, 'earn-restricted');
  for (const path of ['/convert', '/simple-earn', '/lend-earn', '/hodl', '/ar/simple-earn']) {
    const response = await siteGet(request, 'main', path);
    expect([307, 308], `${path} answered ${response.status()}`).toContain(response.status());
    expect(response.headers()['location']).toMatch(/\/state_compliance_tips$/);
  }
  expect((await siteGet(request, 'main', '/converter')).status()).toBe(200);
  // An open region: the header's Earn entry reaches the page.
  await page.setViewportSize({ width: 1440, height: 900 });
  await usePersona(page, 'user-kyc2', '/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Earn', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('main', '/simple-earn'));
  await expect(page.getByRole('heading', { level: 1, name: 'Simple Earn' })).toBeVisible();
});
