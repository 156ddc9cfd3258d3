// e2e-projects: account, micro-login
import { expectNoAxeViolations } from './support/axe';
import { siteOrigin, siteUrl, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

// Issue 23 item 5 (decision 1867): the anti-phishing code is set on /myaccount/anti_phishing with the login password
// and shows on top of the next sandbox e-mail. Desktop English and a 390 px phone in Arabic.
const PASSWORD = 'correct horse battery';

const CASES = [
  {
    name: 'desktop, English',
    viewport: { width: 1440, height: 900 },
    prefix: '',
    email: 'fundpass-never@sandbox.invalid',
    code: 'Falcon42',
    t: {
      label: 'Anti-phishing code',
      password: 'Current password',
      save: 'Save code',
      tooShort: 'Use 4 to 20 characters.',
      current: 'Your code: Fa****42',
    },
  },
  {
    name: '390 px phone, Arabic',
    viewport: { width: 390, height: 844 },
    prefix: '/ar',
    email: 'dust-wallet@sandbox.invalid',
    code: 'Sahara_7',
    t: {
      label: 'رمز مكافحة التصيّد',
      password: 'كلمة المرور الحالية',
      save: 'حفظ الرمز',
      tooShort: 'استخدم من 4 إلى 20 حرفًا.',
      current: 'رمزك: Sa****_7',
    },
  },
] as const;

for (const c of CASES) {
  test(`set the anti-phishing code; the next e-mail shows it (${c.name})`, async ({ page }) => {
    await page.setViewportSize(c.viewport);
    const target = `${c.prefix}/myaccount/anti_phishing`;
    await page.goto(siteUrl('main', `${c.prefix}/login?redirect=${encodeURIComponent(target)}`));
    await waitForHydration(page);
    const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: /^(Log In|تسجيل الدخول)$/ }) });
    await form.getByRole('textbox').first().fill(c.email);
    await form.getByLabel(/^(Password|كلمة المرور)$/).fill(PASSWORD);
    await form.getByRole('button', { name: /^(Log In|تسجيل الدخول)$/ }).click();
    await page.waitForURL(siteUrl('main', target));
    await waitForHydration(page);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: c.t.label, exact: true }).fill('abc');
    await main.getByRole('button', { name: c.t.save }).click();
    await expect(main.getByText(c.t.tooShort)).toBeVisible();
    await main.getByRole('textbox', { name: c.t.label, exact: true }).fill(c.code);
    await main.getByLabel(c.t.password).fill(PASSWORD);
    await main.getByRole('button', { name: c.t.save }).click();
    await expect(main.getByTestId('anti-phishing-current')).toHaveText(c.t.current);
    if (c.prefix === '') await expectNoAxeViolations(page);

    // The mailbox: the confirmation mail carries the code on top.
    const mailbox = await page.context().newPage();
    await mailbox.goto(`${siteOrigin('main')}/_sandbox/mailbox?to=${encodeURIComponent(c.email)}`);
    await expect(mailbox.getByRole('article').first()).toContainText(`Your anti-phishing code: ${c.code}`);
    await mailbox.close();
  });
}
