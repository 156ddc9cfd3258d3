// e2e-projects: launch, compliance
import { expectNoAxeViolations } from './support/axe';
import { siteGet, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

/**
 * Issue 25 items 2 and 4 (decision 1898): copy trading and the launchpool against the sandbox, the balances changing
 * as the server says, on a 390 px phone and a 1440 px desktop, in English and Arabic; and a region that forbids the
 * products redirected from every one of their pages. Each flow runs its variants in one page (the sandbox state
 * carries over: a stopped copy and an unstaked pool leave the balance where it started).
 */
const WORDS = {
  en: {
    prefix: '',
    available: (amount: string) => `Available: ${amount} USDT`,
    followTitle: 'Copy SteadyGrid',
    amount: 'Copy amount',
    start: 'Start copying',
    active: 'Active',
    stop: 'Stop copying SteadyGrid',
    stake: 'Stake USDT to earn NXT',
    stakeAmount: 'Amount',
    stakeSubmit: 'Stake',
    myStake: '200 USDT',
    unstake: 'Unstake',
  },
  ar: {
    prefix: '/ar',
    available: (amount: string) => `المتاح: ${amount} USDT`,
    followTitle: 'نسخ SteadyGrid',
    amount: 'مبلغ النسخ',
    start: 'بدء النسخ',
    active: 'نشط',
    stop: 'إيقاف نسخ SteadyGrid',
    stake: 'راهن بـ USDT لتربح NXT',
    stakeAmount: 'المبلغ',
    stakeSubmit: 'رهن',
    myStake: '200 USDT',
    unstake: 'فك الرهن',
  },
} as const;

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function followAndStop(page: Page, lang: 'en' | 'ar', axe: boolean): Promise<void> {
  const w = WORDS[lang];
  await page.goto(`${w.prefix}/copytrading/trader/futures/lt-2?follow=1`);
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: w.followTitle });
  await expect(dialog).toBeVisible();
  // The futures account's USDT, as the wallet balances call answers it (500 for user-kyc2).
  await expect(page.getByTestId('copy-available')).toHaveText(w.available('500'));
  if (axe) await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: w.amount, exact: true }).fill('120');
  await dialog.getByRole('button', { name: w.start }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/copytrading\/trader\/futures\/lt-2$/);
  await expect(page.getByTestId('copy-available')).toHaveText(w.available('380'));
  // The copy of an earlier variant is listed too, stopped: exactly one is active.
  await expect(page.getByTestId('my-copy').filter({ hasText: w.active })).toHaveCount(1);
  await page.getByRole('button', { name: w.stop }).click();
  await expect(page.getByTestId('copy-available')).toHaveText(w.available('500'));
}

async function stakeAndUnstake(page: Page, lang: 'en' | 'ar', axe: boolean): Promise<void> {
  const w = WORDS[lang];
  await page.goto(`${w.prefix}/launchpool`);
  await waitForHydration(page);
  const pool = page.getByTestId('launchpool').filter({ has: page.getByRole('button', { name: w.stake }) });
  await expect(pool.getByTestId('pool-available')).toHaveText(w.available('1000'));
  if (axe) await expectNoAxeViolations(page);
  await pool.getByRole('button', { name: w.stake }).click();
  const dialog = page.getByRole('dialog', { name: w.stake });
  await dialog.getByRole('textbox', { name: w.stakeAmount, exact: true }).fill('200');
  await dialog.getByRole('button', { name: w.stakeSubmit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(pool.getByTestId('pool-available')).toHaveText(w.available('800'));
  await expect(pool.getByTestId('my-stake')).toContainText(w.myStake);
  await pool.getByRole('button', { name: w.unstake }).click();
  await expect(pool.getByTestId('pool-available')).toHaveText(w.available('1000'));
  await expect(pool.getByTestId('my-stake')).toHaveCount(0);
}

test.describe('copy trading and launch products (issue 25)', () => {
  // Two variants (viewport × language) per flow in one page, each write awaiting the server's refreshed balances.
  test.describe.configure({ timeout: 90_000 });
  test('follow a lead trader from follow=1 and stop: the futures balance moves as the server says (desktop en, phone ar)', async ({
    page,
  }) => {
    await usePersona(page, 'user-kyc2', '/');
    await page.setViewportSize(DESKTOP);
    await followAndStop(page, 'en', true);
    await page.setViewportSize(PHONE);
    await followAndStop(page, 'ar', true);
  });

  test('stake in a launchpool and unstake: the spot balance moves as the server says (phone en, desktop ar)', async ({ page }) => {
    await usePersona(page, 'user-kyc2', '/');
    await page.setViewportSize(PHONE);
    await stakeAndUnstake(page, 'en', true);
    await page.setViewportSize(DESKTOP);
    await stakeAndUnstake(page, 'ar', true);
  });

  test('every page answers 200, and products-restricted is redirected from each to /state_compliance_tips', async ({ playwright }) => {
    const paths = [
      '/copytrading',
      '/copytrading?mode=spot',
      '/copytrading/trader/futures/lt-1?follow=1',
      '/launchpool',
      '/candy-drop',
      '/startup',
      '/startup/su-1',
      '/premint',
      '/pre-market',
      '/strategybot',
    ];
    for (const persona of ['user-kyc2', 'products-restricted'] as const) {
      const request = await playwright.request.newContext();
      expect((await siteGet(request, 'main', `/_sandbox/persona/${persona}?next=/`)).status()).toBe(302);
      for (const path of paths) {
        const response = await siteGet(request, 'main', path);
        if (persona === 'user-kyc2') expect(response.status(), `${persona} ${path}`).toBe(200);
        else {
          expect([307, 308], `${persona} ${path}`).toContain(response.status());
          expect(response.headers()['location']).toBe('/state_compliance_tips');
        }
      }
      await request.dispose();
    }
  });
});
