// e2e-projects: wallet, micro-transfer
import { expectNoAxeViolations } from './support/axe';
import { siteOrigin, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The assets page, opened as `user-kyc2` (1000 USDT spot, 500 USDT futures in the sandbox; decision 1121). */
async function assetsBalances(page: Page) {
  await waitForHydration(page);
  const balances = page.getByRole('region', { name: 'Balances by account' });
  await expect(balances.getByTestId('balance-spot')).toHaveText('1,000.00 USDT · 0.50 BTC');
  await expect(balances.getByTestId('balance-futures')).toHaveText('500.00 USDT');
  return balances;
}

/** Opens a transfer micro-app from the balances section and waits until it has its balances. */
async function openTransfer(page: Page, button: string, title: string) {
  const entry = page.waitForResponse((r) => r.url().endsWith('/sandbox-static/micro/transfer/entry.js') && r.request().method() === 'GET');
  await page.getByRole('region', { name: 'Balances by account' }).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  expect((await entry).headers()['x-micro-app-version']).toBe('1.0.0');
  await expect(dialog.getByRole('button', { name: 'Transfer', exact: true })).toBeVisible();
  return dialog;
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('transfers 10 USDT from spot to futures in the micro-app and the assets figures change (spec 02 §3)', async ({ page }) => {
      await usePersona(page, 'user-kyc2', '/myaccount/assets');
      const balances = await assetsBalances(page);
      const dialog = await openTransfer(page, 'Transfer', 'Transfer funds');
      await expect(dialog.getByRole('combobox', { name: 'From' })).toHaveValue('spot');
      await expect(dialog.getByRole('combobox', { name: 'To' })).toHaveValue('futures');
      await expect(dialog.getByText('Available: 1000 USDT')).toBeVisible();
      await expectNoAxeViolations(page);

      await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(dialog.getByRole('status')).toHaveText('Transferred 10 USDT from Spot to Futures.');
      await expect(dialog.getByText('Available: 990 USDT')).toBeVisible();
      await expect(balances.getByTestId('balance-spot')).toHaveText('990.00 USDT · 0.50 BTC');
      await expect(balances.getByTestId('balance-futures')).toHaveText('510.00 USDT');

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await page.reload();
      await waitForHydration(page);
      await expect(balances.getByTestId('balance-futures')).toHaveText('510.00 USDT');
    });

    test("an invalid amount shows the micro-app's message and moves nothing", async ({ page }) => {
      await usePersona(page, 'user-kyc2', '/myaccount/assets');
      const balances = await assetsBalances(page);
      const dialog = await openTransfer(page, 'Transfer', 'Transfer funds');
      const amount = dialog.getByRole('textbox', { name: 'Amount' });
      await amount.fill('abc');
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Enter an amount greater than 0');
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await amount.fill('5000');
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(dialog.getByRole('alert')).toContainText('The amount is more than the 1000 USDT available');
      await expect(dialog.getByRole('alert').getByRole('link', { name: 'Deposit USDT' })).toHaveAttribute(
        'href',
        '/myaccount/deposit/USDT',
      );
      await expectNoAxeViolations(page);
      await expect(balances.getByTestId('balance-spot')).toHaveText('1,000.00 USDT · 0.50 BTC');
    });
  });
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the master transfer moves funds to a sub-account', async ({ page }) => {
    await usePersona(page, 'user-kyc2', '/myaccount/assets');
    const balances = await assetsBalances(page);
    const dialog = await openTransfer(page, 'Sub-account transfer', 'Sub-account transfer');
    await expect(dialog.getByRole('combobox', { name: 'Direction' })).toHaveValue('toSub');
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('25');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('Transferred 25 USDT from Spot to sub-trading');
    await expect(balances.getByText('Sub-account sub-trading')).toBeVisible();
    await expect(balances.locator('[data-testid^="balance-sub:"]')).toHaveText('25.00 USDT');
    await expect(balances.getByTestId('balance-spot')).toHaveText('975.00 USDT · 0.50 BTC');
  });

  test('a missing bundle leaves a link to the assets page and the page usable', async ({ page }) => {
    await page.context().addCookies([{ name: 'sandbox_micro_app_fault', value: 'transfer:missing', url: siteOrigin('main') }]);
    await usePersona(page, 'user-kyc2', '/myaccount/assets');
    await assetsBalances(page);
    await page.getByRole('region', { name: 'Balances by account' }).getByRole('button', { name: 'Transfer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer funds' });
    await expect(dialog.getByRole('link', { name: /Transfer funds/ })).toHaveAttribute('href', '/myaccount/assets');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Deposit methods' })).toBeEnabled();
  });
});
