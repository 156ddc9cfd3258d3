// e2e-projects: account, compliance, fingerprint, kyc, wallet
import { expectNoAxeViolations } from './support/axe';
import { readHead } from './support/head';
import { siteGet, siteUrl, usePersona, waitForHydration, waitForQuietNetwork } from './support/sites';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'parallel' });

interface PageCase {
  path: string;
  /** The persona to view it as (account pages as a signed-in, unrestricted user). */
  persona?: string;
  status?: number;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

const PAGES: readonly PageCase[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/signup' },
  { path: '/state_compliance_tips' },
  { path: '/myaccount/kyc_home', persona: 'user-kyc2' },
  { path: '/myaccount/deposit/USDT', persona: 'user-kyc2' },
  { path: '/myaccount/withdraw/USDT', persona: 'user-kyc2' },
  { path: '/myaccount/tickets', persona: 'user-kyc2' },
  { path: '/myaccount/fundpass_setup', persona: 'user-kyc2' },
  { path: '/myaccount/totp', persona: 'user-kyc2' },
  { path: '/ar', lang: 'ar', dir: 'rtl' },
  // Footer content and legal pages (server/content-pages.ts).
  { path: '/about-us' },
  { path: '/user-agreement' },
  { path: '/legal/disclosures' },
  { path: '/fee' },
  { path: '/zh/about-us', lang: 'zh' },
  { path: '/this-page-does-not-exist', status: 404 },
];

for (const { path, persona, status = 200, lang = 'en', dir = 'ltr' } of PAGES) {
  test(`${path}${persona ? ` (as ${persona})` : ''}: one real h1, landmarks, and no axe violations`, async ({ page }) => {
    if (persona) await usePersona(page, persona, '/');
    const response = await page.goto(siteUrl('main', path));
    expect(response?.status()).toBe(status);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toBeVisible();
    expect((await h1.innerText()).trim().length).toBeGreaterThan(3);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the home page loads without failed same-origin requests or uncaught errors', async ({ page }) => {
  const failures: string[] = [];
  const origin = new URL(siteUrl('main', '/')).origin;
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).origin === origin) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => failures.push(`uncaught: ${error.message}`));
  await page.goto(siteUrl('main', '/'));
  await waitForHydration(page);
  await waitForQuietNetwork(page);
  expect(failures).toEqual([]);
});

test('security headers from the first page: CSP with a per-request nonce, HSTS, nosniff, Referrer-Policy', async ({ request }) => {
  const first = await siteGet(request, 'main', '/');
  const second = await siteGet(request, 'main', '/');
  const headers = first.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0] ?? '', parts.slice(1)] as const),
  );
  const scriptSrc = directives.get('script-src') ?? [];
  const nonce = scriptSrc.find((v) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(v));
  expect(nonce, `script-src: ${scriptSrc.join(' ')}`).toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);

  // The nonce is fresh per request, and every script in the page carries it.
  expect(second.headers()['content-security-policy']).not.toBe(csp);
  const value = (nonce ?? '').slice("'nonce-".length, -1);
  const scripts = [...(await first.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, tag).toContain(`nonce="${value}"`);
});

test('the theme toggle switches to dark, remembers it in a cookie, and the server renders it (no flash)', async ({
  page,
  context,
  request,
}) => {
  await page.goto(siteUrl('main', '/'));
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Theme: / })
    .click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  const theme = (await context.cookies(siteUrl('main', '/'))).find((c) => c.name === 'theme');
  expect(theme?.value).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoAxeViolations(page);

  // The server's HTML already has the class: no light flash before scripts run.
  const dark = readHead(await (await siteGet(request, 'main', '/', { cookie: 'theme=dark' })).text());
  expect(dark.htmlAttributes['class']?.split(/\s+/)).toContain('dark');
  const light = readHead(await (await siteGet(request, 'main', '/', { cookie: 'theme=light' })).text());
  expect(light.htmlAttributes['class']?.split(/\s+/)).toContain('light');
  expect(light.htmlAttributes['class']?.split(/\s+/)).not.toContain('dark');
});

test('Japan hides the theme switch (site flag hiddenThemeSwitch)', async ({ page }) => {
  await page.goto(siteUrl('jp', '/'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Theme: / })).toHaveCount(0);
});
