// e2e-projects: chart
import { expectNoAxeViolations } from './support/axe';
import { setFault, siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

// Issue 10 item 6 (decision 0415): the order and position lines' actions, pressed with the keyboard from the list
// of real buttons beside the chart, as user-kyc2 (a limit order on each market and a long of 3 BTC_USDT contracts).
test.describe.configure({ mode: 'parallel' });
test.setTimeout(90_000);

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

const actions = (page: Page) => page.getByRole('region', { name: 'Order and position actions' });

/** Focuses a button and presses it with the keyboard (the buttons are reachable without a pointer). */
async function pressWithKeyboard(page: Page, name: RegExp | string): Promise<void> {
  const button = actions(page).getByRole('button', { name });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`chart actions on ${name}`, () => {
    test.use({ viewport });

    test('spot: cancel the order from its line with the keyboard; the table and the line follow; axe clean', async ({ page }) => {
      await usePersona(page, 'user-kyc2', '/trade/BTC_USDT');
      await waitForHydration(page);
      const cancel = actions(page).getByRole('button', { name: 'Cancel order BTC_USDT buy 0.01 at 58,000.00' });
      await expect(cancel).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolations(page);
      await pressWithKeyboard(page, 'Cancel order BTC_USDT buy 0.01 at 58,000.00');
      await expect(page.getByRole('region', { name: 'Open orders' }).getByText('No open orders')).toBeVisible();
      await expect(actions(page)).toHaveCount(0);
      await expect(page.getByTestId(/^order-line-spot-/)).toHaveCount(0);
    });

    test('a failing cancel (HTTP 500) shows an error toast and keeps the order', async ({ page }) => {
      await usePersona(page, 'user-kyc2', '/');
      await setFault(page, 'cancelSpotOrder', 'http500');
      await page.goto(siteUrl('main', '/trade/BTC_USDT'));
      await waitForHydration(page);
      await pressWithKeyboard(page, /^Cancel order BTC_USDT buy/);
      await expect(page.getByRole('alert').getByText('The order was not cancelled')).toBeVisible();
      await expect(actions(page).getByRole('button', { name: /^Cancel order BTC_USDT buy/ })).toBeVisible();
    });

    test('futures: TP/SL with an invalid then a valid price, then reverse the position after confirming', async ({ page }) => {
      await usePersona(page, 'user-kyc2', '/futures/usdt/BTC_USDT');
      await waitForHydration(page);
      await expect(actions(page).getByRole('button', { name: 'TP/SL for position BTC_USDT long 3' })).toBeVisible({ timeout: 30_000 });

      await pressWithKeyboard(page, 'TP/SL for position BTC_USDT long 3');
      const tpsl = page.getByRole('dialog', { name: /Take profit and stop loss/ });
      await expect(tpsl).toBeVisible();
      // 1 is under any mark price: a long cannot take profit there.
      await tpsl.getByLabel('Take-profit price').fill('1');
      await tpsl.getByRole('button', { name: 'Save' }).click();
      await expect(tpsl.getByText('For a long, take profit must be above the mark price')).toBeVisible();
      await expect(tpsl.getByLabel('Take-profit price')).toHaveValue('1');
      await expectNoAxeViolations(page);
      await tpsl.getByLabel('Take-profit price').fill('999999');
      await tpsl.getByLabel('Stop-loss price').fill('1000');
      await tpsl.getByRole('button', { name: 'Save' }).click();
      await expect(tpsl).toBeHidden();
      // The take-profit line is on the chart (type 5).
      await expect(page.getByTestId('order-line-tp-BTC_USDT')).toBeAttached({ timeout: 30_000 });

      await pressWithKeyboard(page, 'Reverse position BTC_USDT long 3');
      const confirm = page.getByRole('alertdialog', { name: 'Reverse this position?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Reverse position' }).click();
      await expect(confirm).toBeHidden();
      await expect(actions(page).getByRole('button', { name: 'Reverse position BTC_USDT short 3' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Positions' }).getByRole('cell', { name: /^Short/ })).toBeVisible();
    });

    test('futures: cancel the order and close the position; a market order from the panel opens a position with its line', async ({
      page,
    }) => {
      await usePersona(page, 'user-kyc2', '/futures/usdt/BTC_USDT');
      await waitForHydration(page);
      await pressWithKeyboard(page, /^Cancel order BTC_USDT buy 2 at/);
      // Futures open on the Positions tab (decision 1891): the open orders are the next tab.
      await page.getByRole('tab', { name: /^Open orders/ }).click();
      await expect(page.getByRole('region', { name: 'Open orders' }).getByText('No open orders')).toBeVisible();
      await page.getByRole('tab', { name: /^Positions/ }).click();
      await pressWithKeyboard(page, 'Close position BTC_USDT long 3');
      await expect(page.getByRole('region', { name: 'Positions' }).getByText('No open positions')).toBeVisible();

      // The quick order from the chart's context menu (the trade panel's Sell button gave way to the order form).
      const chart = page.getByRole('region', { name: /^Price chart for BTC_USDT/ });
      await expect(chart).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
      const box = await chart.boundingBox();
      if (!box) throw new Error('no chart box');
      await chart.click({ button: 'right', position: { x: box.width * 0.4, y: box.height * 0.25 } });
      await page.getByRole('menuitem', { name: /^Sell at / }).click();
      const order = page.getByRole('dialog', { name: 'Sell BTC_USDT' });
      await order.getByRole('button', { name: 'Market' }).click();
      // Empty, then letters: a clear message, nothing typed lost.
      await order.getByRole('button', { name: 'Sell' }).click();
      await expect(order.getByText('Enter an amount')).toBeVisible();
      await order.getByLabel('Amount').pressSequentially('2x');
      await expect(order.getByLabel('Amount')).toHaveValue('2');
      await order.getByRole('button', { name: 'Sell' }).click();
      // user-kyc2's fund-password frequency is one hour, and nothing is remembered yet: asked once (spec 01 §5).
      const fundPassword = page.getByRole('dialog', { name: 'Enter fund password' });
      await fundPassword.getByLabel('Fund password').fill('fund-pass');
      await fundPassword.getByRole('button', { name: 'Confirm' }).click();
      await expect(order).toBeHidden();
      await expect(actions(page).getByRole('button', { name: 'Close position BTC_USDT short 2' })).toBeVisible();
      await expect(page.getByTestId('order-line-position-BTC_USDT')).toBeAttached({ timeout: 30_000 });
    });
  });
}
