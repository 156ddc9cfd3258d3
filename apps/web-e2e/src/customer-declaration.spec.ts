// e2e-projects: compliance
import { siteGet, siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

// Issue 14 item 3: Turkey's footer links /myaccount/customer-declaration (once signed); the page exists for a
// logged-in Turkey user, sends a visitor to log in and back, and is no page on other sites (decision 1434).

test.describe.configure({ mode: 'parallel' });

const PATH = '/myaccount/customer-declaration';

test('tr, logged out: a redirect to the login page with a validated return path', async ({ request, page }) => {
  const response = await siteGet(request, 'tr', PATH);
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toBe(`/login?redirect=${encodeURIComponent(PATH)}`);
  await page.goto(siteUrl('tr', PATH));
  await expect(page).toHaveURL(siteUrl('tr', `/login?redirect=${encodeURIComponent(PATH)}`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('tr, a user who has not signed: the page, the declaration dialog, and the signed status once confirmed', async ({ page }) => {
  await usePersona(page, 'turkey-declaration', PATH, 'tr');
  const response = await page.goto(siteUrl('tr', PATH));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Müşteri Bilgilendirme Beyanı' })).toBeVisible();
  const declaration = page.getByRole('alertdialog', { name: 'Müşteri Bilgilendirme Beyanı' });
  await expect(declaration).toBeVisible();
  await declaration.getByText('Beyanı okudum ve anladım.').click();
  await declaration.getByRole('button', { name: 'Onayla' }).click();
  await expect(declaration).toBeHidden();
  await expect(page.getByRole('status', { name: 'Beyan durumu' })).toHaveText('Müşteri Bilgilendirme Beyanını imzaladınız.');
});

test('main: no such page (the declaration is Turkey-only)', async ({ request }) => {
  expect((await siteGet(request, 'main', PATH)).status()).toBe(404);
});
