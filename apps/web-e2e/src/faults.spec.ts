// e2e-projects: web
import { expectNoAxeViolations } from './support/axe';
import { setFault, siteUrl, waitForHydration } from './support/sites';
import { expect, quietChromeCookies, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });

/**
 * The currency menu's choices: the fallback site data (spec 03 §8) has only the default fiat, the sandbox's data
 * three. (The language switch no longer depends on this call: it lists the site table's locales, decision 1500.)
 */
async function expectCurrencyChoices(page: Page, count: number) {
  await waitForHydration(page);
  const banner = page.getByRole('banner');
  const currency = banner.getByRole('button', { name: /^Currency: / });
  await currency.click();
  await expect(banner.getByRole('menu').getByRole('menuitemradio')).toHaveCount(count);
  await page.keyboard.press('Escape');
  await expect(currency).toHaveAttribute('aria-expanded', 'false');
}

/** The page rendered normally: header with its auth links, the page heading, the footer, no error boundary. */
async function expectHealthyHome(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy, sell and trade crypto' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
}

for (const kind of ['http500', 'malformed-json', 'network']) {
  test(`headerCommonData ${kind}: the home page still renders, the currency switch falls back; off restores it`, async ({ page }) => {
    await setFault(page, 'headerCommonData', kind);
    const response = await page.goto(siteUrl('main', '/'));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expectHealthyHome(page);
    // Default site data (spec 03 §8): the default fiat only; the language switch (site table) stays.
    await expectCurrencyChoices(page, 1);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Language: English$/ })).toBeVisible();
    if (kind === 'http500') await expectNoAxeViolations(page);

    await setFault(page, 'headerCommonData', 'off');
    await page.goto(siteUrl('main', '/'));
    await expectHealthyHome(page);
    await expectCurrencyChoices(page, 3);
  });
}

test('a fault is per browser: another browser context still gets the real data', async ({ page, browser }) => {
  await setFault(page, 'headerCommonData', 'http500');
  const other = await browser.newContext();
  await other.addCookies(quietChromeCookies({ newUserPopup: false, regionPrompt: false }));
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(siteUrl('main', '/'));
    await expectCurrencyChoices(otherPage, 3);
  } finally {
    await other.close();
  }
  await page.goto(siteUrl('main', '/'));
  await expectCurrencyChoices(page, 1);
});

test('faults on the home figures fall back to zeros without breaking the page', async ({ page }) => {
  await setFault(page, 'homeStats', 'http500');
  await page.goto(siteUrl('main', '/'));
  await expectHealthyHome(page);
  await expect(page.getByRole('heading', { name: 'Platform at a glance' })).toBeVisible();
});
