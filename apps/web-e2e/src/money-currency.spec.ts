// e2e-projects: wallet
import { usePersona, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  for (const lang of ['en', 'ar'] as const) {
    const prefix = lang === 'ar' ? '/ar' : '';
    test.describe(`${viewport.name} ${viewport.width} px, ${lang}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('switching the header currency to euros shows the assets total in euros, remembered (issue 22, 01 §3)', async ({ page }) => {
        await usePersona(page, 'user-kyc2', `${prefix}/myaccount/assets`);
        await waitForHydration(page);
        await expect(page.getByTestId('total-usd')).toBeVisible();
        await expect(page.getByTestId('total-fiat')).toHaveCount(0);
        // The header's currency menu (hidden in the phone's collapsed header on some sites: set the choice like the menu does).
        const menu = page.getByRole('button', { name: /USD/ }).first();
        if (await menu.isVisible()) {
          await menu.click();
          await page.getByRole('menuitemradio', { name: /EUR/ }).click();
        } else {
          await page.context().addCookies([{ name: 'curr_fiat', value: 'EUR', url: page.url() }]);
          await page.reload();
        }
        await waitForHydration(page);
        // 31,250.40 USD × 0.92 (the sandbox's EUR rate), in the locale's format (Arabic puts the symbol after).
        await expect(page.getByTestId('total-fiat')).toContainText('28,750.37');
        await expect(page.getByTestId('total-fiat')).toContainText('€');
        await page.goto(`${prefix}/myaccount/assets`);
        await waitForHydration(page);
        await expect(page.getByTestId('total-fiat')).toContainText('€');
      });
    });
  }
}
