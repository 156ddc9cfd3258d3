// e2e-projects: promotions
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { siteGet, siteUrl, waitForHydration, waitForQuietNetwork } from './support/sites';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });

const EN = { headline: 'Page not found', home: 'Return home', helpful: 'Helpful links', trending: 'Trending stories' };
const ZH = { headline: '页面未找到', home: '返回首页', helpful: '常用链接', trending: '热门资讯' };

/** The 404 page's parts (spec 01 §2), found by role and accessible name. */
function notFoundPage(page: Page, labels = EN) {
  const main = page.getByRole('main');
  return {
    headline: main.getByRole('heading', { level: 1, name: labels.headline }),
    home: main.getByRole('link', { name: labels.home }),
    helpful: main.getByRole('region', { name: labels.helpful }).getByRole('link'),
    helpfulList: main.getByRole('region', { name: labels.helpful }).getByRole('list'),
    trending: main.getByRole('region', { name: labels.trending }),
  };
}

test('main: an unknown path is a 404 with the headline, a return-home link, the 19 helpful links of 01 §2 in 3 columns and trending stories', async ({
  page,
}) => {
  const response = await page.goto(siteUrl('main', '/nope'));
  expect(response?.status()).toBe(404);
  const nf = notFoundPage(page);
  await expect(nf.headline).toBeVisible();
  await expect(nf.home).toHaveAttribute('href', '/');
  await expect(nf.helpful).toHaveCount(19);
  await expect(nf.helpful.first()).toHaveAttribute('href', '/trade/BTC_USDT');
  // Up to three columns (desktop viewport): the list is a grid of 3 tracks.
  const columns = await nf.helpfulList.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
  expect(columns).toBe(3);
  await expect(nf.trending.getByRole('link')).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('a prefixed locale: the return-home link goes to the language prefix (/zh/nope → /zh)', async ({ page }) => {
  const response = await page.goto(siteUrl('main', '/zh/nope'));
  expect(response?.status()).toBe(404);
  const nf = notFoundPage(page, ZH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(nf.headline).toBeVisible();
  await expect(nf.home).toHaveAttribute('href', '/zh');
  await expect(nf.helpful).toHaveCount(19);
  await expect(nf.helpful.first()).toHaveAttribute('href', '/zh/trade/BTC_USDT');
});

test('US: trending stories are shown, with the US list of helpful links', async ({ page }) => {
  const response = await page.goto(siteUrl('us', '/nope'));
  expect(response?.status()).toBe(404);
  const nf = notFoundPage(page);
  await expect(nf.headline).toBeVisible();
  await expect(nf.trending.getByRole('link')).toHaveCount(3);
  await expect(nf.helpful).toHaveCount(9);
});

for (const [site, path] of [
  ['uk', '/nope'],
  ['tr', '/en/nope'],
  ['hk', '/nope'],
] as const) {
  test(`${site}: helpful links but no trending stories (main and US only)`, async ({ page }) => {
    const response = await page.goto(siteUrl(site, path));
    expect(response?.status()).toBe(404);
    const nf = notFoundPage(page);
    await expect(nf.headline).toBeVisible();
    await expect(nf.helpful.first()).toBeVisible();
    await expect(nf.trending).toHaveCount(0);
  });
}

test('?redirect= with an internal path sets the return link to it', async ({ page }) => {
  await page.goto(siteUrl('main', '/nope?redirect=/trade/BTC_USDT'));
  await expect(notFoundPage(page).home).toHaveAttribute('href', '/trade/BTC_USDT');
});

for (const [prefix, target] of [
  ['', 'https://evil.example'],
  ['', '//evil.example'],
  ['', '/\\evil.example'],
  ['/zh', '//evil.example'],
] as const) {
  test(`?redirect=${target} on ${prefix || '/'}nope is ignored: the return link stays the language prefix`, async ({ page }) => {
    await page.goto(siteUrl('main', `${prefix}/nope?redirect=${encodeURIComponent(target)}`));
    await expect(notFoundPage(page, prefix ? ZH : EN).home).toHaveAttribute('href', prefix || '/');
  });
}

/** The 404 answers of issue 14 (items 1 and 6): a site, a path and the html attributes its layout must give. */
const SHELL_CASES = [
  { site: 'main', path: '/nope', lang: 'en', dir: 'ltr' },
  { site: 'main', path: '/ar/nope', lang: 'ar', dir: 'rtl' },
  { site: 'us', path: '/nope', lang: 'en', dir: 'ltr' },
] as const;

for (const { site, path, lang, dir } of SHELL_CASES) {
  test(`${site} ${path}: the server HTML is the site's shell (lang, dir, theme script, header, footer, the view in main), no canonical`, async ({
    request,
  }) => {
    const response = await siteGet(request, site, path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('__next_error__');
    const root = /<html([^>]*)>/.exec(html)?.[1] ?? '';
    expect(root).toContain(`lang="${lang}"`);
    expect(root).toContain(`dir="${dir}"`);
    expect(root).toMatch(/class="[^"]*risk-/);
    expect(html).toMatch(/<script nonce="[^"]+">\(function \(\) \{/);
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(main).toMatch(/<h1[\s>]/);
    expect(main).toMatch(/<a [^>]*href="/);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang=');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  test(`${site} ${path}: every link of the 404 view answers something other than 404`, async ({ request }) => {
    const html = await (await siteGet(request, site, path)).text();
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    const hrefs = [...new Set([...main.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&')))];
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    const dead: string[] = [];
    for (const href of hrefs) {
      expect(href, 'an internal link').toMatch(/^\/(?!\/)/);
      const status = (await siteGet(request, site, href)).status();
      if (status === 404 || status >= 500) dead.push(`${href} → ${status}`);
    }
    expect(dead).toEqual([]);
  });
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

test.describe('with the welcome popup on (the experiment default)', () => {
  test.use({ newUserPopup: true });

  test('control: the welcome popup opens on home, so its absence on the 404 view means something', async ({ page }) => {
    await page.goto(siteUrl('main', '/'));
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  });

  for (const { site, path, lang } of SHELL_CASES) {
    for (const viewport of VIEWPORTS) {
      test(`${site} ${path} on a ${viewport.name}: 404 in the site's chrome, no dialog open, no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const response = await page.goto(siteUrl(site, path));
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await waitForQuietNetwork(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }
  }

  // A path of a page's shape whose page shows the 404 view (an unlisted pair, decision 1431): the view tells the chrome.
  test('an unlisted pair: the 404 view opens no welcome popup either', async ({ page, request }) => {
    await knowListedPairs(request);
    const response = await page.goto(siteUrl('main', '/trade/NOPE_USDT'));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // The popup opens about a second after the layer mounts on home (the control above): give it longer here.
    await page.waitForTimeout(3000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/** Paths under a page folder that no page has the shape of (decision 1431): the same 404 view in the site's shell. */
const PAGE_FOLDER_CASES = [
  { site: 'main', path: '/trade/NOPE', lang: 'en', dir: 'ltr' },
  { site: 'main', path: '/futures/NOPE', lang: 'en', dir: 'ltr' },
  { site: 'main', path: '/ar/trade/NOPE', lang: 'ar', dir: 'rtl' },
] as const;

for (const { site, path, lang, dir } of PAGE_FOLDER_CASES) {
  test(`${site} ${path}: a 404 in the site's shell (lang, dir, theme, header, the 404 view in main), not Next's error document`, async ({
    page,
    request,
  }) => {
    const answer = await siteGet(request, site, path);
    expect(answer.status()).toBe(404);
    const html = await answer.text();
    expect(html).not.toContain('__next_error__');
    const root = /<html([^>]*)>/.exec(html)?.[1] ?? '';
    expect(root).toContain(`lang="${lang}"`);
    expect(root).toContain(`dir="${dir}"`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain('rel="canonical"');

    const response = await page.goto(siteUrl(site, path));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveClass(/\b(light|dark)\b/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
}

/**
 * Well-formed pairs that are not listed (decision 1431): the proxy answers them 404 from the last list of listed
 * symbols a trade or futures page loaded in this process, and the page renders the same 404 view as an unknown path
 * of the same locale. Each test first opens the listed pairs (as any visitor of the trade pages does), so the proxy
 * knows the lists whatever ran before.
 */
const knowListedPairs = async (request: APIRequestContext) => {
  for (const path of ['/trade/BTC_USDT', '/futures/usdt/BTC_USDT']) expect((await siteGet(request, 'main', path)).status()).toBe(200);
};
const UNLISTED_CASES = [
  { site: 'main', path: '/trade/NOPE_USDT', unknown: '/nope', lang: 'en', dir: 'ltr' },
  { site: 'main', path: '/futures/usdt/NOPE_USDT', unknown: '/nope', lang: 'en', dir: 'ltr' },
  { site: 'main', path: '/ar/trade/NOPE_USDT', unknown: '/ar/nope', lang: 'ar', dir: 'rtl' },
] as const;

/** The h1 of the server HTML's main. */
const mainHeading = (html: string): string =>
  (/<main[^>]*>[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();

/** The headers a page answer carries that must not differ between two 404 answers (the CSP up to its nonce). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
] as const;
const comparable = (headers: Record<string, string>) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, (headers[name] ?? '').replace(/'nonce-[^']+'/g, "'nonce-…'")]));

for (const { site, path, unknown, lang, dir } of UNLISTED_CASES) {
  test(`${site} ${path}: an unlisted pair is a 404 with the 404 view in the site's shell, headers as an unknown path's`, async ({
    page,
    request,
  }) => {
    await knowListedPairs(request);
    const [answer, reference] = await Promise.all([siteGet(request, site, path), siteGet(request, site, unknown)]);
    expect(answer.status()).toBe(404);
    expect(reference.status()).toBe(404);
    const html = await answer.text();
    expect(html).not.toContain('__next_error__');
    const root = /<html([^>]*)>/.exec(html)?.[1] ?? '';
    expect(root).toContain(`lang="${lang}"`);
    expect(root).toContain(`dir="${dir}"`);
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang=');
    const heading = mainHeading(html);
    expect(heading).not.toBe('');
    expect(heading).toBe(mainHeading(await reference.text()));
    // The proxy's 404 answer: the same security headers (and a CSP with this answer's own nonce) as any unknown path.
    const headers = answer.headers();
    expect(comparable(headers)).toEqual(comparable(reference.headers()));
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);

    const response = await page.goto(siteUrl(site, path));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('listed pairs are unaffected: /trade/BTC_USDT and /futures/usdt/BTC_USDT answer 200, other spellings redirect', async ({
  page,
  request,
}) => {
  for (const [path, heading] of [
    ['/trade/BTC_USDT', 'BTC/USDT'],
    ['/futures/usdt/BTC_USDT', 'BTC/USDT Perpetual'],
    ['/ar/trade/BTC_USDT', 'BTC/USDT'],
  ] as const) {
    const answer = await siteGet(request, 'main', path);
    expect(answer.status(), path).toBe(200);
    expect(mainHeading(await answer.text()), path).toBe(heading);
  }
  await page.goto(siteUrl('main', '/trade/btc_usdt'));
  await expect(page).toHaveURL(siteUrl('main', '/trade/BTC_USDT'));
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();
  await page.goto(siteUrl('main', '/futures/USDT/btcusdt'));
  await expect(page).toHaveURL(siteUrl('main', '/futures/usdt/BTC_USDT'));
});
