// e2e-projects: chart
import { readHead } from './support/head';
import { siteGet, siteOrigin } from './support/sites';
import { expect, test } from './support/test';

/**
 * Every indexable page of the audit (decision 1520) has a localized description, a canonical on its own host and
 * Open Graph `og:url`: the trade and futures pages once carried only a title (Lighthouse SEO 92).
 */
const PAGES = ['/', '/login', '/trade/BTC_USDT', '/futures/usdt/BTC_USDT'] as const;

const metaContent = (html: string, attribute: 'name' | 'property', key: string): string | null => {
  const tag = [...html.matchAll(/<meta\b[^>]*>/gi)].map((m) => m[0]).find((t) => t.includes(`${attribute}="${key}"`));
  return tag ? (/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
};

for (const site of ['main', 'us', 'tr'] as const) {
  test(`${site}: home, login, trade and futures have a description, a canonical and og:url in the server HTML`, async ({ request }) => {
    for (const path of PAGES) {
      const response = await siteGet(request, site, path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const head = readHead(html);
      expect(head.canonical, path).toBe(`${siteOrigin(site)}${path}`);
      expect(metaContent(html, 'property', 'og:url'), path).toBe(head.canonical);
      const description = metaContent(html, 'name', 'description') ?? '';
      expect(description.length, `${path}: ${description}`).toBeGreaterThan(40);
      if (path.includes('BTC_USDT')) expect(description, path).toContain('BTC');
    }
  });
}
