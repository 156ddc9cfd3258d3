// e2e-projects: micro-login
import { expectNoAxeViolations } from './support/axe';
import { siteOrigin, siteUrl, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });

// Issue 11 item 2, decision 1120: /login and /signup mount the login/registration micro-app over HTTP.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const microApp = (page: Page) => page.locator('[data-micro-app-host="login"][data-phase="mounted"]');
const accountMenu = (page: Page, nickname: string) =>
  page.getByRole('banner').getByRole('button', { name: `Account menu for ${nickname}` });

async function uidCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies(siteOrigin('main'))).find((c) => c.name === 'uid')?.value;
}

test.describe('login micro-app on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('sign up through the micro-app and land logged in, without a full reload', async ({ page }) => {
    const entry = page.waitForResponse((r) => r.url().endsWith('/sandbox-static/micro/login/entry.js') && r.request().method() === 'GET');
    await page.goto(siteUrl('main', '/signup?redirect=%2Fprice'));
    await waitForHydration(page);
    expect((await entry).headers()['x-micro-app-version']).toBe('1.0.0');
    const form = microApp(page).getByRole('form', { name: 'Create your account' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);

    // The first answer is kept: a marker on window survives only when the page is not reloaded.
    await page.evaluate(() => Reflect.set(window, '__noReload', true));
    // Issue 23: sign-up mails a code (the sandbox mailbox) and the code signs the new account in.
    const email = `new-user-${Date.now().toString(36)}@sandbox.invalid`;
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel('Password').fill('a long password');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    const confirm = microApp(page).getByRole('form', { name: 'Confirm your email' });
    await expect(confirm).toBeVisible();
    const mailbox = await page.context().newPage();
    await mailbox.goto(`${siteOrigin('main')}/_sandbox/mailbox?to=${encodeURIComponent(email)}`);
    const code = /\b(\d{6})\b/.exec(await mailbox.getByRole('article').first().innerText())?.[1] ?? '';
    await mailbox.close();
    await confirm.getByRole('textbox', { name: 'Email code' }).fill(code);
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL(siteUrl('main', '/price'));
    await expect(accountMenu(page, email.split('@')[0] as string)).toBeVisible();
    expect(await page.evaluate(() => Reflect.get(window, '__noReload'))).toBe(true);
  });

  test('log in with a third-party method through the consent page; a denial says so', async ({ page }) => {
    await page.goto(siteUrl('main', '/login'));
    await waitForHydration(page);
    const methods = microApp(page).getByRole('group', { name: 'Or continue with' });
    await expect(methods.getByRole('button')).toHaveText(['Continue with Google', 'Continue with MetaMask', 'Continue with Apple']);

    await methods.getByRole('button', { name: 'Continue with MetaMask' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with MetaMask', level: 1 })).toBeVisible();
    await expect(page.getByText('Allow Example Exchange to use your MetaMask account?')).toBeVisible();
    await page.getByRole('link', { name: 'Deny' }).click();
    await expect(microApp(page).getByRole('alert')).toHaveText('You did not allow sign-in with MetaMask. Choose another way to continue.');

    await microApp(page).getByRole('button', { name: 'Continue with Google' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Allow' }).click();
    await page.waitForURL(siteUrl('main', '/'));
    await expect(accountMenu(page, 'kyc2-user')).toBeVisible();
  });

  test('the methods are per region: Turkey offers Gate.io only (in Turkish, issue 23)', async ({ page }) => {
    await page.goto(`${siteOrigin('tr')}/login`);
    await waitForHydration(page);
    await expect(microApp(page).getByRole('group', { name: 'Veya şununla devam edin' }).getByRole('button')).toHaveText([
      'Gate.io ile devam et',
    ]);
  });

  test('a missing entry falls back to the plain form, which still logs in', async ({ page }) => {
    await page.context().addCookies([{ name: 'sandbox_micro_app_fault', value: 'login:missing', url: siteOrigin('main') }]);
    await page.goto(siteUrl('main', '/login'));
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.locator('[data-micro-app-host="login"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await main.getByRole('textbox', { name: 'Email' }).fill('reviewer@sandbox.invalid');
    await main.getByLabel('Password').fill('correct horse battery');
    await main.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(siteUrl('main', '/'));
    await expect(accountMenu(page, 'kyc2-user')).toBeVisible();
  });
});

test.describe('login micro-app on a phone', () => {
  test.use({ viewport: PHONE });

  test('logs in through the micro-app and goes to the validated redirect', async ({ page }) => {
    await page.goto(siteUrl('main', '/login?redirect=%2Fprice'));
    await waitForHydration(page);
    const form = microApp(page).getByRole('form', { name: 'Log in to your account' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Log In' }).click();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill('reviewer@sandbox.invalid');
    await form.getByLabel('Password').fill('correct horse battery');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(siteUrl('main', '/price'));
    await expect.poll(() => uidCookie(page)).toBe('10001');
  });
});
