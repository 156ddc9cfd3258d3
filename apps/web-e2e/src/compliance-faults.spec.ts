// e2e-projects: compliance
import { expectNoAxeViolations } from './support/axe';
import { setFault, siteUrl, usePersona, waitForHydration, waitForQuietNetwork } from './support/sites';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });

/** Fault kinds every compliance call must survive (spec 03 §8: any error lets the page proceed). */
const KINDS = ['http500', 'malformed-json'] as const;

/** The footer tip of the `compliance-tips` persona (its business-compliance footer notice). */
const FOOTER_TIP = /Deposits in your region are paused for maintenance/;

interface FaultCase {
  endpoint: string;
  persona: string;
  site: string;
  path: string;
  /** The overlay or row the persona gets without the fault. */
  overlay: (page: Page) => ReturnType<Page['getByRole']>;
  /** Whether the overlay still shows under the fault (the endpoint's documented fallback). */
  shownUnderFault: boolean;
  what: string;
}

const CASES: FaultCase[] = [
  {
    endpoint: 'agreementStatus',
    persona: 'agreement-pending',
    site: 'main',
    path: '/',
    overlay: (page) => page.getByRole('alertdialog', { name: 'User Agreement' }),
    shownUnderFault: false,
    what: 'no agreement dialog',
  },
  {
    endpoint: 'declarationStatus',
    persona: 'turkey-declaration',
    site: 'tr',
    path: '/',
    overlay: (page) => page.getByRole('alertdialog', { name: 'Müşteri Bilgilendirme Beyanı' }),
    // Spec 03 §8 "status need-sign" and decision 0309: a failed status call counts as need-sign.
    shownUnderFault: true,
    what: 'the declaration dialog shows (need-sign fallback)',
  },
  {
    endpoint: 'ipCheck',
    persona: 'ip-check-detected',
    site: 'main',
    path: '/',
    overlay: (page) => page.getByRole('alertdialog', { name: 'Access restricted' }),
    shownUnderFault: false,
    what: 'no detection dialog',
  },
  {
    endpoint: 'footerTips',
    persona: 'compliance-tips',
    site: 'main',
    // Not a compliance-tips path (home, register, login), so no tips modal hides the page.
    path: '/myaccount/tickets',
    overlay: (page) => page.getByRole('contentinfo').getByText(FOOTER_TIP),
    shownUnderFault: false,
    what: 'no footer tips',
  },
];

/**
 * The page rendered: its heading is shown and no error boundary took over. Behind an open modal the page is
 * hidden from the accessibility tree (aria-hidden), so the heading is then looked up with `includeHidden`.
 */
async function expectPageRendered(page: Page, behindModal: boolean): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, includeHidden: behindModal }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
}

for (const c of CASES) {
  for (const kind of KINDS) {
    test(`${c.endpoint} ${kind}: ${c.persona} on ${c.site}${c.path} still renders, ${c.what}`, async ({ page }) => {
      await usePersona(page, c.persona, c.path, c.site);
      await setFault(page, c.endpoint, kind, c.site);
      const response = await page.goto(siteUrl(c.site, c.path));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await waitForQuietNetwork(page);
      await expectPageRendered(page, c.shownUnderFault);
      if (c.shownUnderFault) await expect(c.overlay(page)).toBeVisible();
      else await expect(c.overlay(page)).toHaveCount(0);
      if (c.endpoint === 'agreementStatus' && kind === 'http500') await expectNoAxeViolations(page);
    });
  }
}

test.describe('without a fault the same personas do get their overlay (the absence checks above can fail)', () => {
  test('ip-check-detected: the detection dialog opens', async ({ page }) => {
    await usePersona(page, 'ip-check-detected', '/');
    await waitForHydration(page);
    await expect(page.getByRole('alertdialog', { name: 'Access restricted' })).toBeVisible({ timeout: 15_000 });
  });

  test('compliance-tips: the footer tip is shown', async ({ page }) => {
    await usePersona(page, 'compliance-tips', '/myaccount/tickets');
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo').getByText(FOOTER_TIP)).toBeVisible();
  });
});
