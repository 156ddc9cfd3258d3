// e2e-projects: chart, account
import { expectNoAxeViolations } from './support/axe';
import { usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

// Issue 10 item 3 (spec 01 §5): the quick order asks for the fund password when the user's frequency requires it.
// The app composes the chart's trade view with the account domain's check and modal (decision 0800). The sandbox's
// fund password is `fund-pass` (decision 0910); every test starts in a fresh browser context (nothing remembered).
test.describe.configure({ mode: 'parallel' });
test.setTimeout(90_000);

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

const fundPassword = (page: Page) => page.getByRole('dialog', { name: 'Enter fund password' });
const quickOrder = (page: Page) => page.getByRole('dialog', { name: 'Buy BTC_USDT' });

/** Opens the quick order from the chart's context menu (Buy at …) and submits a market buy of 0.01 BTC. */
async function submitMarketBuy(page: Page): Promise<void> {
  const chart = page.getByRole('region', { name: /^Price chart for BTC_USDT/ });
  await expect(chart).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const box = await chart.boundingBox();
  if (!box) throw new Error('no chart box');
  await chart.click({ button: 'right', position: { x: box.width * 0.4, y: box.height * 0.25 } });
  await page.getByRole('menuitem', { name: /^Buy at / }).click();
  const order = quickOrder(page);
  await expect(order).toBeVisible();
  await order.getByRole('button', { name: 'Market' }).click();
  await order.getByLabel('Amount').fill('0.01');
  await order.getByRole('button', { name: 'Buy', exact: true }).click();
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the quick order's fund password on ${name}`, () => {
    test.use({ viewport });

    test('fundpass-every-time: asked before each order; Cancel places nothing; Confirm needs a password; axe clean', async ({ page }) => {
      await usePersona(page, 'fundpass-every-time', '/trade/BTC_USDT');
      await waitForHydration(page);

      await submitMarketBuy(page);
      const dialog = fundPassword(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: /Set a fund password/ })).toHaveAttribute('href', '/myaccount/fundpass_setup');
      await expect(dialog.getByRole('link', { name: 'Two-factor authentication' })).toHaveAttribute('href', '/myaccount/totp');
      await expectNoAxeViolations(page);

      // Cancel: nothing is placed, the quick order stays open with what the user typed.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(quickOrder(page)).toBeVisible();
      await expect(quickOrder(page).getByLabel('Amount')).toHaveValue('0.01');

      // Again: Confirm stays disabled until a password is entered, then the order goes through.
      await quickOrder(page).getByRole('button', { name: 'Buy', exact: true }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
      await dialog.getByLabel('Fund password').fill('fund-pass');
      const placed = page.waitForResponse((r) => r.url().includes('/api/web/v1/spot/orders') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toBeHidden();
      // The order went to the exchange (this persona holds no USDT, so the exchange may refuse it: that is its answer).
      await placed;
      await quickOrder(page).getByRole('button', { name: 'Cancel' }).click();

      // "Every time": the next order asks again.
      await submitMarketBuy(page);
      await expect(fundPassword(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(fundPassword(page)).toBeHidden();
    });

    test('fundpass-never: the order goes through without the fund password', async ({ page }) => {
      await usePersona(page, 'fundpass-never', '/trade/BTC_USDT');
      await waitForHydration(page);
      const placed = page.waitForResponse((r) => r.url().includes('/api/web/v1/spot/orders') && r.request().method() === 'POST');
      await submitMarketBuy(page);
      await placed;
      await expect(fundPassword(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
