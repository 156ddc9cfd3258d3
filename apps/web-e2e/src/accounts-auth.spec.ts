// e2e-projects: account, micro-login
import { TOTP } from 'otpauth';
import { expectNoAxeViolations } from './support/axe';
import { siteOrigin, siteUrl, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

// Issue 23 items 1–3 and 5, issue 26 items 6b and 7: accounts that hold, through the header modal and the pages.
test.describe.configure({ mode: 'parallel' });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'correct horse battery';

const accountMenu = (page: Page, nickname: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^(Account menu for|قائمة الحساب لـ) ${nickname}`) });
const unique = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@sandbox.invalid`;

/** Reads the newest code mailed to `email` from the sandbox mailbox, as a person would. */
async function mailedCode(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  const url = `${siteOrigin('main')}/_sandbox/mailbox?to=${encodeURIComponent(email)}`;
  await mailbox.goto(url);
  await expect(async () => {
    if ((await mailbox.getByRole('article').count()) === 0) {
      await mailbox.goto(url);
      throw new Error(`no mail to ${email} yet`);
    }
  }).toPass({ timeout: 10_000 });
  const text = await mailbox.getByRole('article').first().innerText();
  await mailbox.close();
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

async function openHeaderModal(page: Page, name: 'Log In' | 'Sign Up' | 'تسجيل الدخول') {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-micro-app-host="login"][data-phase="mounted"]')).toBeVisible();
  return dialog;
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`accounts at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('sign up, confirm the mailed code, log out, fail a wrong password, log in from the header modal in place', async ({ page }) => {
      const email = unique('signup');
      const nickname = email.split('@')[0] as string;
      await page.goto(siteUrl('main', '/signup?redirect=%2Fprice'));
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Create your account' });
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await form.getByLabel('Password').fill('my own long password');
      await form.getByRole('button', { name: 'Sign Up' }).click();
      const confirm = page.getByRole('form', { name: 'Confirm your email' });
      await expect(confirm.getByRole('status')).toContainText(`We sent a 6-digit code to ${email}`);
      await confirm.getByRole('textbox', { name: 'Email code' }).fill(await mailedCode(page, email));
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(siteUrl('main', '/price'));
      await expect(accountMenu(page, nickname)).toBeVisible();

      // Log out from the account menu.
      await accountMenu(page, nickname).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();

      // The header's Log In opens the modal on this page; a wrong password is refused with the attempts left.
      await page.evaluate(() => Reflect.set(window, '__noReload', true));
      const dialog = await openHeaderModal(page, 'Log In');
      await expect(page).toHaveURL(siteUrl('main', '/price'));
      await expectNoAxeViolations(page);
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill('not my password');
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'The exchange answered: Incorrect e-mail or password. 4 attempts left before the account is locked.',
      );
      await dialog.getByLabel('Password', { exact: true }).fill('my own long password');
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(accountMenu(page, nickname)).toBeVisible();
      await expect(page).toHaveURL(siteUrl('main', '/price'));
      expect(await page.evaluate(() => Reflect.get(window, '__noReload'))).toBe(true);
    });

    test('2FA: log-in asks for the authenticator code, refuses a wrong one, accepts the right one', async ({ page }) => {
      await page.goto(siteUrl('main', '/login'));
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Log in to your account' });
      await form.getByRole('textbox', { name: 'Email' }).fill('user-2fa@sandbox.invalid');
      await form.getByLabel('Password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Log In' }).click();
      const step = page.getByRole('form', { name: 'Two-factor authentication' });
      await step.getByRole('textbox', { name: 'Authenticator code' }).fill('000000');
      await step.getByRole('button', { name: 'Confirm' }).click();
      await expect(step.getByRole('alert')).toContainText('Incorrect 2FA code');
      const code = new TOTP({ secret: 'JBSWY3DPEHPK3PXP', digits: 6, period: 30 }).generate();
      await step.getByRole('textbox', { name: 'Authenticator code' }).fill(code);
      await step.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(siteUrl('main', '/'));
      await expect(accountMenu(page, '2fa-user')).toBeVisible();
    });
  });
}

test.describe('accounts in Arabic and Turkish', () => {
  test('the header modal logs in on an Arabic page, right to left, on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('main', '/ar/price'));
    await waitForHydration(page);
    const dialog = await openHeaderModal(page, 'تسجيل الدخول');
    await expect(dialog.locator('section.micro-login')).toHaveAttribute('dir', 'rtl');
    await dialog.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('reviewer@sandbox.invalid');
    await dialog.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(accountMenu(page, 'kyc2-user')).toBeVisible();
    await expect(page).toHaveURL(siteUrl('main', '/ar/price'));
  });

  test('the login form speaks Turkish on the Turkey site', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${siteOrigin('tr')}/login`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Hesabınıza giriş yapın' });
    await expect(form.getByRole('textbox', { name: 'E-posta' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Şifrenizi mi unuttunuz?' })).toBeVisible();
  });
});

test.describe('sessions and the rate limit', () => {
  test.use({ viewport: DESKTOP });

  // Issue 23 Done-when: desktop and a 390 px phone, English and Arabic, in one short flow each (no second long flow).
  const REVOCATIONS = [
    {
      name: 'desktop, English, signs a phone out',
      viewport: DESKTOP,
      otherViewport: PHONE,
      prefix: '',
      email: 'vip@sandbox.invalid',
      nickname: 'vip-user',
      t: {
        devices: 'Signed-in devices',
        current: 'This device',
        others: 'Sign out all other devices',
        signOut: /^Sign out Chrome/,
        history: 'Log-in history',
        signedOut: 'Signed out',
      },
    },
    {
      name: '390 px phone, Arabic, signs a desktop out',
      viewport: PHONE,
      otherViewport: DESKTOP,
      prefix: '/ar',
      email: 'vip-top@sandbox.invalid',
      nickname: 'vip-top',
      t: {
        devices: 'الأجهزة المسجّلة الدخول',
        current: 'هذا الجهاز',
        others: 'تسجيل الخروج من كل الأجهزة الأخرى',
        signOut: /^تسجيل خروج Chrome/,
        history: 'سجل تسجيل الدخول',
        signedOut: 'تم تسجيل الخروج',
      },
    },
  ] as const;
  for (const c of REVOCATIONS) {
    test(`a session signed out from another device is refused afterwards (${c.name})`, async ({ page, browser }) => {
      await page.setViewportSize(c.viewport);
      const other = await browser.newContext({ viewport: c.otherViewport });
      const phone = await other.newPage();
      for (const current of [page, phone]) {
        await current.goto(siteUrl('main', '/login'));
        await waitForHydration(current);
        const form = current.getByRole('form', { name: 'Log in to your account' });
        await form.getByRole('textbox', { name: 'Email' }).fill(c.email);
        await form.getByLabel('Password').fill(PASSWORD);
        await form.getByRole('button', { name: 'Log In' }).click();
        await current.waitForURL(siteUrl('main', '/'));
        await expect(accountMenu(current, c.nickname)).toBeVisible();
      }
      // Sign the other browser out from this browser's devices page, in the case's language.
      await page.goto(siteUrl('main', `${c.prefix}/myaccount/security_device`));
      await waitForHydration(page);
      const devices = page.getByRole('region', { name: c.t.devices });
      await expect(devices.getByText(c.t.current)).toBeVisible();
      await expectNoAxeViolations(page);
      await devices.getByRole('button', { name: c.t.others }).click();
      await expect(devices.getByRole('button', { name: c.t.signOut })).toHaveCount(0);
      await expect(page.getByRole('region', { name: c.t.history }).getByRole('cell', { name: c.t.signedOut }).first()).toBeVisible();
      // The other browser's next call is refused and its page shows it logged out.
      const info = await phone.evaluate(async () => (await (await fetch('/api/web/v1/usercenter/get_info')).json()) as { code: number });
      expect(info.code).toBe(401);
      await phone.reload();
      await expect(phone.getByRole('banner').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
      await page.reload();
      await expect(accountMenu(page, c.nickname)).toBeVisible();
      await other.close();
    });
  }

  test('the eleventh log-in attempt in a minute is answered 429 and the form says how long to wait', async ({ page }) => {
    const email = unique('ratelimit');
    await page.goto(siteUrl('main', '/login'));
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Log in to your account' });
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel('Password').fill('wrong password');
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/web/v1/usercenter/login')) statuses.push(response.status());
    });
    for (let i = 0; i < 11; i += 1) {
      await form.getByRole('button', { name: 'Log In' }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Log In' })).toBeEnabled();
    }
    await expect(form.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(statuses.at(-1)).toBe(429);
  });
});

test.describe('two-factor set-up', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`turn 2FA on at /myaccount/totp, then log in with a code (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const email = unique('totp');
      // A fresh account: sign up and confirm.
      await page.goto(siteUrl('main', '/signup'));
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Create your account' });
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await form.getByLabel('Password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Sign Up' }).click();
      const confirm = page.getByRole('form', { name: 'Confirm your email' });
      await confirm.getByRole('textbox', { name: 'Email code' }).fill(await mailedCode(page, email));
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(siteUrl('main', '/'));

      await page.goto(siteUrl('main', '/myaccount/totp'));
      await waitForHydration(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('img', { name: /^QR code for / })).toBeVisible();
      await expectNoAxeViolations(page);
      const secret = (await main.getByTestId('totp-secret').innerText()).trim();
      await main.getByRole('textbox', { name: 'Authenticator code' }).fill('000000');
      await main.getByRole('button', { name: 'Turn on 2FA' }).click();
      await expect(main.getByRole('alert')).toContainText('Incorrect 2FA code');
      await main.getByRole('textbox', { name: 'Authenticator code' }).fill(new TOTP({ secret }).generate());
      await main.getByRole('button', { name: 'Turn on 2FA' }).click();
      await expect(main.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible();

      // Log out and back in: the code is asked for.
      await page.context().clearCookies({ name: 'uid' });
      await page.goto(siteUrl('main', '/login'));
      await waitForHydration(page);
      const login = page.getByRole('form', { name: 'Log in to your account' });
      await login.getByRole('textbox', { name: 'Email' }).fill(email);
      await login.getByLabel('Password').fill(PASSWORD);
      await login.getByRole('button', { name: 'Log In' }).click();
      const step = page.getByRole('form', { name: 'Two-factor authentication' });
      await step.getByRole('textbox', { name: 'Authenticator code' }).fill(new TOTP({ secret }).generate());
      await step.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(siteUrl('main', '/'));
      await expect(accountMenu(page, email.split('@')[0] as string)).toBeVisible();
    });
  }
});

test('change the login password on the security page; the old one stops working', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const email = 'fundpass-every-time@sandbox.invalid';
  await page.goto(siteUrl('main', '/login?redirect=%2Fmyaccount%2Fsecurity'));
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Log in to your account' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(siteUrl('main', '/myaccount/security'));
  const change = page.getByRole('form', { name: 'Login password' });
  await change.getByLabel('Current password').fill('not the password');
  await change.getByLabel('New password').fill('a brand new password');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('The exchange answered: Your current password is not right.')).toBeVisible();
  await change.getByLabel('Current password').fill(PASSWORD);
  await change.getByLabel('New password').fill('a brand new password');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('Password changed. Your other devices were signed out.')).toBeVisible();
  const result = await page.evaluate(
    async (body) => {
      const token = decodeURIComponent(/(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '1');
      const response = await fetch('/api/web/v1/usercenter/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', csrftoken: token },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { code: number }).code;
    },
    { email, password: PASSWORD },
  );
  expect(result).toBe(10003);
});

test('no request for the logged-in user on /signup (spec 01 §7, issue 23 item 7)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl('main', '/login'));
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Log in to your account' });
  await form.getByRole('textbox', { name: 'Email' }).fill('user-kyc0@sandbox.invalid');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(siteUrl('main', '/'));
  const calls: string[] = [];
  page.on('request', (request) => {
    // Only what the /signup page asks (the home page left behind may still be revalidating).
    const from = request.frame().url();
    if (request.url().includes('/usercenter/get_info') && new URL(from).pathname === '/signup') calls.push(request.url());
  });
  await page.goto(siteUrl('main', '/signup'));
  await waitForHydration(page);
  await page.waitForTimeout(1500);
  expect(calls).toEqual([]);
});
