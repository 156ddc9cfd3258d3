import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { siteUrl } from './support/sites';

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

test('main: an unknown path is a 404 with the headline, a return-home link, 19 helpful links in 3 columns and trending stories', async ({
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
  await expect(nf.helpful).toHaveCount(5);
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
