// e2e-projects: account, promotions, referral
import type { Page } from '@playwright/test';
import { siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

// Issue 12 items 6 and 7 (decisions 1200, 1203): each region switch hides what it names on a site that sets it, and
// the analytics events of the download banner arrive at the sandbox's collector.

test.describe.configure({ mode: 'parallel' });

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

test('testnet (hiddenFooterSignup, hiddenAppDownload) against main: footer sign-up call and download banner', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(siteUrl('main', '/'));
  await waitForHydration(page);
  await expect(footer(page).getByRole('link', { name: 'Sign Up Now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trade anytime, anywhere' })).toBeVisible();

  await page.goto(siteUrl('testnet', '/'));
  await waitForHydration(page);
  await expect(footer(page)).toBeVisible();
  await expect(footer(page).getByRole('link', { name: 'Sign Up Now' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Trade anytime, anywhere' })).toHaveCount(0);
});

test('testnet (hiddenNotification, hiddenReferral) against main: the user menu entries', async ({ page }) => {
  const menuEntries = async (shown: number) => {
    await waitForHydration(page);
    await header(page)
      .getByRole('button', { name: /^Account menu for / })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Support tickets' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Notifications' })).toHaveCount(shown);
    await expect(menu.getByRole('menuitem', { name: 'Referral' })).toHaveCount(shown);
    await page.keyboard.press('Escape');
  };
  await usePersona(page, 'user-kyc2', '/', 'main');
  await menuEntries(1);
  await usePersona(page, 'user-kyc2', '/', 'testnet');
  await menuEntries(0);
});

test('Japan (hiddenThemeSwitch) and the US (hiddenLangAndRate, en-us links) against main: the header switches', async ({ page }) => {
  await page.goto(siteUrl('main', '/'));
  await waitForHydration(page);
  await expect(
    header(page)
      .getByRole('radiogroup', { name: 'Theme' })
      .or(header(page).getByRole('button', { name: /Theme/ }))
      .first(),
  ).toBeVisible();
  await expect(
    header(page)
      .getByRole('button', { name: /Language/ })
      .first(),
  ).toBeVisible();

  await page.goto(siteUrl('jp', '/'));
  await waitForHydration(page);
  await expect(
    header(page)
      .getByRole('button', { name: /Language/ })
      .first(),
  ).toBeVisible();
  await expect(header(page).getByRole('radiogroup', { name: 'Theme' })).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: /Theme/ })).toHaveCount(0);

  await page.goto(siteUrl('us', '/'));
  await waitForHydration(page);
  await expect(header(page).getByRole('button', { name: /Language/ })).toHaveCount(0);
  // Spec 03 §2: on the US site every other path goes under the en-us prefix.
  await expect(header(page).getByRole('link', { name: 'Markets' }).first()).toHaveAttribute('href', '/en-us/price');
});

test('authorizedLogin: main offers google, metamask and apple on /login; the EU site none', async ({ page }) => {
  await page.goto(siteUrl('main', '/login'));
  await expect(page.locator('[data-authorized-login]').first()).toHaveAttribute('data-authorized-login', 'google metamask apple');
  await page.goto(siteUrl('eu', '/login'));
  await expect(page.locator('[data-authorized-login]').first()).toHaveAttribute('data-authorized-login', '');
});

test('bigData: the download banner events arrive at the sandbox collector on main, none on the EU site', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(siteUrl('main', '/'));
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Trade anytime, anywhere' })).toBeVisible();
  await expect(footer(page).getByRole('checkbox', { name: 'Share anonymous usage analytics' })).toBeChecked();
  // The banner reports its view after 1 s, the client sends its batch 2 s later.
  // Read from the page (same origin, the browser's cookies: the sandbox keeps events per browser and persona).
  const names = async () =>
    page.evaluate(async () => {
      const response = await fetch('/api/web/v1/analytics/events');
      const body = (await response.json()) as { data: { events: { name: string; props: Record<string, unknown> }[] } };
      return body.data.events;
    });
  await expect.poll(async () => (await names()).map((e) => e.name), { timeout: 10_000 }).toContain('download_banner_view');
  await page.getByRole('region', { name: 'Trade anytime, anywhere' }).getByRole('button', { name: /close/i }).click();
  await expect.poll(async () => (await names()).map((e) => e.name), { timeout: 10_000 }).toContain('download_banner_close');
  expect((await names()).find((e) => e.name === 'download_banner_view')?.props).toEqual({ site: 0, path: '/' });

  await page.goto(siteUrl('eu', '/'));
  await waitForHydration(page);
  await expect(footer(page).getByRole('checkbox', { name: 'Share anonymous usage analytics' })).toHaveCount(0);
  await page.waitForTimeout(3500);
  expect(await names()).toEqual([]);
});
