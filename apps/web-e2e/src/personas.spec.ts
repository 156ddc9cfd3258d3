// e2e-projects: web
import { expectNoAxeViolations } from './support/axe';
import { siteGet, siteOrigin, siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });

/** The header's auth area: Log In / Sign Up for visitors, the account menu button for a signed-in user. */
function header(page: Page) {
  const banner = page.getByRole('banner');
  return {
    login: banner.getByRole('link', { name: 'Log In' }),
    signup: banner.getByRole('link', { name: 'Sign Up' }),
    accountMenu: (nickname: string) => banner.getByRole('button', { name: `Account menu for ${nickname}` }),
    anyAccountMenu: banner.getByRole('button', { name: /^Account menu for / }),
  };
}

async function expectVisitorHeader(page: Page) {
  const h = header(page);
  await expect(h.login).toBeVisible();
  await expect(h.signup).toBeVisible();
  await expect(h.anyAccountMenu).toHaveCount(0);
}

async function expectSignedInHeader(page: Page, nickname: string) {
  const h = header(page);
  await expect(h.accountMenu(nickname)).toBeVisible();
  await expect(h.accountMenu(nickname)).toContainText(nickname);
  await expect(h.login).toHaveCount(0);
  await expect(h.signup).toHaveCount(0);
}

test('switching persona changes the header, and back to visitor restores it', async ({ page }) => {
  await page.goto(siteUrl('main', '/'));
  await expectVisitorHeader(page);

  await usePersona(page, 'user-kyc2', '/');
  expect(new URL(page.url()).pathname).toBe('/');
  await expectSignedInHeader(page, 'kyc2-user');
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await usePersona(page, 'visitor', '/');
  await expectVisitorHeader(page);
});

test('a persona lands on the requested internal path, per site host', async ({ page }) => {
  await usePersona(page, 'user-kyc0', '/myaccount/kyc_home', 'uk');
  expect(page.url()).toBe(siteUrl('uk', '/myaccount/kyc_home'));
  await expectSignedInHeader(page, 'kyc0-user');
  // Cookies are per host: the main site still sees a visitor.
  await page.goto(siteUrl('main', '/'));
  await expectVisitorHeader(page);
});

test('an unknown persona gives a 404 page that lists the personas', async ({ page }) => {
  const response = await page.goto(siteUrl('main', '/_sandbox/persona/nobody?next=/'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Unknown persona "nobody"' })).toBeVisible();
  const personas = page.getByRole('list').getByRole('link');
  for (const name of [
    'visitor',
    'user-kyc2',
    'user-kyc0',
    'uk-limited',
    'blocked-country',
    'restricted-feature',
    'withdraw-only',
    'hk-user',
    'uzbekistan-user',
    'risk-user',
    'kyc-upgrade',
    'turkey-declaration',
    'agreement-pending',
    'ip-check-upgrade',
    'ip-check-vpn',
    'ip-check-detected',
    'sub-account',
    'vip',
    'cooling-down',
    'main-ip-visitor',
    'eu-ip-visitor',
  ]) {
    await expect(personas.filter({ hasText: new RegExp(`^${name}$`) }), name).toHaveCount(1);
  }
  await expectNoAxeViolations(page);
});

test('next= pointing off-site is not followed', async ({ request, page }) => {
  for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    const response = await siteGet(request, 'main', `/_sandbox/persona/user-kyc2?next=${encodeURIComponent(next)}`);
    expect(response.status(), next).toBe(302);
    const location = new URL(response.headers()['location'] ?? '', siteOrigin('main'));
    expect(location.origin, next).toBe(siteOrigin('main'));
  }
  await page.goto(siteUrl('main', `/_sandbox/persona/user-kyc2?next=${encodeURIComponent('//evil.example')}`));
  expect(new URL(page.url()).origin).toBe(siteOrigin('main'));
});

test('the sandbox toolbar is present and works from the keyboard', async ({ page }) => {
  await page.goto(siteUrl('main', '/'));
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: /^Open sandbox toolbar: visitor on main$/ });
  await expect(toggle).toBeVisible();

  // It is the last stop in the tab order: Shift+Tab from the top of the page reaches it.
  await page.locator('body').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Sandbox' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: /^Close sandbox toolbar: / }).first()).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('combobox', { name: 'Persona' })).toHaveValue('visitor');
  await expect(panel.getByRole('combobox', { name: 'Site' })).toHaveValue('main');
  await expectNoAxeViolations(page);

  // The panel follows the toggle in the tab order; Escape inside it closes it and returns focus to the toggle.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Close sandbox toolbar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(toggle).toBeFocused();

  // Choose a persona with the keyboard: open, Tab to the persona select, Arrow Down to the next persona.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('combobox', { name: 'Persona' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.waitForURL(siteUrl('main', '/'));
  await expectSignedInHeader(page, 'kyc2-user');
  await expect(page.getByRole('button', { name: /^Open sandbox toolbar: user-kyc2 on main$/ })).toBeVisible();
});

test('log in through /login shows the user menu; log out from it restores Log In', async ({ page }) => {
  await page.goto(siteUrl('main', '/login'));
  await waitForHydration(page);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email' }).fill('reviewer@sandbox.invalid');
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Log In', exact: true }).click();

  await page.waitForURL(siteUrl('main', '/'));
  await expectSignedInHeader(page, 'kyc2-user');

  await header(page).accountMenu('kyc2-user').click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expectVisitorHeader(page);
  // And it stays logged out after a reload (the uid and nickname cookies are cleared).
  await page.reload();
  await expectVisitorHeader(page);
});

test('the login form validates before it submits', async ({ page }) => {
  await page.goto(siteUrl('main', '/login'));
  await waitForHydration(page);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Enter your password (at least 8 characters).')).toBeVisible();
  await expectVisitorHeader(page);
});
