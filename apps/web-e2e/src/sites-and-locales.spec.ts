// e2e-projects: web
import { expectNoAxeViolations } from './support/axe';
import { readHead } from './support/head';
import { siteGet, siteOrigin, siteUrl, usePersona } from './support/sites';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });

interface LocaleCase {
  /** The path prefix ('' for the site's default locale). */
  prefix: string;
  /** `<html lang>`: the BCP-47 tag of the locale (spec 03 §5 mapping, decision 0101 for regional variants). */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The hreflang of this locale's alternate when it differs from `lang` (Turkey's English is `en-tr`). */
  hreflang?: string;
  /** Served noindex and left out of hreflang (spec 01 §9: nl and it on main). */
  noindex?: true;
}

interface SiteCase {
  site: string;
  defaultLocale: LocaleCase;
  prefixed: LocaleCase;
  /**
   * The footer link set of spec 03 §2, as unprefixed paths in order. PDFs (site documents) open in a
   * new tab and are never prefixed; every other link carries the locale prefix.
   */
  footer: readonly string[];
}

const en: LocaleCase = { prefix: '', lang: 'en', dir: 'ltr' };
const pdf = (site: string, name: string) => `/static/legal/${site}/${name}.pdf`;

const SITES: readonly SiteCase[] = [
  // Main: about, download, user agreement, rate standards.
  {
    site: 'main',
    defaultLocale: en,
    prefixed: { prefix: '/zh', lang: 'zh', dir: 'ltr' },
    footer: ['/about-us', '/mobileapp', '/user-agreement', '/fee'],
  },
  // Turkey: Turkish by default (no prefix), English prefixed; download hidden.
  {
    site: 'tr',
    defaultLocale: { prefix: '', lang: 'tr', dir: 'ltr', hreflang: 'tr-tr' },
    prefixed: { prefix: '/en', lang: 'en', dir: 'ltr', hreflang: 'en-tr' },
    footer: ['/about-us', '/user-agreement', '/fee'],
  },
  // EU, US, Japan: about or contacts, user agreement, fees.
  {
    site: 'us',
    defaultLocale: en,
    prefixed: { prefix: '/en-us', lang: 'en-us', dir: 'ltr' },
    footer: ['/about-us', '/legal/user-agreement', '/fee'],
  },
  {
    site: 'eu',
    defaultLocale: en,
    prefixed: { prefix: '/it-eu', lang: 'it-mt', dir: 'ltr' },
    footer: ['/about-us', pdf('eu', 'user-agreement'), '/fee'],
  },
  {
    site: 'jp',
    defaultLocale: en,
    prefixed: { prefix: '/ja-jp', lang: 'ja-jp', dir: 'ltr' },
    footer: ['/page/contacts', pdf('jp', 'user-agreement'), '/fee'],
  },
  // UK, AU: about and agreement from the site documents, fees.
  {
    site: 'uk',
    defaultLocale: en,
    prefixed: { prefix: '/en-uk', lang: 'en-gb', dir: 'ltr' },
    footer: ['/about-us', '/user-agreement', '/fee'],
  },
  {
    site: 'au',
    defaultLocale: en,
    prefixed: { prefix: '/en-au', lang: 'en-au', dir: 'ltr' },
    footer: ['/about-us', '/user-agreement', '/fee'],
  },
  // UAE (decision 0102: the EU/US/JP set): contacts, user agreement, fees; ar-dubai is right-to-left.
  {
    site: 'ae',
    defaultLocale: en,
    prefixed: { prefix: '/ar-dubai', lang: 'ar-ae', dir: 'rtl' },
    footer: ['/page/contacts', '/user-agreement', '/fee'],
  },
  // Hong Kong: main's set, the download link points to the agreement document.
  {
    site: 'hk',
    defaultLocale: en,
    prefixed: { prefix: '/tw', lang: 'zh-tw', dir: 'ltr' },
    footer: ['/about-us', pdf('hk', 'user-agreement'), pdf('hk', 'user-agreement'), '/fee'],
  },
];

