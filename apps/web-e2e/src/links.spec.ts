// e2e-projects: account
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_PORT, siteOrigin, siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

// Issue 14 item 3: no dead ends. Every internal link of the header (its menus included), the footer and the side
// navigation of home and /myaccount/assets answers something other than 404 on the main, us and tr sites.

test.describe.configure({ mode: 'parallel' });

/**
 * Known dead links another issue owns (keep it short and honest): path → issue. Links are compared without
 * their locale prefix and query.
 */
const ALLOWED_DEAD: Readonly<Record<string, string>> = {};

const SITES = ['main', 'us', 'tr'] as const;

/** The internal links (same origin, or starting with `/`) of the header, footer and navigation landmarks. */
async function chromeLinks(page: Page, site: string): Promise<string[]> {
  const origin = siteOrigin(site);
  const collect = () =>
    page
      .locator('header a[href], footer a[href], nav a[href], [role="menu"] a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const hrefs = new Set(await collect());
  // Open each header menu (user menu, language, …) so that links rendered only inside it are seen too.
  const triggers = page.locator('header [aria-haspopup="menu"]');
  for (let i = 0; i < (await triggers.count()); i++) {
    const trigger = triggers.nth(i);
    if (!(await trigger.isVisible())) continue;
    await trigger.click();
    for (const href of await collect()) hrefs.add(href);
    await page.keyboard.press('Escape');
  }
  return [...hrefs].filter((href) => href.startsWith(`${origin}/`)).map((href) => href.slice(origin.length));
}

/** The status a path ends on, following redirects on the site's host (Node cannot resolve `*.localhost`). */
async function finalStatus(request: APIRequestContext, site: string, path: string, cookie: string): Promise<number> {
  let target = path;
  for (let hop = 0; hop < 5; hop++) {
    const response = await request.get(`http://localhost:${E2E_PORT}${target}`, {
      headers: { host: new URL(siteOrigin(site)).host, ...(cookie ? { cookie } : {}) },
      maxRedirects: 0,
    });
    const location = response.headers()['location'];
    if (response.status() < 300 || response.status() >= 400 || !location) return response.status();
    const next = new URL(location, siteOrigin(site));
    if (next.origin !== siteOrigin(site)) return response.status(); // another site or host: followed by its own checks
    target = next.pathname + next.search;
  }
  return 310; // too many redirects
}

const withoutLocale = (path: string) => path.split('?')[0]?.replace(/^\/(ar|es|ja|ru|tr|zh|en)(?=\/|$)/, '') || '/';

for (const site of SITES) {
  test(`${site}: every internal link of the header, footer and side navigation answers (home, /myaccount/assets)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await usePersona(page, 'user-kyc2', '/', site);
    const links = new Set<string>();
    for (const path of ['/', '/myaccount/assets']) {
      await page.goto(siteUrl(site, path));
      await waitForHydration(page);
      for (const link of await chromeLinks(page, site)) links.add(link);
    }
    expect(links.size, 'links found').toBeGreaterThan(5);
    const cookie = (await page.context().cookies(siteOrigin(site))).map((c) => `${c.name}=${c.value}`).join('; ');
    const dead: string[] = [];
    await Promise.all(
      [...links].map(async (link) => {
        const status = await finalStatus(request, site, link, cookie);
        if (status === 404 && !ALLOWED_DEAD[withoutLocale(link)]) dead.push(link);
      }),
    );
    expect(dead.sort(), `links answering 404 on ${site}`).toEqual([]);
  });
}
