// e2e-projects: account
import { TOTP } from 'otpauth';
import { expectNoAxeViolations } from './support/axe';
import { siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('fund-password frequency change: a wrong password is refused with the server message and keeps the form; the right one saves', async ({
      page,
    }) => {
      // user-2fa: the modal asks its authenticator's code (with 2FA off a mailed one, decision 1908: unit-tested).
      await usePersona(page, 'user-2fa', '/myaccount/security');
      await waitForHydration(page);
      const frequencyRow = page.getByTestId('security-frequency');
      await expect(frequencyRow).toContainText('Once an hour');
      await expectNoAxeViolations(page);

      await frequencyRow.getByRole('button', { name: 'Change' }).click();
      const dialog = page.getByRole('dialog', { name: 'Fund password frequency' });
      await expect(dialog).toBeVisible();
      const confirm = dialog.getByRole('button', { name: 'Confirm' });
      await expect(confirm).toBeDisabled();
      await dialog.getByRole('radio', { name: 'Every time' }).check();
      await dialog.getByLabel('Fund password').fill('wrong-pass');
      await expect(confirm).toBeDisabled();
      const code = new TOTP({ secret: 'JBSWY3DPEHPK3PXP', digits: 6, period: 30 }).generate();
      await dialog.getByLabel('2FA code').fill(code);
      await expect(confirm).toBeEnabled();
      await expectNoAxeViolations(page);
      await confirm.click();

      await expect(page.getByRole('alert').filter({ hasText: 'Incorrect fund password' })).toBeVisible();
      // Nothing the user typed is lost.
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Fund password')).toHaveValue('wrong-pass');
      await expect(dialog.getByLabel('2FA code')).toHaveValue(code);
      await expect(dialog.getByRole('radio', { name: 'Every time' })).toBeChecked();

      await dialog.getByLabel('Fund password').fill('fund-pass');
      await dialog.getByLabel('2FA code').fill(new TOTP({ secret: 'JBSWY3DPEHPK3PXP', digits: 6, period: 30 }).generate());
      await confirm.click();
      await expect(dialog).toBeHidden();
      await expect(frequencyRow).toContainText('Every time');
    });

    test('sub-account whose type check fails: a warning toast, then the homepage after 2 s', async ({ page }) => {
      await page.clock.install();
      await usePersona(page, 'sub-account-refused', '/myaccount/security');
      await waitForHydration(page);
      await expect(page.getByRole('status').filter({ hasText: 'This sub-account cannot use this page' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/myaccount/security');
      await page.clock.runFor(2100);
      await expect(page).toHaveURL(siteUrl('main', '/'));
    });

    test('a managed sub-account sees its type on the security page and stays', async ({ page }) => {
      await usePersona(page, 'sub-account', '/myaccount/security');
      await waitForHydration(page);
      await expect(page.getByTestId('security-sub-account')).toContainText('Managed sub-account');
    });

    test('a VIP sees the level badge beside the user name', async ({ page }) => {
      await usePersona(page, 'vip', '/');
      await waitForHydration(page);
      const badge = page.getByRole('banner').getByRole('img', { name: 'VIP 3' });
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('src', '/static/vip/vip-3.svg');
      await expectNoAxeViolations(page);
    });
  });
}
