// e2e-projects: account, micro-login
import type { CDPSession } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { siteUrl, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

// Issue 23 item 4 (decision 1865): register a passkey on /myaccount/passkey-manager, then sign in with it from the
// header modal. Chromium's virtual authenticator (CDP WebAuthn domain) stands in for the fingerprint reader; the
// sandbox verifies the real attestation and assertion (@simplewebauthn/server, rpID = the page's host).
test.describe.configure({ mode: 'parallel' });

const PASSWORD = 'correct horse battery';

/** A platform authenticator that holds discoverable credentials and verifies the user without a prompt. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

const CASES = [
  {
    name: 'desktop, English',
    viewport: { width: 1440, height: 900 },
    prefix: '',
    email: 'vip-top@sandbox.invalid',
    nickname: 'vip-top',
    t: {
      loginForm: 'Log in to your account',
      email: 'Email',
      password: 'Password',
      logIn: 'Log In',
      headerLogIn: 'Log In',
      nameLabel: 'Passkey name',
      add: 'Add a passkey',
      added: /Passkey “Work laptop” added/,
      passkeyLogin: 'Log in with a passkey',
      menu: 'Account menu for',
      logOut: 'Log Out',
      rename: 'Rename Work laptop',
      save: 'Save',
      neverUsed: /last used never/,
    },
  },
  {
    name: '390 px phone, Arabic',
    viewport: { width: 390, height: 844 },
    prefix: '/ar',
    email: 'vip-trial@sandbox.invalid',
    nickname: 'vip-trial',
    t: {
      loginForm: 'سجّل الدخول إلى حسابك',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      logIn: 'تسجيل الدخول',
      headerLogIn: 'تسجيل الدخول',
      nameLabel: 'اسم مفتاح المرور',
      add: 'إضافة مفتاح مرور',
      added: /أُضيف مفتاح المرور «Work laptop»/,
      passkeyLogin: 'تسجيل الدخول بمفتاح المرور',
      menu: 'قائمة الحساب لـ',
      logOut: 'تسجيل الخروج',
      rename: 'إعادة تسمية Work laptop',
      save: 'حفظ',
      neverUsed: /آخر استخدام: أبدًا/,
    },
  },
] as const;

for (const c of CASES) {
  test(`register a passkey, then log in with it from the header modal (${c.name})`, async ({ page }) => {
    await page.setViewportSize(c.viewport);
    await virtualAuthenticator(page);
    const manager = siteUrl('main', `${c.prefix}/myaccount/passkey-manager`);
    await page.goto(siteUrl('main', `${c.prefix}/login?redirect=${encodeURIComponent(`${c.prefix}/myaccount/passkey-manager`)}`));
    await waitForHydration(page);
    const form = page.getByRole('form', { name: c.t.loginForm });
    await form.getByRole('textbox', { name: c.t.email }).fill(c.email);
    await form.getByLabel(c.t.password, { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: c.t.logIn, exact: true }).click();
    await page.waitForURL(manager);
    await waitForHydration(page);

    // Add a passkey: the browser's prompt is the virtual authenticator; the sandbox verifies the attestation.
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: c.t.nameLabel }).fill('Work laptop');
    await main.getByRole('button', { name: c.t.add, exact: true }).click();
    await expect(main.getByRole('status').filter({ hasText: c.t.added })).toBeVisible();
    const list = main.getByRole('list', { name: /./ }).filter({ hasText: 'Work laptop' });
    await expect(list.getByText(c.t.neverUsed)).toBeVisible();
    if (c.prefix === '') await expectNoAxeViolations(page);

    // Rename it.
    await main.getByRole('button', { name: c.t.rename }).click();
    await main.getByRole('textbox', { name: c.t.rename }).fill('My laptop');
    await main.getByRole('button', { name: c.t.save, exact: true }).click();
    await expect(list.or(main.getByRole('list')).getByText('My laptop', { exact: true })).toBeVisible();

    // Log out, then log in with the passkey from the header modal, without leaving the page.
    const menu = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${c.t.menu} ${c.nickname}`) });
    await menu.click();
    await page.getByRole('menuitem', { name: c.t.logOut }).click();
    const headerLogIn = page.getByRole('banner').getByRole('link', { name: c.t.headerLogIn, exact: true });
    await expect(headerLogIn).toBeVisible();
    const here = page.url();
    await headerLogIn.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-micro-app-host="login"][data-phase="mounted"]')).toBeVisible();
    await dialog.getByRole('button', { name: c.t.passkeyLogin }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menu).toBeVisible();
    expect(page.url()).toBe(here);

    // The list says when it was last used; the devices page names the method.
    await page.goto(manager);
    await expect(page.getByRole('main').getByText('My laptop', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(c.t.neverUsed)).toHaveCount(0);
  });
}

test('a passkey of another host or a replayed assertion is refused by the sandbox', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('main', '/'));
  // A made-up assertion: no challenge the sandbox issued, so it is refused before any signature check.
  const code = await page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '1');
    const response = await fetch('/api/web/v1/usercenter/passkeys/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', csrftoken: token },
      body: JSON.stringify({
        response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: btoa('{"challenge":"nope"}') } },
      }),
    });
    return ((await response.json()) as { code: number }).code;
  });
  expect(code).toBe(10020);
});