/**
 * The footer's information links (the navigation inside the `contentinfo` landmark), as their href attributes; the
 * visitors' sign-up call beside them is the `hiddenFooterSignup` switch's, tested in region-switches.spec.ts.
 */
async function footerHrefs(page: Page): Promise<string[]> {
  const links = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
  return links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href') ?? ''));
}

const localized = (prefix: string, path: string) => (path.endsWith('.pdf') ? path : `${prefix}${path}`);

for (const { site, defaultLocale, prefixed, footer } of SITES) {
  test(`${site} site, default and ${prefixed.prefix} locale: lang, dir and the footer link set`, async ({ page }) => {
    for (const locale of [defaultLocale, prefixed]) {
      const path = locale.prefix || '/';
      // Server-rendered: the head, <html> attributes, header and footer need no client code.
      const response = await page.goto(siteUrl(site, path), { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(200);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', locale.lang);
      await expect(html).toHaveAttribute('dir', locale.dir);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Spec 03 §2: the US site's links carry the en-us prefix on its default locale too (decision 1203).
      const linkPrefix = site === 'us' ? '/en-us' : locale.prefix;
      expect(await footerHrefs(page), path).toEqual(footer.map((p) => localized(linkPrefix, p)));
    }
  });

  test(`${site} site: server HTML has lang and dir, a canonical on the site's own host and hreflang with x-default`, async ({
    request,
  }) => {
    const origin = siteOrigin(site);
    for (const locale of [defaultLocale, prefixed]) {
      const path = locale.prefix || '/';
      const response = await siteGet(request, site, path);
      expect(response.status()).toBe(200);
      const head = readHead(await response.text());
      expect(head.htmlAttributes['lang'], path).toBe(locale.lang);
      expect(head.htmlAttributes['dir'], path).toBe(locale.dir);
      // Main and Turkey are one hreflang cluster with main's English page as its one x-default (decision 0805).
      expect(head.alternates['x-default'], path).toBe(`${site === 'tr' ? siteOrigin('main') : origin}/`);
      expect(head.alternates[defaultLocale.hreflang ?? defaultLocale.lang], path).toBe(`${origin}/`);
      if (prefixed.noindex) {
        expect(head.alternates[prefixed.hreflang ?? prefixed.lang], path).toBeUndefined();
        if (locale === prefixed) expect(head.robots, path).toMatch(/noindex/);
      } else expect(head.alternates[prefixed.hreflang ?? prefixed.lang], path).toBe(`${origin}${prefixed.prefix}`);
      expect(head.canonical, path).toBe(`${origin}${path}`);
    }
  });
}

test("main site alternates: every indexed locale, x-default and the Turkey site's en-tr, path kept", async ({ request }) => {
  const main = siteOrigin('main');
  const head = readHead(await (await siteGet(request, 'main', '/zh/login')).text());
  expect(head.canonical).toBe(`${main}/zh/login`);
  expect(head.alternates).toMatchObject({
    'x-default': `${main}/login`,
    en: `${main}/login`,
    zh: `${main}/zh/login`,
    ar: `${main}/ar/login`,
    // The nine locales that read English until issue 14 have complete catalogs now (decision 1500).
    'zh-tw': `${main}/tw/login`,
    vi: `${main}/vn/login`,
    fr: `${main}/fr/login`,
    de: `${main}/de/login`,
    pt: `${main}/pt/login`,
    th: `${main}/th/login`,
    id: `${main}/id/login`,
    uk: `${main}/uk/login`,
    'pt-br': `${main}/br/login`,
    'en-tr': `${siteOrigin('tr')}/en/login`,
    'tr-tr': `${siteOrigin('tr')}/login`,
  });
  // nl and it are noindex on main (spec 01 §9), so they are not offered as alternates.
  for (const tag of ['nl', 'it']) expect(head.alternates[tag], tag).toBeUndefined();
  expect(head.robots ?? '').not.toMatch(/noindex/);
});

test('main site footer labels read as the spec lists them', async ({ page }) => {
  await page.goto(siteUrl('main', '/'));
  const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  await expect(footerNav.getByRole('link')).toHaveText(['About Us', 'Download', 'User Agreement', 'Fee Rate Standards']);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getUTCFullYear()}`);
});

test('/ar on main is Arabic, right to left, and passes axe', async ({ page }) => {
  await page.goto(siteUrl('main', '/ar'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const [locale, lang] of [
  ['nl', 'nl'],
  ['it', 'it'],
]) {
  test(`/${locale} on main is served in its language but noindex (spec 01 §9)`, async ({ request }) => {
    const response = await siteGet(request, 'main', `/${locale}`);
    expect(response.status()).toBe(200);
    const head = readHead(await response.text());
    expect(head.htmlAttributes['lang']).toBe(lang);
    expect(head.robots).toMatch(/noindex/);
  });
}

// Issue 14 item 4: every served locale reads its own catalog (decision 1500): the home heading and the header's
// sign-up call are translated, the page is indexable and listed in its own hreflang.
for (const [locale, lang, signUp] of [
  ['tw', 'zh-tw', /註冊/],
  ['vn', 'vi', /Đăng ký/],
  ['fr', 'fr', /S’inscrire|Inscription/],
  ['de', 'de', /Registrieren/],
  ['pt', 'pt', /Registar/],
  ['th', 'th', /สมัคร/],
  ['id', 'id', /Daftar/],
  ['uk', 'uk', /Зареєструватися|Реєстрація/],
  ['br', 'pt-br', /Cadastr/],
] as const) {
  test(`/${locale} on main is translated and indexable`, async ({ page }) => {
    const response = await page.goto(siteUrl('main', `/${locale}`));
    expect(response?.status()).toBe(200);
    const head = readHead((await response?.text()) ?? '');
    expect(head.htmlAttributes['lang']).toBe(lang);
    expect(head.robots ?? '').not.toMatch(/noindex/);
    expect(head.alternates[lang]).toBe(`${siteOrigin('main')}/${locale}`);
    await expect(page.getByRole('banner').getByRole('link', { name: signUp }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Buy, sell and trade crypto');
  });
}

test('the default locale prefix redirects permanently to the unprefixed path, query kept', async ({ request }) => {
  const home = await siteGet(request, 'main', '/en');
  expect(home.status()).toBe(308);
  expect(new URL(home.headers()['location'] ?? '', siteOrigin('main')).pathname).toBe('/');

  const login = await siteGet(request, 'main', '/en/login?x=1');
  expect(login.status()).toBe(308);
  const target = new URL(login.headers()['location'] ?? '', siteOrigin('main'));
  expect(`${target.pathname}${target.search}`).toBe('/login?x=1');

  // On Turkey the default is Turkish: /tr is the prefix that redirects, /en is a real locale.
  const tr = await siteGet(request, 'tr', '/tr/login');
  expect(tr.status()).toBe(308);
  expect(tr.headers()['location']).toBe('/login');
  expect((await siteGet(request, 'tr', '/en')).status()).toBe(200);
});

test('a locale the site does not serve is not a prefix there (404 on the US site)', async ({ request }) => {
  const response = await siteGet(request, 'us', '/zh');
  expect(response.status()).toBe(404);
});

test('US site: log in and sign up point to the US host, other links stay on the site', async ({ page }) => {
  await page.goto(siteUrl('us', '/en-us'));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', `${siteOrigin('us')}/login`);
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `${siteOrigin('us')}/signup`);
  // The footer keeps the en-us prefix for site paths.
  expect(await footerHrefs(page)).toContain('/en-us/about-us');
});

test('Turkey: the declaration link shows for a signed-in user who signed, not for one who has not', async ({ page }) => {
  await usePersona(page, 'user-kyc2', '/', 'tr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  expect(await footerHrefs(page)).toContain('/myaccount/customer-declaration');

  await usePersona(page, 'turkey-declaration', '/', 'tr');
  expect(await footerHrefs(page)).not.toContain('/myaccount/customer-declaration');
});

test('the Turkey home page in Turkish passes axe', async ({ page }) => {
  await page.goto(siteUrl('tr', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
