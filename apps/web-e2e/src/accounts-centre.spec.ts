// e2e-projects: account
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { siteOrigin, usePersona, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

// Issue 23 items 1 and 5 (decisions 1906–1908): the fund password is set with a mailed code (2FA off) on a desktop
// in English and changed on a 390 px phone in Arabic; sub-accounts are created, frozen and still frozen after a
// reload on the phone in Arabic, and a sub-account is told why it cannot manage any on the desktop in English.
// One flow: the fund password of a persona's account is shared by every browser, so the steps run in order.

/** The newest code mailed to `email`, read from the sandbox mailbox as a person would. */
async function mailedCode(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${siteOrigin('main')}/_sandbox/mailbox?to=${encodeURIComponent(email)}`);
  const text = await mailbox.getByRole('article').first().innerText();
  await mailbox.close();
  const code = /code is (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

const EMAIL = 'fundpass-unset@sandbox.invalid';

test('fund password set (desktop, en) and changed (390 px, ar); sub-accounts created and frozen (390 px, ar); a sub-account sees why not (desktop, en)', async ({
  page,
}) => {
  // Four short flows in one test (cheaper than four tests, each with its own persona log-in): a longer budget.
  test.setTimeout(60_000);
  // 1. Desktop, English: no fund password yet; the strength rule, then set it with the mailed code.
  await page.setViewportSize({ width: 1440, height: 900 });
  await usePersona(page, 'fundpass-unset', '/myaccount/fundpass_setup');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'No fund password yet' })).toBeVisible();
  await expect(main.getByText('Two-factor authentication: off')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Sub-accounts' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByLabel('New fund password', { exact: true }).fill('abcdefghij');
  await expect(main.getByText('Strength: weak')).toBeVisible();
  await main.getByLabel('Confirm fund password', { exact: true }).fill('abcdefghij');
  await main.getByRole('button', { name: 'Set fund password' }).click();
  await expect(main.getByText('Enter the 6-digit code.')).toBeVisible();
  await main.getByLabel('New fund password', { exact: true }).fill('Vault-2026x');
  await expect(main.getByText('Strength: strong')).toBeVisible();
  await main.getByLabel('Confirm fund password', { exact: true }).fill('Vault-2026x');
  await main.getByRole('button', { name: 'Send code' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Code sent to fu***@sandbox.invalid' })).toBeVisible();
  await main.getByRole('textbox', { name: 'E-mail verification code' }).fill(await mailedCode(page, EMAIL));
  await main.getByRole('button', { name: 'Set fund password' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Fund password saved' })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(main.getByRole('heading', { name: 'Your fund password is set' })).toBeVisible();

  // 2. 390 px phone, Arabic: change it with the current one and a new mailed code.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/myaccount/fundpass_setup');
  await waitForHydration(page);
  await expect(main.getByRole('heading', { name: 'تم تعيين كلمة مرور الأموال' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await main.getByLabel('كلمة مرور الأموال الحالية', { exact: true }).fill('Vault-2026x');
  await main.getByLabel('كلمة مرور الأموال الجديدة', { exact: true }).fill('Vault-2027y');
  await main.getByLabel('تأكيد كلمة مرور الأموال', { exact: true }).fill('Vault-2027y');
  await main.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'fu***@sandbox.invalid' })).toBeVisible();
  await main.getByRole('textbox', { name: 'رمز التحقق بالبريد الإلكتروني' }).fill(await mailedCode(page, EMAIL));
  await main.getByRole('button', { name: 'تغيير كلمة مرور الأموال' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'تم حفظ كلمة مرور الأموال' })).toBeVisible();

  // 3. Still the phone in Arabic: a managed sub-account is created, frozen, and still frozen after a reload.
  const name = `desk_${Date.now().toString(36).slice(-6)}`;
  await page.goto('/ar/myaccount/sub-account-manage');
  await waitForHydration(page);
  await expect(main.getByRole('row').filter({ hasText: 'sub-trading' })).toContainText('نشط');
  await main.getByRole('textbox', { name: 'اسم الحساب الفرعي' }).fill(name);
  await main.getByRole('radio', { name: /^مُدار/ }).check();
  await main.getByRole('button', { name: 'إنشاء حساب فرعي' }).click();
  const row = main.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('مُدار · إدارة الأصول');
  await row.getByRole('button', { name: `تجميد ${name}` }).click();
  await expect(row).toContainText('مجمّد');
  await expectNoAxeViolations(page);
  await page.reload();
  await waitForHydration(page);
  await expect(main.getByRole('row').filter({ hasText: name })).toContainText('مجمّد');

  // 4. Desktop, English: a sub-account is told why it cannot manage sub-accounts.
  await page.setViewportSize({ width: 1440, height: 900 });
  await usePersona(page, 'sub-account', '/myaccount/sub-account-manage');
  await waitForHydration(page);
  await expect(main.getByRole('heading', { name: 'Only the main account manages sub-accounts' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Create sub-account' })).toHaveCount(0);
});
