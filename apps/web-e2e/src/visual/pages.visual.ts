import { siteOrigin, siteUrl, usePersona, waitForHydration, waitForQuietNetwork } from '../support/sites';
import { E2E_SITES, expect, test, type Page } from '../support/test';

/**
 * Visual regression (issue 14 item 2): the key pages × sites main, us, tr × 390, 768, 1440 px × en and ar (ar on
 * main, the one of the three sites that serves it), each compared with its baseline in
 * `apps/web-e2e/visual-baselines/<page>-<site>-<locale>-<width>.png` within the config's tolerance.
 *
 * Deterministic by construction: the browser's clock is fixed (`page.clock.setFixedTime`), the sandbox answers at the
 * same instant (`sandbox_clock` cookie on every site host), the live candle stream is cut (the chart draws the
 * frozen history), chart canvases are masked anyway, animations are disabled and the modals the chrome could open are
 * answered by the quiet-chrome cookies. Every page also passes the hidden layout check (support/layout-check.ts).
 */

/** 2026-01-01T00:00:00Z: the instant every screenshot is taken at. */
const FROZEN_AT = Date.UTC(2026, 0, 1);

interface VisualPage {
  name: string;
  path: string;
  /** The sandbox persona the page needs (a logged-in user for account pages, a blocked visitor for the tips). */
  persona?: string;
  /** Something that shows the page's content is in (besides hydration). */
  ready?: (page: Page) => Promise<void>;
}

const chartReady = async (page: Page) => {
  // The chart's region (its name is translated: found by its busy flag and its canvas, in every language).
  const chart = page
    .locator('[role="region"][aria-busy]')
    .filter({ has: page.locator('canvas') })
    .first();
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect(chart).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
};

const PAGES: readonly VisualPage[] = [
  { name: 'home', path: '/' },
  { name: 'not-found', path: '/visual-regression-no-such-page' },
  { name: 'login', path: '/login' },
  { name: 'trade', path: '/trade/BTC_USDT', ready: chartReady },
  { name: 'futures', path: '/futures/usdt/BTC_USDT', ready: chartReady },
  { name: 'compliance-tips', path: '/state_compliance_tips', persona: 'blocked-country' },
  { name: 'kyc-home', path: '/myaccount/kyc_home', persona: 'user-kyc2' },
  {
    name: 'markets',
    path: '/price',
    ready: async (page) => {
      await expect(page.getByTestId('markets-table')).toBeVisible();
    },
  },
  { name: 'referral', path: '/referral', persona: 'affiliate-user' },
  { name: 'assets', path: '/myaccount/assets', persona: 'user-kyc2' },
];

/** Site × locale: English everywhere (Turkey's English is `/en`), Arabic where the site serves it (main). */
const EDITIONS = [
  { site: 'main', locale: 'en', prefix: '' },
  { site: 'main', locale: 'ar', prefix: '/ar' },
  { site: 'us', locale: 'en', prefix: '' },
  { site: 'tr', locale: 'en', prefix: '/en' },
] as const;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

const localized = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

test.describe.configure({ mode: 'parallel' });

/**
 * One page load per page and edition, screenshotted at 390 px (where it loads), then widened in place to 768 and
 * 1440 px, as responsive screenshot services render one page at several widths: 40 loads instead of 120 (issue 27,
 * decision 1770). Every layout decision of the pages is CSS or a media-query listener, so a widened page lays out as
 * one loaded at that width; after each resize the test waits for the layout, the images the new width asks for and
 * the fonts, as after the load.
 */
for (const visual of PAGES) {
  for (const { site, locale, prefix } of EDITIONS) {
    test(`${visual.name} · ${site} ${locale} · ${VIEWPORTS.map((v) => v.width).join(', ')} px`, async ({ page, context }) => {
      test.setTimeout(120_000);
      const path = localized(prefix, visual.path);
      await context.addCookies(E2E_SITES.map((s) => ({ name: 'sandbox_clock', value: String(FROZEN_AT), url: siteOrigin(s) })));
      await page.clock.setFixedTime(FROZEN_AT);
      // The realtime socket would move the last bar, the book and the prices: it is answered by nothing (issue 20).
      await page.routeWebSocket(/\/_sandbox\/realtime$/, () => undefined);

      await page.setViewportSize(VIEWPORTS[0]);
      if (visual.persona) await usePersona(page, visual.persona, path, site);
      else await page.goto(siteUrl(site, path));
      await waitForHydration(page);
      await visual.ready?.(page);

      for (const [index, viewport] of VIEWPORTS.entries()) {
        if (index > 0) {
          await page.setViewportSize(viewport);
          await page.waitForFunction((width) => document.documentElement.clientWidth === width, viewport.width);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          await visual.ready?.(page);
        }
        await waitForQuietNetwork(page, 700);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));

        await expect(page).toHaveScreenshot(`${visual.name}-${site}-${locale}-${viewport.width}.png`, {
          mask: [page.locator('canvas')],
        });
      }
    });
  }
}
